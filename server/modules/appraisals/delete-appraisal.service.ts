import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisals, type AppraisalRow } from "../../db/schema";
import type { StorageProvider } from "../../providers/storage/storage-provider";

/**
 * Deletes an appraisal with its files, report and stored bytes. The rows go first, in the caller's
 * transaction when there is one, then the bytes: a crash in between leaves unreachable bytes,
 * never a row whose files are gone.
 */
export async function deleteAppraisal({ db, storage, appraisal }: { db: DbOrTx; storage: StorageProvider; appraisal: AppraisalRow }): Promise<void> {
  await db.delete(appraisals).where(eq(appraisals.id, appraisal.id));
  await storage.deletePrefix(`appraisals/${appraisal.id}`);
}
