import { readFile } from "node:fs/promises";
import { findUnusableImageReason, MIN_ANALYSIS_SIDE } from "../../../engine/image-usability";
import { sampleGrid, type RgbaImage } from "../../../engine/pixels/sample-grid";
import { badRequest } from "../../errors";
import { loadAnalysisPixels } from "./image-processing";

/**
 * Refuses an image that decodes to nothing useful (a few pixels, one flat colour) with a 400
 * naming the problem, before anything is stored or a credit is spent.
 */
export async function assertUsableImage(tmpPath: string, field: string, name = "The image"): Promise<void> {
  let pixels: Awaited<ReturnType<typeof loadAnalysisPixels>>;
  try {
    pixels = await loadAnalysisPixels(await readFile(tmpPath));
  } catch {
    // A header that reads but scan data that does not (the integrity check's decoder only warns
    // on some damage): the same plain 400 as any damaged photo, never a 500.
    throw badRequest(`"${name}" could not be read: the file looks damaged or incomplete. Please upload the photo again.`, { field });
  }
  const reason = findUnusableImageReason(pixels);
  if (reason) throw badRequest(reason, { field });
}

// Well inside findUnusableImageReason's limits: twice its smallest side, four times its
// flat-colour spread (2 of 255).
const CLEAR_SIDE = 2 * MIN_ANALYSIS_SIDE;
const CLEAR_SPREAD = 8;

/**
 * Whether pixels of another downscale of the photo than the analysis's own (the display
 * rendition's) leave no doubt that it is usable: the engine accepts them, and they are so far
 * from both limits that the analysis's pixels cannot fall on the other side. A photo nearer a
 * limit (a blank canvas, a sliver) is judged on the analysis's own pixels, so the answer is the
 * one assertUsableImage gives, without a second decode of every photo.
 */
export function isClearlyUsable(image: RgbaImage): boolean {
  if (Math.min(image.width, image.height) < CLEAR_SIDE || findUnusableImageReason(image)) return false;
  const grid = sampleGrid(image);
  const n = grid.width * grid.height;
  return [grid.r, grid.g, grid.b].some((channel) => {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const value = channel[i] ?? 0;
      sum += value;
      squares += value * value;
    }
    const mean = sum / n;
    return Math.sqrt(Math.max(0, squares / n - mean * mean)) >= CLEAR_SPREAD;
  });
}
