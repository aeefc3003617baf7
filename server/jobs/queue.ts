import { and, eq, lt, sql } from "drizzle-orm";
import type { GaugeSample } from "../metrics";
import type { DbOrTx } from "../db/client";
import { jobs, type JobRow } from "../db/schema/jobs";

/** Writes a job; pass the caller's transaction so the job exists exactly when its row does. */
export async function enqueueJob({
  db,
  name,
  payload,
  runAt,
  maxAttempts,
}: {
  db: DbOrTx;
  name: string;
  payload: unknown;
  runAt?: Date;
  maxAttempts?: number;
}): Promise<JobRow> {
  const [job] = await db
    .insert(jobs)
    .values({ name, payload, runAt: runAt ?? new Date(), ...(maxAttempts ? { maxAttempts } : {}) })
    .returning();
  return job!;
}

/** Claims the oldest due job of the given names; concurrent claimers never get the same one. */
export async function claimNextJob({ db, workerId, names }: { db: DbOrTx; workerId: string; names: string[] }): Promise<JobRow | null> {
  if (names.length === 0) return null;
  const result = (await db.execute(sql`
    update ${jobs}
    set status = 'running', attempts = attempts + 1, locked_at = now(), locked_by = ${workerId}, updated_at = now()
    where id = (
      select id from ${jobs}
      where status = 'queued' and run_at <= now() and name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
      order by run_at
      limit 1
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

// A worker writes a job's outcome only while it still holds the job: one that lost its lease
// (another server took the job over) or handed it back on shutdown must not overwrite the row.
const heldBy = (jobId: string, workerId: string | undefined) =>
  workerId ? and(eq(jobs.id, jobId), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId)) : eq(jobs.id, jobId);

export async function markJobSucceeded({ db, jobId, workerId }: { db: DbOrTx; jobId: string; workerId?: string }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "succeeded", lockedAt: null, lockedBy: null, lastError: null, updatedAt: new Date() })
    .where(heldBy(jobId, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Extends a running job's lease; false when this worker no longer holds it. */
export async function renewJobLease({ db, jobId, workerId }: { db: DbOrTx; jobId: string; workerId: string }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: sql`now()`, updatedAt: new Date() })
    .where(heldBy(jobId, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Hands a stopping server's unfinished jobs back to the queue at once (instead of after the
 * lease), without counting the interrupted attempt against the job.
 */
export async function releaseWorkerJobs({ db, workerId }: { db: DbOrTx; workerId: string }): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: "queued",
      lockedAt: null,
      lockedBy: null,
      runAt: sql`now()`,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.status, "running"), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * A server (re)starting in its old slot (server-identity.ts) puts back at once the jobs its
 * earlier life held when it died, instead of waiting out their lease (issue 33). Only ids of
 * this slot match, so another server's live jobs are never touched. The dead attempt counts,
 * as it does for an expired lease, so a job that kills its server cannot loop forever.
 */
export async function reclaimAbandonedJobs({
  db,
  slotPrefix,
  workerId,
}: {
  db: DbOrTx;
  slotPrefix: string;
  workerId: string;
}): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", lockedAt: null, lockedBy: null, runAt: sql`now()`, updatedAt: new Date() })
    .where(
      and(
        eq(jobs.status, "running"),
        sql`left(${jobs.lockedBy}, ${slotPrefix.length}) = ${slotPrefix}`,
        sql`${jobs.lockedBy} <> ${workerId}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Queue depth and ages for /metrics, read fresh at each scrape. */
export async function readJobQueueGauges({ db }: { db: DbOrTx }): Promise<GaugeSample[]> {
  const result = (await db.execute(sql`
    select name, status, count(*)::int as count,
      coalesce(extract(epoch from now() - min(case when status = 'queued' then run_at when status = 'running' then locked_at end)), 0)::float as oldest
    from ${jobs} group by name, status`)) as unknown as { rows: { name: string; status: string; count: number; oldest: number }[] };
  const rows = result.rows;
  const active = rows.filter((r) => r.status === "queued" || r.status === "running");
  return [
    {
      name: "jobs",
      help: "Jobs in the queue table by name and status.",
      samples: rows.map((r) => ({ labels: { job: r.name, status: r.status }, value: Number(r.count) })),
    },
    {
      name: "jobs_oldest_age_seconds",
      help: "Age of the oldest queued job (since due) and the oldest running job (since its lease was last renewed).",
      samples: active.map((r) => ({ labels: { job: r.name, status: r.status }, value: Math.max(0, Number(r.oldest)) })),
    },
  ];
}

/** Records a failure: back to the queue after a back-off, or failed for good after the last attempt. */
export async function markJobFailed({
  db,
  job,
  error,
  backoffBaseMs,
  workerId,
}: {
  db: DbOrTx;
  job: JobRow;
  error: string;
  backoffBaseMs: number;
  workerId?: string;
}): Promise<"retry" | "failed" | "lost"> {
  const final = job.attempts >= job.maxAttempts;
  // Exponential back-off: base, 4x base, 16x base...
  const delay = backoffBaseMs * 4 ** Math.max(0, job.attempts - 1);
  const rows = await db
    .update(jobs)
    .set({
      status: final ? "failed" : "queued",
      runAt: final ? job.runAt : new Date(Date.now() + delay),
      lockedAt: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      updatedAt: new Date(),
    })
    .where(heldBy(job.id, workerId))
    .returning({ id: jobs.id });
  if (rows.length === 0) return "lost";
  return final ? "failed" : "retry";
}

/**
 * Puts back jobs whose server died while running them (their lease ran out; a live server
 * renews its leases). Every running server calls it now and then. The attempt the
 * dead server made still counts, so a job that kills its server cannot loop forever.
 */
export async function requeueStaleJobs({ db, leaseMs }: { db: DbOrTx; leaseMs: number }): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", lockedAt: null, lockedBy: null, updatedAt: new Date() })
    // The database's clock, not this server's: servers whose clocks differ still agree.
    .where(and(eq(jobs.status, "running"), lt(jobs.lockedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`)))
    .returning({ id: jobs.id });
  return rows.length;
}
