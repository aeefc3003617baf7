import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobs, type JobRow } from "../db/schema/jobs";

/** Writes a job; pass the caller's transaction so the job exists exactly when its row does. */
export async function enqueueJob({ db, name, payload, runAt, maxAttempts }: { db: DbOrTx; name: string; payload: unknown; runAt?: Date; maxAttempts?: number }): Promise<JobRow> {
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
      where status = 'queued' and run_at <= now() and name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
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

export async function markJobSucceeded({ db, jobId }: { db: DbOrTx; jobId: string }) {
  await db.update(jobs).set({ status: "succeeded", lockedAt: null, lockedBy: null, lastError: null, updatedAt: new Date() }).where(eq(jobs.id, jobId));
}

/** Records a failure: back to the queue after a back-off, or failed for good after the last attempt. */
export async function markJobFailed({ db, job, error, backoffBaseMs }: { db: DbOrTx; job: JobRow; error: string; backoffBaseMs: number }): Promise<"retry" | "failed"> {
  const final = job.attempts >= job.maxAttempts;
  // Exponential back-off: base, 4x base, 16x base...
  const delay = backoffBaseMs * 4 ** Math.max(0, job.attempts - 1);
  await db
    .update(jobs)
    .set({
      status: final ? "failed" : "queued",
      runAt: final ? job.runAt : new Date(Date.now() + delay),
      lockedAt: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, job.id));
  return final ? "failed" : "retry";
}

/**
 * Puts back jobs whose server died while running them (their lease ran out). The attempt the
 * dead server made still counts, so a job that kills its server cannot loop forever.
 */
export async function requeueStaleJobs({ db, leaseMs }: { db: DbOrTx; leaseMs: number }): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", lockedAt: null, lockedBy: null, updatedAt: new Date() })
    .where(and(eq(jobs.status, "running"), lt(jobs.lockedAt, new Date(Date.now() - leaseMs))))
    .returning({ id: jobs.id });
  return rows.length;
}
