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
    ...(corners ? { corners } : {}),
  };
}
