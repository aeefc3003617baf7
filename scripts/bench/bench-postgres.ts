/** A PostgreSQL database of a bench's own, created on the local server and dropped afterwards. */
import pg from "pg";
import { openPostgres, type DatabaseHandle } from "../../server/db/client";

/** `appraisal_bench_<purpose>_<pid>` on TEST_DATABASE_URL's server (or the local one), or null when none is reachable. */
export async function openPostgresBench(
  purpose: string,
): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `appraisal_bench_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString()),
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
