import type { CornerPoint } from "../../contracts/artwork-corners";
import { NO_ARTWORK_MESSAGE, type ArtworkCheck } from "../../contracts/artwork-photo";
import {
  colourSpread,
  detectArtwork,
  findUnusableImageReason,
  locateArtwork,
  MIN_ANALYSIS_SIDE,
  ownerLocation,
  type ArtworkLocation,
  type RgbaImage,
} from "@engine/photo";
import { badRequest } from "../errors";
import { BoundedWorkQueue } from "../lib/bounded-work-queue";
import {
  damagedImage,
  loadAnalysisPixels,
  locationShares,
  readPhotoHeader,
  renderArtworkCrop,
  renderDisplay,
  prepareStoredOriginal,
  renderThumbnail,
  uprightSize,
  type PhotoHeader,
  type StoredOriginal,
} from "./photo-renditions";

/**
 * Photos decoded at once in this process, whichever route sent them: libvips gives each one a
 * thread and the machine has two cores; each decode is bounded (shrink-on-load), so two at once is
 * a bounded amount of memory. A burst beyond the waiting room is a 503 with Retry-After, not a
 * pile of decodes (issue 51, finding 4).
 */
export const photoDecodes = new BoundedWorkQueue({ name: "photo", concurrency: 2, maxWaiting: 48, retryAfterSeconds: 5 });

/** An uploaded file as the multipart parser wrote it to a temporary folder. */
export interface UploadedFile {
  field: "images" | "documents";
  /** The uploader's name, cleaned for display; never used to decide anything. */
  name: string;
  tmpPath: string;
  size: number;
  /** The type the client declared; the bytes decide what the file is (readPhotoHeader, inspectDocument). */
  declaredType?: string;
}

/** What a route is accepting the photo for. */
export interface AcceptOptions {
  /**
   * "artwork": the photo must be usable and hold an artwork (the appraisal, the analyzer), judged
   * inside `corners` when the owner set them; "picture": any picture that decodes (the AR preview,
   * a composed picture of a room).
   */
  purpose: "artwork" | "picture";
  /** The owner's outline of the work in this photo, as shares of it. */
  corners?: readonly CornerPoint[] | null;
  /** Whether the stored original (metadata stripped) is made: the appraisal keeps it, the analyzer reads it. */
  keepOriginal?: boolean;
  /** The form field a usability problem is reported on (the route's name for the photo field). */
  field?: string;
}

/** A photo that passed: everything a route stores or analyses of it, made from one bounded decode. */
export interface AcceptedPhoto {
  header: PhotoHeader;
  /** The photo's size upright (its EXIF rotation applied). */
  width: number;
  height: number;
  /** A JPEG at most DISPLAY_SIZE a side, upright, no metadata: viewers, the report and the PDF use it. */
  display: Buffer;
  thumbnail: Buffer;
  /** The artwork straightened out of the photo, along the owner's outline or the one found (issue 30). */
  crop: Buffer | null;
  /** The owner's bytes without metadata; null unless asked for. */
  original: StoredOriginal | null;
  /** The artwork check's verdict (null for a "picture"): stored with the photo, never judged again. */
  artwork: ArtworkCheck | null;
  corners: readonly CornerPoint[] | null;
}

/** What became of one photo; a failure names the stage it failed at, so a submission answers in order. */
export type PhotoOutcome =
  { ok: true; photo: AcceptedPhoto } | { ok: false; stage: "content" | "usability" | "processing" | "abandoned"; error: unknown };

/**
 * The one way a photo enters the server (issue 48): the upload (its file, its declared type, the
 * owner's outline) in, the accepted photo out, or a 400/413 naming the problem (a 503 when too
 * many photos wait to be decoded).
 */
export async function acceptPhoto(upload: UploadedFile, options: AcceptOptions): Promise<AcceptedPhoto> {
  const outcome = await photoDecodes.run(() => decidePhoto(upload, options));
  if (!outcome.ok) throw outcome.error;
  return outcome.photo;
}

/**
 * acceptPhoto's work outside the queue, its failures as values (PhotoPreparations queues it):
 * - the header (the bytes' format, whatever was declared; the pixel cap) before any pixel is expanded;
 * - the display rendition, the one bounded decode, strict, so a damaged photo is a 400 naming it;
 * - for an artwork, the one rule (judgeArtwork) on the rendition's analysis-sized pixels;
 * - the crop, the thumbnail and, when asked, the stored original (metadata stripped losslessly).
 */
export async function decidePhoto(
  upload: UploadedFile,
  { purpose, corners = null, keepOriginal = false, field = upload.field }: AcceptOptions,
): Promise<PhotoOutcome> {
  let header: PhotoHeader;
  let display: Buffer;
  try {
    header = await readPhotoHeader(upload.tmpPath, upload.name);
    display = await renderDisplay(upload.tmpPath).catch(() => {
      throw damagedImage(upload.name);
    });
  } catch (error) {
    return { ok: false, stage: "content", error };
  }
  try {
    let artwork: ArtworkCheck | null = null;
    let outline = corners;
    if (purpose === "artwork") {
      const preview = await loadAnalysisPixels(display);
      const judged = await judgeArtwork(preview, corners, () => loadAnalysisPixels(upload.tmpPath));
      if (judged.problem !== null) return { ok: false, stage: "usability", error: badRequest(judged.problem, { field }) };
      artwork = judged.check;
      if (!outline && judged.location.method === "outline") outline = locationShares(judged.location, preview);
    }
    const [original, cropped] = await Promise.all([
      keepOriginal ? prepareStoredOriginal(upload.tmpPath, upload.size, header) : null,
      purpose === "artwork" && outline ? renderArtworkCrop(display, outline) : null,
    ]);
    const thumbnail = cropped?.thumbnail ?? (await renderThumbnail(display));
    const photo = { header, ...uprightSize(header), display, thumbnail, crop: cropped?.crop ?? null, original, artwork, corners };
    return { ok: true, photo };
  } catch (error) {
    return { ok: false, stage: "processing", error };
  }
}

/** Throws the first failure of a stage, in the order the photos were sent. */
export function throwFirstFailure(outcomes: PhotoOutcome[], stage: Exclude<PhotoOutcome, { ok: true }>["stage"]): void {
  for (const outcome of outcomes) if (!outcome.ok && outcome.stage === stage) throw outcome.error;
}

/**
 * The one rule for every route that takes a photo of an artwork (issue 51, finding 9: the analyzer
 * and the appraisal used to judge an owner's outline on different pixels and disagree): first
 * whether there is anything to analyse (a few pixels, one flat colour), then whether an artwork is
 * there, inside the owner's outline when they set one, else where the locator finds it. `pixels`
 * are the display rendition's; a photo near the usability limits is judged on the analysis's own
 * pixels (`exactPixels`), so the answer is the one the analysis would give.
 *
 * An outline the owner set by hand is never refused for want of an artwork (issue 50): the rules
 * read paintings as screens and prints behind a mat as walls, and the owner is looking at the
 * work. The verdict keeps what the rules found, and the report says the outline was set by hand.
 */
export async function judgeArtwork(
  pixels: RgbaImage,
  corners: readonly CornerPoint[] | null,
  exactPixels: () => Promise<RgbaImage>,
): Promise<
  { problem: string; check?: undefined; location?: undefined } | { problem: null; check: ArtworkCheck; location: ArtworkLocation }
> {
  let nearUsabilityLimits = false;
  if (!isClearlyUsable(pixels)) {
    const exact = await exactPixels();
    const reason = findUnusableImageReason(exact);
    if (reason) return { problem: reason };
    nearUsabilityLimits = !isClearlyUsable(exact);
  }
  const location = corners ? ownerLocation(pixels, corners) : locateArtwork(pixels);
  const presence = detectArtwork(pixels, location);
  if (!presence.isArtwork && location.method !== "owner") return { problem: NO_ARTWORK_MESSAGE };
  const check = { isArtwork: presence.isArtwork, method: location.method, evidence: presence.evidence, nearUsabilityLimits };
  return { problem: null, check, location };
}

// Well inside findUnusableImageReason's limits: twice its smallest side, four times its
// flat-colour spread (2 of 255).
const CLEAR_SIDE = 2 * MIN_ANALYSIS_SIDE;
const CLEAR_SPREAD = 8;

/**
 * Whether pixels of another downscale of the photo than the analysis's own (the display
 * rendition's) leave no doubt that it is usable: so far from both limits that the analysis's
 * pixels cannot fall on the other side. A photo nearer a limit (a blank canvas, a sliver) is
 * judged on the analysis's own pixels, without a second decode of every photo.
 */
export function isClearlyUsable(image: RgbaImage): boolean {
  if (Math.min(image.width, image.height) < CLEAR_SIDE || findUnusableImageReason(image)) return false;
  return colourSpread(image) >= CLEAR_SPREAD;
}
