/** An image file or buffer decoded to RGBA, EXIF rotation applied, at most maxSide a side: how the photos eval and the photo calibration read a picture. */
import sharp from "sharp";
import { type RgbaImage } from "@engine/photo";

export async function rgba(input: Buffer | string, maxSide: number): Promise<RgbaImage> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
