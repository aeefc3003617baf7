import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_PIXELS } from "../../contracts/appraisals";
import type { ArtworkCorners, CornerPoint } from "../../contracts/artwork-corners";
import { straightenedSize, warpQuad, type ArtworkLocation, type Quad } from "@engine/photo";
import { AppError, badRequest } from "../errors";
import type { AnalysisImage, RgbaPixels } from "../providers/ai/ai-provider";

export const THUMBNAIL_SIZE = 480;
/** Large enough for screens, print and the PDF; small enough to load quickly. */
export const DISPLAY_SIZE = 1600;

// libvips keeps recent decodes in a cache; for one-off uploads it only holds memory.
sharp.cache({ memory: 16, items: 20, files: 0 });

/** Formats accepted as photos; anything else is refused whatever its name or declared type says. */
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const CONTENT_TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

export interface PhotoHeader {
  format: string;
  /** The type the bytes are, whatever the upload declared. */
  contentType: string;
  width: number;
  height: number;
  /** EXIF orientation (1 = upright); others need the rotation applied to the pixels. */
  orientation?: number;
}

const notAnImage = (name: string) =>
  badRequest(`"${name}" is not an image we can read. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF photo.`, { field: "images" });

/**
 * The header alone (no pixel expanded yet): a text file named .jpg, a PDF sent as image/png and
 * a 50000x50000 "bomb" are refused here, before anything is decoded.
 */
export async function readPhotoHeader(input: string | Buffer, name: string): Promise<PhotoHeader> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(name);
  }
  const { format, width, height, orientation } = metadata;
  if (!format || !IMAGE_FORMATS.has(format) || !width || !height) throw notAnImage(name);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `"${name}" is ${width}x${height} pixels; photos can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      { field: "images" },
    );
  }
  return { format, contentType: CONTENT_TYPES[format] ?? `image/${format}`, width, height, orientation };
}

/** The answer to a photo whose header is fine but whose pixels are not. */
export const damagedImage = (name: string) =>
  badRequest(`"${name}" could not be read: the file looks damaged or incomplete. Please upload the photo again.`, {
    field: "images",
  });

/**
 * The display rendition, the one decode of the whole photo every route makes. Bounded: the resize
 * follows the load directly, so libvips shrinks a JPEG (or WebP) while decoding it (1/2 to 1/8
 * scale) and a 10000 x 9999 photo costs a few tens of MB, not a full-size bitmap; the EXIF
 * rotation is applied to the small pixels. `failOn: "warning"` makes it the integrity
 * check too: a truncated scan, or a header claiming more pixels than the data holds, is refused.
 */
export function renderDisplay(input: string | Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" })
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
export function uprightSize(header: Pick<PhotoHeader, "width" | "height" | "orientation">): { width: number; height: number } {
  const rotated = (header.orientation ?? 1) >= 5;
  return { width: rotated ? header.height : header.width, height: rotated ? header.width : header.height };
}

/** The printed-dot test's resolution: a phone photo's dots survive this, and it decodes in tens of ms. */
export const DETAIL_SIDE = 2048;

/** A small upright RGBA copy for the pixel analysis (the engine samples at most ~256x256 anyway). */
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

/** The outline a location found, as shares of the image it was found in (so it holds on any rendition). */
export function locationShares(location: ArtworkLocation, size: { width: number; height: number }): CornerPoint[] {
  return location.outline.map((p) => ({ x: p.x / size.width, y: p.y / size.height }));
}

/** The straightened artwork for viewers and the report, and its thumbnail (issue 30). */
export interface ArtworkCropRendition {
  crop: Buffer;
  thumbnail: Buffer;
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

/**
 * An AnalysisImage over bytes that are read when first needed; both forms are remembered.
 * `readForPixels` names other bytes for the pixel analysis: the pipeline sends a vision model the
 * light display rendition but measures the stored original, the same bytes the wizard measured.
 */
export function createAnalysisImage(
  contentType: string,
  read: () => Promise<Buffer>,
  readForPixels?: () => Promise<Buffer>,
  corners?: ArtworkCorners,
): AnalysisImage {
  let bytes: Promise<Buffer> | undefined;
  let pixels: Promise<RgbaPixels> | undefined;
  const load = () => (bytes ??= read());
  return {
    contentType,
    load,
    pixels: () => (pixels ??= (readForPixels ? readForPixels() : load()).then((data) => loadAnalysisPixels(data))),
    detailPixels: () => (readForPixels ? readForPixels() : load()).then((data) => loadAnalysisPixels(data, DETAIL_SIDE)),
    ...(corners ? { corners } : {}),
  };
}

// The stored original: the owner's photo as it is kept, its own compressed bytes with the metadata
// removed losslessly (the segments that carry EXIF GPS position, camera serial, XMP, IPTC and
// comments are dropped, colour information kept so colours stay true), or a re-encode when its
// rotation must be applied.

export interface StoredOriginalBytes {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
}

/**
 * The bytes an appraisal stores as the photo's original: the upload itself with metadata stripped
 * losslessly, or a deterministic re-encode when its EXIF rotation must be applied. The style
 * analysis reads exactly these bytes both in the wizard and in the pipeline (decision 26).
 */
export async function toStoredOriginal(input: string | Buffer, header: PhotoHeader, original: Buffer): Promise<StoredOriginalBytes> {
  const upright = (header.orientation ?? 1) === 1;
  if (upright && header.format === "jpeg") {
    const data = stripJpegMetadata(original);
    if (data) return { data, contentType: "image/jpeg", extension: "jpg" };
  } else if (upright && header.format === "png") {
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
export async function prepareStoredOriginal(tmpPath: string, size: number, header: PhotoHeader): Promise<StoredOriginal> {
  if ((header.orientation ?? 1) === 1 && header.format === "jpeg") {
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
  const stored = await toStoredOriginal(tmpPath, header, await readFile(tmpPath));
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

const JPEG_SOI = 0xd8;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;

/** The JPEG without APP1 (EXIF/XMP), APP3-APP13 (incl. IPTC), APP15 and COM; null when it cannot be parsed. */
export function stripJpegMetadata(input: Buffer): Buffer | null {
  const plan = planJpegStrip(input, true);
  if (!plan || plan === "incomplete") return null;
  return Buffer.concat(plan.tailFrom === null ? plan.kept : [...plan.kept, input.subarray(plan.tailFrom)]);
}

/**
 * The stripped JPEG as the segments kept before its scan data, then the input from `tailFrom` to
 * its end copied as it is (null: nothing more). From the first bytes of a file alone
 * (`isWhole` false) it answers "incomplete" where more bytes are needed to tell, so a large photo
 * can be stored by copying its scan data from the file instead of holding it in memory.
 */
export function planJpegStrip(input: Buffer, isWhole: boolean): { kept: Buffer[]; tailFrom: number | null } | "incomplete" | null {
  if (input[0] !== 0xff || input[1] !== JPEG_SOI) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= input.length) {
    if (input[offset] !== 0xff) return null;
    const marker = input[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === JPEG_EOI) {
      kept.push(input.subarray(offset, offset + 2));
      return { kept, tailFrom: null };
    }
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2) return null;
    if (end > input.length) return isWhole ? null : "incomplete";
    if (marker === JPEG_SOS) {
      // Scan data to the end of the file: copied as it is.
      return { kept, tailFrom: offset };
    }
    if (keepJpegSegment(marker, input.subarray(offset + 4, end))) kept.push(input.subarray(offset, end));
    offset = end;
  }
  return isWhole ? null : "incomplete";
}

function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker === 0xe2) return payload.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0"; // APP2: ICC only
  if (marker === 0xe0 || marker === 0xee) return true; // APP0 JFIF, APP14 Adobe colour transform
  if (marker >= 0xe1 && marker <= 0xef) return false; // other APPn: EXIF, XMP, IPTC, vendor data
  return true; // frame, tables, restart intervals
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Text, EXIF and timestamps go; everything needed to show the pixels right stays.
const PNG_DROPPED_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

/** The PNG without text, EXIF and time chunks; null when it cannot be parsed. */
export function stripPngMetadata(input: Buffer): Buffer | null {
  if (input.length < 8 || !input.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    const type = input.subarray(offset + 4, offset + 8).toString("latin1");
    const end = offset + 12 + length;
    if (end > input.length) return null;
    if (!PNG_DROPPED_CHUNKS.has(type)) kept.push(input.subarray(offset, end));
    offset = end;
    if (type === "IEND") return Buffer.concat(kept);
  }
  return null;
}
