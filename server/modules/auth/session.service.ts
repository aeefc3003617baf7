import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { sessions, users, type UserRow } from "../../db/schema";
import type { OwnerCache } from "../../lib/owner-cache";

export const SESSION_COOKIE = "sid";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession({ db, userId, ttlDays }: { db: DbOrTx; userId: string; ttlDays: number }) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** What the session lookup finds: the user and when the session ends (the read cache keeps it). */
export interface SessionLookup {
  user: UserRow;
  expiresAt: Date;
}

/**
 * The user a cookie token belongs to, or null when it is unknown or expired. With a cache (the
 * read cache, decision 0014) a session found recently is answered from memory; its expiry is
 * still checked here on every request, and any write to the session or its user drops it.
 */
export async function findUserBySessionToken({
  db,
  token,
  cache,
}: {
  db: Database;
  token: string;
  cache?: OwnerCache<SessionLookup>;
}): Promise<UserRow | null> {
  const now = new Date();
  const tokenHash = hashToken(token);
  // Every signed-in API request without a cached answer runs this: one round trip, built and
  // prepared once (issue 15).
  const read = async () => (await findUserBySession(db).execute({ tokenHash, now }))[0] ?? null;
  const found = cache ? await cache.load(tokenHash, read, (session) => session.user.id) : await read();
  return found && found.expiresAt > now ? found.user : null;
}

const findUserBySession = preparedFor((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("find_user_by_session"),
);

export async function deleteSession({ db, token }: { db: DbOrTx; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions({ db }: { db: DbOrTx }): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
