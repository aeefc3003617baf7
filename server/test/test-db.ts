import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";
import { listTables, runMigrations } from "../db/migrate";

// Kept on globalThis so every test file a worker runs shares one migrated database.
const KEY = Symbol.for("appraisal.test-database");
type Holder = { [KEY]?: Promise<DatabaseHandle> };

/**
 * The worker's database, emptied: PostgreSQL when TEST_DATABASE_URL is set (a database of its
 * own per worker, created fresh), otherwise an in-memory PGlite.
 */
export async function getTestDatabase({ empty = true }: { empty?: boolean } = {}): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openMigrated();
  const handle = await holder[KEY];
  if (empty) await truncateAll(handle);
  return handle;
}

async function openMigrated(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = url ? await openWorkerPostgres(url) : await openPglite();
  await runMigrations(handle);
  return handle;
}

async function openWorkerPostgres(baseUrl: string): Promise<DatabaseHandle> {
  // The run's id (tests/setup/postgres-global.ts) keeps two runs on one server apart.
  const name = `appraisal_test_${inject("testRunId")}_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Dropped by tests/setup/postgres-global.ts when the run ends.
  return openPostgres(url.toString());
}

async function truncateAll(handle: DatabaseHandle) {
  const tables = (await listTables(handle)).filter((name) => !name.startsWith("__drizzle"));
  if (tables.length === 0) return;
  await handle.db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`));
}
