import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

/** The Drizzle handle every service receives, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services that take `db` accept either. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** The raw PGlite instance (embedded mode only), for the job queue's multi-statement SQL. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? undefined : path.join(options.dataDir ?? "./data", "db"));
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "postgres", pool, close: () => pool.end() };
}

export async function openPglite(dir?: string): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}
