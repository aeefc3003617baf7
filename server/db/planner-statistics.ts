import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";

const EVERY_MS = 30 * 60 * 1000;

/**
 * PGlite has no autovacuum, so its planner never learns how big the tables have grown: without
 * statistics the admin desk's page at 20,000 appraisals took 143 ms instead of 9 ms (a sequential
 * sort instead of the sort index, issue 15). The embedded database is analysed at start and every
 * half hour (tens of milliseconds at that size). PostgreSQL's own autovacuum does this there.
 */
export async function keepPlannerStatistics(handle: DatabaseHandle, onError: (error: unknown) => void): Promise<() => void> {
  if (handle.kind !== "pglite") return () => undefined;
  const analyze = () => handle.db.execute(sql`analyze`);
  await analyze();
  const timer = setInterval(() => void analyze().catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
