import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema/shared-state";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface, counted in the shared database (decision 33), so two
 * servers allow what one would. A fixed window per key: one upsert per request, no read-modify-
 * write race (the row lock orders concurrent increments).
 */
export function createDatabaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the store with its options; child() passes the route's key prefix.
    constructor(prefixOrOptions?: unknown) {
      this.prefix = typeof prefixOrOptions === "string" ? prefixOrOptions : "";
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const id = this.prefix + key;
      db.execute(
        sql`
        insert into ${rateLimits} (key, count, reset_at) values (${id}, 1, ${now + timeWindow})
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= ${now} then ${now + timeWindow} else ${rateLimits.resetAt} end
        returning count, reset_at`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; reset_at: string | number }[] }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback) {
      const now = Date.now();
      db.execute(sql`select count, reset_at from ${rateLimits} where key = ${this.prefix + key}`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; reset_at: string | number }[] }).rows[0];
          if (!row || Number(row.reset_at) <= now) return callback(null, { current: 0, ttl: 0 });
          callback(null, { current: Number(row.count), ttl: Number(row.reset_at) - now });
        })
        .catch((error: Error) => callback(error));
    }

    // Each route counts on its own, as the in-memory and Redis stores do.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(`${this.prefix}${String(route?.method ?? "")}${route?.url ?? ""}-`);
    }
  };
}

/** Removes windows that ended (the housekeeping sweep calls it). */
export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.resetAt, Date.now())).returning({ key: rateLimits.key });
  return rows.length;
}
