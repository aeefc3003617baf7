import pg from "pg";

// Workers create their own PostgreSQL databases (server/test/test-db.ts); Vitest ends workers
// without a chance to drop them, so the run drops them here, before and after.
async function dropWorkerDatabases() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'appraisal_test_%'");
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function setup() {
  await dropWorkerDatabases();
  return dropWorkerDatabases;
}
