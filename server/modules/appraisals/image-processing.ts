import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../../contracts/appraisals";

export const THUMBNAIL_SIZE = 480;

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * Re-encodes a photo so nothing but pixels is kept: EXIF (GPS position, camera serial), XMP and
 * IPTC are dropped (sharp writes no metadata unless asked). The EXIF orientation is applied to the
 * pixels first, so the photo still stands the right way up. PNG stays PNG (lossless art scans);
 * everything else becomes JPEG, which every browser shows.
 */
export async function processImage(tmpPath: string, format: string): Promise<ProcessedImage> {
  const input = () => sharp(tmpPath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const keepPng = format === "png";
  const [main, thumbnail] = await Promise.all([
    (keepPng ? input().png({ compressionLevel: 6 }) : input().jpeg({ quality: 90, mozjpeg: false })).toBuffer({ resolveWithObject: true }),
    input().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
  ]);
  return {
    data: main.data,
    contentType: keepPng ? "image/png" : "image/jpeg",
    extension: keepPng ? "png" : "jpg",
    width: main.info.width,
    height: main.info.height,
    thumbnail,
  };
}

/** A small RGBA copy for the pixel analysis (the engine samples at most ~256x256 anyway). */
export async function loadAnalysisPixels(data: Buffer, maxSide = 512): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), width: info.width, height: info.height };
}
