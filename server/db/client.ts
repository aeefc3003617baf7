import path from "node:path";
import { chmodSync, mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { lockEmbeddedDatabase } from "./embedded-lock";
import { PgliteWorker } from "./pglite-worker";

/** The Drizzle handle every service receives, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services that take `db` accept either. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** The embedded database's thread (embedded mode only), for its notifications and raw SQL. */
  pglite?: PgliteWorker;
  pool?: pg.Pool;
  /** PostgreSQL only: where the pool connects, for connections of their own (the change feed). */
  connectionString?: string;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  postgres?: PostgresOptions;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgres);
  return openPglite(options.inMemory ? undefined : path.join(options.dataDir ?? "./data", "db"));
}

export interface PostgresOptions {
  /** Connections this server keeps at most. */
  max?: number;
  /** How long a request waits for a connection before it fails (and answers 503). */
  connectTimeoutMs?: number;
  /** The longest a statement may run on the server; a runaway query is cancelled. */
  statementTimeoutMs?: number;
  /** Where a connection that dies while idle is reported (without a listener it kills the process). */
  onError?: (error: Error) => void;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // Dead peers (a restarted database, a dropped network) are noticed instead of waited on.
    keepAlive: true,
    statement_timeout: statementTimeout,
    // The client gives up a little after the server would have, so a vanished server cannot hang a request.
    query_timeout: statementTimeout + 5_000,
    idle_in_transaction_session_timeout: statementTimeout * 2,
    application_name: "art-appraisal",
  });
  // A connection that dies while idle is discarded; the next query opens a new one (reconnect).
  pool.on("error", (error) => (options.onError ? options.onError(error) : console.warn(`database connection lost: ${error.message}`)));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "postgres", pool, connectionString, close: () => pool.end() };
}

export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) {
    // The database holds password hashes and every client's appraisals: the server's user only
    // (issue 13). A folder made before this rule is narrowed at the next start.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  }
  // One process per folder: a command beside a running server refuses (server/db/embedded-lock.ts).
  const unlock = dir ? lockEmbeddedDatabase(dir) : () => undefined;
  try {
    // PGlite runs in a thread of its own, so its WebAssembly never holds up the request thread
    // (server/db/pglite-worker.ts); it loads pg_trgm for the admin desk's search (migration 0014).
    const client = new PgliteWorker({ dataDir: dir });
    await client.waitReady.catch(async (error: unknown) => {
      await client.close().catch(() => undefined);
      throw error;
    });
    // Drizzle's pglite driver calls only query() and transaction(), which the thread answers alike.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      pglite: client,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
