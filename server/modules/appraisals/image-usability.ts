import { readFile } from "node:fs/promises";
import { findUnusableImageReason } from "../../../engine/image-usability";
import { badRequest } from "../../errors";
import { loadAnalysisPixels } from "./image-processing";

/**
 * Refuses an image that decodes to nothing useful (a few pixels, one flat colour) with a 400
 * naming the problem, before anything is stored or a credit is spent.
 */
export async function assertUsableImage(tmpPath: string, field: string): Promise<void> {
  const reason = findUnusableImageReason(await loadAnalysisPixels(await readFile(tmpPath)));
  if (reason) throw badRequest(reason, { field });
}
