import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisals, type AppraisalRow } from "../../db/schema";
import { SEND_APPRAISAL_EMAIL_JOB } from "../../jobs/job-names";
import { enqueueJob } from "../../jobs/queue";
import { refundCredit } from "../credits/credits.service";

const UNFINISHED = ["pending", "processing"] as const;

/**
 * Marks a drafted appraisal completed and queues the owner's "ready" e-mail, once. Used by the
 * pipeline and by an admin's Mark Complete.
 */
export async function completeAppraisal({ db, appraisalId }: { db: DbOrTx; appraisalId: string }): Promise<AppraisalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appraisals)
      .set({ status: "completed", completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(appraisals.id, appraisalId), inArray(appraisals.status, [...UNFINISHED])))
      .returning();
    if (row) await enqueueJob({ db: tx, name: SEND_APPRAISAL_EMAIL_JOB, payload: { appraisalId, kind: "ready" } });
    return row ?? null;
  });
}

/**
 * Marks an unfinished appraisal failed, gives the credit back and queues the owner's e-mail, in
 * one transaction. Answers null when it was deleted or completed meanwhile (nothing to refund).
 */
export async function failAppraisal({
  db,
  appraisalId,
  reason = "We could not analyse this artwork. Your credit has been refunded.",
}: {
  db: DbOrTx;
  appraisalId: string;
  /** What the owner reads; it says the credit was refunded. */
  reason?: string;
}): Promise<AppraisalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appraisals)
      .set({
        status: "failed",
        failureReason: reason,
        refunded: true,
        updatedAt: new Date(),
      })
      .where(and(eq(appraisals.id, appraisalId), inArray(appraisals.status, [...UNFINISHED])))
      .returning();
    if (!row) return null;
    await refundCredit({
      db: tx,
      userId: row.userId,
      description: "Refund: appraisal could not be completed",
      reference: `appraisal:${row.id}`,
    });
    await enqueueJob({ db: tx, name: SEND_APPRAISAL_EMAIL_JOB, payload: { appraisalId: row.id, kind: "failed" } });
    return row;
  });
}
