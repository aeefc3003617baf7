import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisals, type AppraisalRow } from "../../db/schema";
import type { StorageProvider } from "../../providers/storage/storage-provider";

/** Deletes an appraisal with its files, report and stored bytes. Rows first: a crash leaves orphan bytes, never a row without files. */
export async function deleteAppraisal({ db, storage, appraisal }: { db: DbOrTx; storage: StorageProvider; appraisal: AppraisalRow }): Promise<void> {
  await db.delete(appraisals).where(eq(appraisals.id, appraisal.id));
  await storage.deletePrefix(`appraisals/${appraisal.id}`);
}
