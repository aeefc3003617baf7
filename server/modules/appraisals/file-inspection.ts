import { open } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_PIXELS } from "../../../contracts/appraisals";
import { AppError, badRequest } from "../../errors";

/** Formats accepted as photos; anything else is refused whatever its name says. */
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
  /** EXIF orientation (1 = upright); others need the rotation applied to the pixels. */
  orientation?: number;
}

/**
 * Judges an image by its bytes: sharp reads the header (no decoding yet), so a text file named
 * .jpg, a PDF named .png and a 50000x50000 "bomb" are refused before any pixels are expanded.
 */
export async function inspectImage(tmpPath: string, name: string): Promise<ImageInfo> {
  const info = await readImageInfo(tmpPath, name);
  await assertDecodes(tmpPath, name);
  return info;
}

/**
 * The header checks of inspectImage alone (format, size, the pixel cap), from a path or bytes;
 * the caller still decodes the whole image before trusting it (as inspectImage does).
 */
export async function readImageInfo(input: string | Buffer, name: string): Promise<ImageInfo> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`"${name}" is not an image we can read. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF photo.`, {
      field: "images",
    });
  }
  const { format, width, height, orientation } = metadata;
  if (!format || !IMAGE_FORMATS.has(format) || !width || !height) {
    throw badRequest(`"${name}" is not an image we can read. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF photo.`, {
      field: "images",
    });
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `"${name}" is ${width}x${height} pixels; photos can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      { field: "images" },
    );
  }
  return { format, width, height, orientation };
}

/** The answer to a photo whose header is fine but whose pixels are not. */
export const damagedImage = (name: string) =>
  badRequest(`"${name}" could not be read: the file looks damaged or incomplete. Please upload the photo again.`, {
    field: "images",
  });

/**
 * The header can be fine while the pixels are not (a truncated upload, a damaged file): decode
 * the whole image once, small, so such a file is a 400 naming it, before any credit is spent,
 * rather than a failure later in processing. JPEGs decode at 1/8 scale, so this is cheap.
 */
async function assertDecodes(tmpPath: string, name: string): Promise<void> {
  try {
    await sharp(tmpPath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch {
    throw damagedImage(name);
  }
}

export type DocumentKind =
  | { contentType: "application/pdf"; extension: "pdf" }
  | { contentType: "image/jpeg"; extension: "jpg" }
  | { contentType: "image/png"; extension: "png" };

/** Documents may be PDF, JPEG or PNG (core spec section 5), recognised by their first bytes. */
export async function inspectDocument(tmpPath: string, name: string): Promise<DocumentKind> {
  const handle = await open(tmpPath, "r");
  const head = Buffer.alloc(8);
  try {
    await handle.read(head, 0, 8, 0);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return { contentType: "application/pdf", extension: "pdf" };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { contentType: "image/jpeg", extension: "jpg" };
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { contentType: "image/png", extension: "png" };
  throw badRequest(`"${name}" is not a PDF, JPEG or PNG document.`, { field: "documents" });
}
