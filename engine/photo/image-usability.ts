/**
 * Images that decode but hold nothing to analyse: a few pixels, or one flat colour. The style
 * model would still answer for them, confidently and meaninglessly, so both the analysis route
 * and the appraisal submission refuse them with a reason a person understands.
 */
import { sampleGrid, type RgbaImage } from "./pixels/sample-grid";

/** Smallest side we analyse: below this there is no brushwork, composition or colour to read. */
export const MIN_ANALYSIS_SIDE = 32;

/** Channel spread (0-255) under which the whole picture counts as one flat colour. */
const FLAT_SPREAD = 2;

/** Why the image cannot be analysed, or null when it can. */
export function findUnusableImageReason(image: RgbaImage): string | null {
  if (image.width < MIN_ANALYSIS_SIDE || image.height < MIN_ANALYSIS_SIDE) {
    return `This image is only ${image.width} x ${image.height} pixels, too small to analyse. Please use a photo at least ${MIN_ANALYSIS_SIDE} pixels on each side.`;
  }
  const spread = colourSpread(image);
  if (spread < FLAT_SPREAD)
    return "This image is a single flat colour, with no artwork in it to analyse. Please upload a photo of the artwork.";
  return null;
}

/** The largest standard deviation (0-255) of the red, green and blue of the image's sample grid. */
export function colourSpread(image: RgbaImage): number {
  const grid = sampleGrid(image);
  const n = grid.width * grid.height;
  let spread = 0;
  for (const channel of [grid.r, grid.g, grid.b]) {
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < n; i++) {
      const v = channel[i] ?? 0;
      sum += v;
      sq += v * v;
    }
    const mean = sum / n;
    spread = Math.max(spread, Math.sqrt(Math.max(0, sq / n - mean * mean)));
  }
  return spread;
}
