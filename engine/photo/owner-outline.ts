/** The owner's corners (issue 30) as an artwork location: the pipeline uses them instead of the locator. */
import type { CornerPoint } from "../../contracts/artwork-corners";
import type { RgbaImage } from "./pixels/sample-grid";
import type { Quad } from "./homography";
import type { ArtworkLocation } from "./locate-artwork";
import { quadArea } from "./quad-scoring";

/**
 * The outline the owner set, in the photo's pixels. Corners are shares of the width and height,
 * checked at the request's edge (contracts/artwork-corners.ts), so any downscale of the photo
 * takes the same outline. Confidence 1: it is what the owner says the work is.
 */
export function ownerLocation(image: Pick<RgbaImage, "width" | "height">, corners: readonly CornerPoint[]): ArtworkLocation {
  const outline = corners.map((p) => ({ x: p.x * image.width, y: p.y * image.height })) as unknown as Quad;
  return {
    outline,
    method: "owner",
    confidence: 1,
    areaShare: Math.round((quadArea(outline) / (image.width * image.height)) * 1000) / 1000,
  };
}
