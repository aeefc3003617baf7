import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { DatabaseHandle } from "./client";

// Beside this module in the source tree; in the compiled build (dist/server, where this code may
// sit in a chunk one folder down) the build copies them to dist/server/migrations.
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR =
  [path.join(HERE, "migrations"), path.join(HERE, "..", "migrations")].find((dir) => existsSync(path.join(dir, "meta"))) ??
  path.join(HERE, "migrations");

// Any fixed number: it names the lock that keeps two starting servers from migrating at once.
const MIGRATION_LOCK_KEY = 7_340_221;

/** Applies the committed drizzle-kit migrations; the same files serve PGlite and PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

/** Table names in the public schema, for tests that empty the database between files. */
export async function listTables(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  return result.rows.map((row) => row.tablename);
}
