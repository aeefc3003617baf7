import { buffer } from "node:stream/consumers";
import { NO_ARTWORK_REFUND_MESSAGE } from "../../contracts/artwork-photo";
import { detectArtwork, ownerLocation } from "@engine/photo";
import type { Database } from "../db/client";
import type { AppraisalRow } from "../db/schema";
import { failAppraisal } from "../modules/appraisals/complete-appraisal.service";
import { listAppraisalFiles } from "../modules/appraisals/appraisal-queries.service";
import { loadAnalysisPixels } from "../modules/appraisals/image-processing";
import type { StorageProvider } from "../providers/storage/storage-provider";

/**
 * The pipeline's own check that the appraisal's main photo holds an artwork (issue 30). Uploads
 * are refused before payment, but a photo stored before that check existed, or one the upload's
 * smaller rendition judged differently, must not become a report about "an abstract painting":
 * the appraisal fails with the message and the credit comes back through the ledger. Answers
 * whether it refused.
 */
export async function refuseWithoutArtwork({
  db,
  storage,
  appraisal,
}: {
  db: Database;
  storage: StorageProvider;
  appraisal: AppraisalRow;
}): Promise<boolean> {
  const [primary] = (await listAppraisalFiles({ db, appraisalId: appraisal.id })).filter((file) => file.kind === "image");
  if (!primary) return false;
  const stored = await storage.get(primary.displayKey ?? primary.storageKey);
  if (!stored) return false; // the draft step reports a missing photo as it always has
  const pixels = await loadAnalysisPixels(await buffer(stored.stream));
  // Judged inside the owner's outline when they set one (issue 30), as the analysis will read it.
  const location = appraisal.artworkCorners ? ownerLocation(pixels, appraisal.artworkCorners) : undefined;
  if (detectArtwork(pixels, location).isArtwork) return false;
  await failAppraisal({ db, appraisalId: appraisal.id, reason: NO_ARTWORK_REFUND_MESSAGE });
  return true;
}
