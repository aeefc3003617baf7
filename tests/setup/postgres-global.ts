import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { isAlive } from "../../server/lib/process-alive";

declare module "vitest" {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL databases, so two runs on one server never touch each other's. */
    testRunId: string;
  }
}

// appraisal_test_<pid of the run>_<random>_<worker>_<worker pid>: the pid tells whether the run is still alive.
const RUN_DATABASE = /^appraisal_test_(\d+)_([a-z0-9]+)_[\d_]+$/;

/**
 * Workers create their own PostgreSQL databases (server/test/test-db.ts); Vitest ends workers
 * without a chance to drop them, so the run drops its own when it ends, and at start the ones a
 * crashed run on this machine left behind. A database of a run still going is never touched.
 */
async function dropDatabases(url: string, shouldDrop: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'appraisal_test_%'");
    for (const { datname } of rows) {
      if (shouldDrop(datname)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject) {
  const runId = `${process.pid}_${randomBytes(4).toString("hex")}`;
  project.provide("testRunId", runId);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropDatabases(url, (name) => {
    const match = RUN_DATABASE.exec(name);
    return !!match && !isAlive(Number(match[1]));
  });
  return () => dropDatabases(url, (name) => name.startsWith(`appraisal_test_${runId}_`));
}
