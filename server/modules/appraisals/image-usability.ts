import { readFile } from "node:fs/promises";
import type { CornerPoint } from "../../../contracts/artwork-corners";
import { NO_ARTWORK_MESSAGE } from "../../../contracts/artwork-photo";
import {
  colourSpread,
  findUnusableImageReason,
  MIN_ANALYSIS_SIDE,
  detectArtwork,
  type ArtworkLocation,
  ownerLocation,
  type RgbaImage,
} from "@engine/photo";
import { badRequest } from "../../errors";
import { loadAnalysisPixels } from "./image-processing";

/**
 * Refuses an image that decodes to nothing useful (a few pixels, one flat colour) with a 400
 * naming the problem, before anything is stored or a credit is spent. With the owner's `corners`
 * the artwork is looked for inside them, as the analysis will read it: an owner who outlined a
 * small work on a large wall is not refused for the wall around it (issue 30).
 */
export async function assertUsableImage(
  tmpPath: string,
  field: string,
  name = "The image",
  corners?: readonly CornerPoint[],
): Promise<void> {
  let pixels: Awaited<ReturnType<typeof loadAnalysisPixels>>;
  try {
    pixels = await loadAnalysisPixels(await readFile(tmpPath));
  } catch {
    // A header that reads but scan data that does not (the integrity check's decoder only warns
    // on some damage): the same plain 400 as any damaged photo, never a 500.
    throw badRequest(`"${name}" could not be read: the file looks damaged or incomplete. Please upload the photo again.`, { field });
  }
  const reason = findUnusableImageReason(pixels) ?? findNoArtworkReason(pixels, corners ? ownerLocation(pixels, corners) : undefined);
  if (reason) throw badRequest(reason, { field });
}

/**
 * NO_ARTWORK_MESSAGE when the photo holds no artwork (a wall, a room, a document, a screen), else
 * null; `location` when the caller has located the work already (the locator is not run twice).
 */
export function findNoArtworkReason(pixels: RgbaImage, location?: ArtworkLocation): string | null {
  return detectArtwork(pixels, location).isArtwork ? null : NO_ARTWORK_MESSAGE;
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
  return colourSpread(image) >= CLEAR_SPREAD;
}
