import sharp from "sharp";
import type { CornerPoint } from "../../../contracts/artwork-corners";
import { straightenedSize, warpQuad, type Quad, type ArtworkLocation } from "@engine/photo";
import { DISPLAY_SIZE, renderThumbnail } from "./image-processing";

/** The straightened artwork for viewers and the report, and its thumbnail (issue 30). */
export interface ArtworkCropRendition {
  crop: Buffer;
  thumbnail: Buffer;
}

/** The outline a location found, as shares of the image it was found in (so it holds on any rendition). */
export function locationShares(location: ArtworkLocation, size: { width: number; height: number }): CornerPoint[] {
  return location.outline.map((p) => ({ x: p.x / size.width, y: p.y / size.height }));
}

/**
 * Cuts the artwork out of the display rendition along `corners` (shares of the photo), undoes the
 * perspective and encodes it as a JPEG at most DISPLAY_SIZE a side, with the thumbnail made from
 * it: lists and the report show the work, not its frame and wall. The original stays as it was.
 */
export async function renderArtworkCrop(display: Buffer, corners: readonly CornerPoint[]): Promise<ArtworkCropRendition> {
  const { data, info } = await sharp(display).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  const outline = corners.map((p) => ({ x: p.x * info.width, y: p.y * info.height })) as unknown as Quad;
  const { width, height } = straightenedSize(outline, DISPLAY_SIZE);
  const warped = warpQuad(image, outline, width, height);
  const crop = await sharp(Buffer.from(warped.data.buffer, warped.data.byteOffset, warped.data.byteLength), {
    raw: { width: warped.width, height: warped.height, channels: 4 },
  })
    .removeAlpha()
    .jpeg({ quality: 84 })
    .toBuffer();
  return { crop, thumbnail: await renderThumbnail(crop) };
}
