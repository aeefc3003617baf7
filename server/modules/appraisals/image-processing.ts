import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../../contracts/appraisals";
import type { ImageInfo } from "./file-inspection";
import { planJpegStrip, stripJpegMetadata, stripPngMetadata } from "./strip-metadata";

export const THUMBNAIL_SIZE = 480;
/** Large enough for screens, print and the PDF; small enough to load quickly. */
export const DISPLAY_SIZE = 1600;

// libvips keeps recent decodes in a cache; for one-off uploads it only holds memory.
sharp.cache({ memory: 16, items: 20, files: 0 });

export interface ProcessedImage {
  /** The owner's photo without metadata: the original bytes when possible. */
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
  /** A JPEG at most DISPLAY_SIZE on its long side: viewers, the report and the PDF use it. */
  display: Buffer;
  thumbnail: Buffer;
}

/**
 * Removes every trace of metadata (EXIF GPS position, camera serial, XMP, IPTC) and makes the
 * renditions. Upright JPEG and PNG photos keep their original compressed bytes (lossless strip);
 * a photo that needs its EXIF rotation applied, or another format, is re-encoded. The photo is
 * decoded once, at reduced scale, for both renditions. `input` is the upload's path or its bytes.
 */
export async function processImage(input: string | Buffer, info: ImageInfo, original: Buffer): Promise<ProcessedImage> {
  // A re-encoded original (a rotated photo) and the rendition are two decodes: run side by side.
  const [main, display] = await Promise.all([toStoredOriginal(input, info, original), renderDisplay(input, "error")]);
  return { ...main, ...uprightSize(info), display, thumbnail: await renderThumbnail(display) };
}

/**
 * The display rendition: the whole photo decoded once (at 1/2 or smaller scale for a large JPEG)
 * and upright. `failOn` is how strict the decoder is: "warning" refuses any damage it notices.
 */
export function renderDisplay(input: string | Buffer, failOn: "error" | "warning"): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn })
    .rotate()
    .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** The thumbnail, made from the display rendition (a small decode, not the photo's). */
export function renderThumbnail(display: Buffer): Promise<Buffer> {
  return sharp(display)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** The photo's size once its EXIF rotation is applied (orientations 5-8 swap width and height). */
export function uprightSize(info: ImageInfo): { width: number; height: number } {
  const rotated = (info.orientation ?? 1) >= 5;
  return { width: rotated ? info.height : info.width, height: rotated ? info.width : info.height };
}

/**
 * The bytes an appraisal stores as the photo's original: the upload itself with metadata stripped
 * losslessly, or a deterministic re-encode when its EXIF rotation must be applied. The style
 * analysis reads exactly these bytes both in the wizard and in the pipeline (decision 26).
 */
export async function toStoredOriginal(
  input: string | Buffer,
  info: ImageInfo,
  original: Buffer,
): Promise<Pick<ProcessedImage, "data" | "contentType" | "extension">> {
  const upright = (info.orientation ?? 1) === 1;
  if (upright && info.format === "jpeg") {
    const data = stripJpegMetadata(original);
    if (data) return { data, contentType: "image/jpeg", extension: "jpg" };
  } else if (upright && info.format === "png") {
    const data = stripPngMetadata(original);
    if (data) return { data, contentType: "image/png", extension: "png" };
  }
  // Sharp writes no metadata unless asked, so re-encoding strips it too.
  const data = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate().jpeg({ quality: 92 }).toBuffer();
  return { data, contentType: "image/jpeg", extension: "jpg" };
}

/** The stored original of a photo on disk, as toStoredOriginal makes it, and how to read it. */
export interface StoredOriginal {
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  byteSize: number;
  /** The bytes to store (a new stream on each call when they are read from the upload's file). */
  body(): Buffer | Readable;
}

// Where a JPEG's metadata segments are looked for; a photo whose scan data starts later is read whole.
const JPEG_HEAD_BYTES = 256 * 1024;

/**
 * toStoredOriginal for an upload on disk without holding it in memory: an upright JPEG's kept
 * segments come from the file's first bytes, and its scan data is copied from the file when it
 * is stored. The bytes are exactly toStoredOriginal's; other photos go through it.
 */
export async function prepareStoredOriginal(tmpPath: string, size: number, info: ImageInfo): Promise<StoredOriginal> {
  if ((info.orientation ?? 1) === 1 && info.format === "jpeg") {
    const head = await readHead(tmpPath, Math.min(size, JPEG_HEAD_BYTES));
    const plan = planJpegStrip(head, head.length >= size);
    if (plan && plan !== "incomplete") {
      const header = Buffer.concat(plan.kept);
      const { tailFrom } = plan;
      if (tailFrom === null) return { contentType: "image/jpeg", extension: "jpg", byteSize: header.length, body: () => header };
      return {
        contentType: "image/jpeg",
        extension: "jpg",
        byteSize: header.length + size - tailFrom,
        body: () => Readable.from(headerThenFile(header, tmpPath, tailFrom), { objectMode: false }),
      };
    }
  }
  const stored = await toStoredOriginal(tmpPath, info, await readFile(tmpPath));
  return { contentType: stored.contentType, extension: stored.extension, byteSize: stored.data.length, body: () => stored.data };
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function* headerThenFile(header: Buffer, file: string, start: number): AsyncGenerator<Buffer> {
  yield header;
  yield* createReadStream(file, { start, highWaterMark: 1024 * 1024 });
}

/** A small RGBA copy for the pixel analysis (the engine samples at most ~256x256 anyway). */
export async function loadAnalysisPixels(
  data: Buffer | string,
  maxSide = 512,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), width: info.width, height: info.height };
}
