import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../../contracts/appraisals";
import type { PhotoHeader } from "./photo-renditions";

/**
 * The owner's photo as it is kept: its own compressed bytes with the metadata removed losslessly
 * (the segments that carry EXIF GPS position, camera serial, XMP, IPTC and comments are dropped,
 * colour information kept so colours stay true), or a re-encode when its rotation must be applied.
 */

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
