import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisals, creditLedger, type AppraisalRow } from "../../db/schema";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { refundCredit } from "../credits/credits.service";

export const DELETE_REFUND_DESCRIPTION = "Refund: appraisal deleted before it was completed";

/**
 * Deletes an appraisal with its files, report and stored bytes, and gives back the credit of one
 * that was never completed (decision 36). The row is deleted first, in one transaction with the
 * refund: of two deletions racing, only the one whose DELETE found the row refunds, and the
 * ledger's unique reference stops a second refund of the same appraisal in any case. The bytes
 * go after the commit: a crash in between leaves unreachable bytes, never a row whose files are
 * gone. Answers null when the appraisal was already gone.
 */
export async function deleteAppraisal({
  db,
  storage,
  appraisal,
}: {
  db: DbOrTx;
  storage: StorageProvider;
  appraisal: AppraisalRow;
}): Promise<{ refunded: boolean } | null> {
  const outcome = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(appraisals).where(eq(appraisals.id, appraisal.id)).returning();
    if (!deleted) return null;
    return { refunded: await refundUncompletedAppraisal(tx, deleted) };
  });
  if (outcome) await storage.deletePrefix(`appraisals/${appraisal.id}`);
  return outcome;
}

/**
 * Refunds the credit a deleted, never-completed appraisal spent; call it in the deleting
 * transaction. Nothing is refunded for a completed appraisal, one already refunded (a failed
 * job), or one no credit paid for.
 */
export async function refundUncompletedAppraisal(tx: DbOrTx, deleted: AppraisalRow): Promise<boolean> {
  if (deleted.status === "completed" || deleted.refunded) return false;
  const reference = `appraisal:${deleted.id}`;
  const [usage] = await tx
    .select({ amount: creditLedger.amount })
    .from(creditLedger)
    .where(and(eq(creditLedger.type, "usage"), eq(creditLedger.reference, reference), eq(creditLedger.userId, deleted.userId)));
  if (!usage) return false;
  const { refunded } = await refundCredit({
    db: tx,
    userId: deleted.userId,
    description: DELETE_REFUND_DESCRIPTION,
    reference,
    amount: -usage.amount,
  });
  return refunded;
}
