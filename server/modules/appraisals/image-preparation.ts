import { findUnusableImageReason, locateArtwork, ownerLocation } from "@engine/photo";
import type { CornerPoint } from "../../../contracts/artwork-corners";
import { locationShares, renderArtworkCrop } from "./artwork-crop";
import { badRequest } from "../../errors";
import { damagedImage, readImageInfo, type ImageInfo } from "./file-inspection";
import {
  loadAnalysisPixels,
  prepareStoredOriginal,
  renderDisplay,
  renderThumbnail,
  uprightSize,
  type StoredOriginal,
} from "./image-processing";
import { findNoArtworkReason, isClearlyUsable } from "./image-usability";
import type { UploadedFile } from "./upload-parser";

/** A photo ready to store: its original is read from the upload's file when stored. */
export interface PreparedImage {
  original: StoredOriginal;
  width: number;
  height: number;
  display: Buffer;
  /** The artwork straightened out of the photo when an outline was found (issue 30); the thumbnail is made from it. */
  crop: Buffer | null;
  thumbnail: Buffer;
}

/**
 * What became of one photo. Failures are values, not rejections: a photo is prepared while the
 * request is still streaming, and its problem is answered later, in the order the checks run.
 */
export type ImageOutcome =
  | { ok: true; info: ImageInfo; image: PreparedImage }
  | {
      ok: false;
      /** content: not an image, too many pixels, damaged; usability: nothing to analyse. */
      stage: "content" | "usability" | "processing" | "abandoned";
      error: unknown;
    };

/**
 * Judges a photo as inspectImage and assertUsableImage do and makes what is stored of it, with one
 * decode of the whole photo where there used to be four:
 * - the header (format, size, the pixel cap) before any pixel is expanded;
 * - the display rendition, decoded with the decoder's strictest setting, is the integrity check:
 *   a truncated or damaged photo is a 400 naming it (at least every photo inspectImage's small
 *   decode refuses, and every one the analysis decode, which refuses warnings too, could not read);
 * - usability (a few pixels, one flat colour) from the rendition when it is far from either limit,
 *   otherwise from the analysis's own pixels (isClearlyUsable), so the answer is the same; then
 *   whether there is an artwork in it at all, on the rendition's analysis-sized pixels: inside the
 *   owner's corners when they set them (as the pipeline judges it), else where the locator finds it;
 * - the stored original (metadata stripped losslessly); where the locator found the work inside a
 *   frame or wall, its straightened crop (from the rendition), and the thumbnail from the crop,
 *   else from the rendition (issue 30).
 */
export async function prepareImage(file: UploadedFile, { corners }: PrepareOptions = {}): Promise<ImageOutcome> {
  let info: ImageInfo;
  let display: Buffer;
  try {
    info = await readImageInfo(file.tmpPath, file.name);
    display = await renderDisplay(file.tmpPath, "warning").catch(() => {
      throw damagedImage(file.name);
    });
  } catch (error) {
    return { ok: false, stage: "content", error };
  }
  try {
    const preview = await loadAnalysisPixels(display);
    if (!isClearlyUsable(preview)) {
      const reason = findUnusableImageReason(await loadAnalysisPixels(file.tmpPath));
      if (reason) return { ok: false, stage: "usability", error: badRequest(reason, { field: "images" }) };
    }
    // A wall, a room, a document: refused here, before the credit is taken (issue 30).
    const location = corners ? ownerLocation(preview, corners) : locateArtwork(preview);
    const noArtwork = findNoArtworkReason(preview, location);
    if (noArtwork) return { ok: false, stage: "usability", error: badRequest(noArtwork, { field: "images" }) };
    const [original, cropped] = await Promise.all([
      prepareStoredOriginal(file.tmpPath, file.size, info),
      location.method === "outline" ? renderArtworkCrop(display, locationShares(location, preview)) : null,
    ]);
    const thumbnail = cropped?.thumbnail ?? (await renderThumbnail(display));
    return { ok: true, info, image: { original, ...uprightSize(info), display, crop: cropped?.crop ?? null, thumbnail } };
  } catch (error) {
    return { ok: false, stage: "processing", error };
  }
}

export interface PrepareOptions {
  /** The owner's outline of the work (the primary photo only): presence is judged inside it. */
  corners?: readonly CornerPoint[];
}

export interface ImagePreparationOptions {
  /** Photos worked on at once: libvips gives each one thread here, and the machine has two cores. */
  concurrency?: number;
  /**
   * Whether a photo that has just arrived is worth starting on before the whole request is in
   * (given the fields received so far); one that is not waits for start().
   */
  isWorthStarting?: (fields: Record<string, string>) => boolean | Promise<boolean>;
  /**
   * The owner's corners of the primary photo in the fields received so far, or null. The client
   * sends them before the photos, so the first photo starts inside them on arrival and is
   * decoded once, not once on arrival and again when the submission asks for it in its corners.
   */
  cornersOf?: (fields: Record<string, string>) => readonly CornerPoint[] | null;
  prepare?: (file: UploadedFile, options?: PrepareOptions) => Promise<ImageOutcome>;
}

/**
 * A submission's photos, prepared a few at a time as they arrive: decoding the first photo
 * overlaps with the later ones still streaming in, and the photos share the cores. Nothing here
 * stores anything; the caller stores the results once every file has passed.
 */
export class ImagePreparations {
  readonly #concurrency: number;
  readonly #isWorthStarting: NonNullable<ImagePreparationOptions["isWorthStarting"]>;
  readonly #cornersOf: NonNullable<ImagePreparationOptions["cornersOf"]>;
  readonly #prepare: NonNullable<ImagePreparationOptions["prepare"]>;
  readonly #outcomes = new Map<UploadedFile, Promise<ImageOutcome>>();
  readonly #outcomesInCorners = new Map<UploadedFile, Promise<ImageOutcome>>();
  readonly #waiting: (() => void)[] = [];
  #running = 0;
  #arrived = 0;
  #stopped = false;

  constructor({
    concurrency = 2,
    isWorthStarting = () => true,
    cornersOf = () => null,
    prepare = prepareImage,
  }: ImagePreparationOptions = {}) {
    this.#concurrency = concurrency;
    this.#isWorthStarting = isWorthStarting;
    this.#cornersOf = cornersOf;
    this.#prepare = prepare;
  }

  /** For parseAppraisalUpload's onImage: starts a photo as soon as its bytes are in, when worth it. */
  readonly onImage = (file: UploadedFile, fields: Record<string, string>): void => {
    const position = this.#arrived++;
    const received = { ...fields };
    void Promise.resolve()
      .then(() => this.#isWorthStarting(received))
      .then(
        (worth) => {
          if (!worth || this.#stopped) return;
          const corners = position === 0 ? this.#cornersOf(received) : null;
          void (corners ? this.startInCorners(file, corners) : this.start(file));
        },
        () => undefined, // then it starts when the submission asks for it
      );
  };

  /** The photo's outcome, starting (or queueing) its preparation unless it has begun already. */
  start(file: UploadedFile): Promise<ImageOutcome> {
    let outcome = this.#outcomes.get(file);
    if (!outcome) {
      outcome = this.#run(file);
      this.#outcomes.set(file, outcome);
    }
    return outcome;
  }

  /**
   * The photo prepared with the owner's corners (issue 30): its presence is judged inside them, so
   * a photo the locator found no work in can still be saved by setting them by hand. A preparation
   * begun while streaming, before the corners were known, is not used for the verdict.
   */
  startInCorners(file: UploadedFile, corners: readonly CornerPoint[]): Promise<ImageOutcome> {
    let outcome = this.#outcomesInCorners.get(file);
    if (!outcome) {
      outcome = this.#run(file, { corners });
      this.#outcomesInCorners.set(file, outcome);
    }
    return outcome;
  }

  /** Drops the photos not yet begun and waits for the ones being worked on (before their files go). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.#outcomes.values(), ...this.#outcomesInCorners.values()]);
  }

  async #run(file: UploadedFile, options?: PrepareOptions): Promise<ImageOutcome> {
    if (this.#running < this.#concurrency) this.#running++;
    else await new Promise<void>((resume) => this.#waiting.push(resume)); // handed the slot of a photo that finished
    try {
      if (this.#stopped) return { ok: false, stage: "abandoned", error: new Error("the request ended first") };
      return await this.#prepare(file, options).catch((error: unknown) => ({ ok: false, stage: "processing", error }) as const);
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** Throws the first failure of a stage, in the order the photos were sent. */
export function throwFirstFailure(outcomes: ImageOutcome[], stage: Exclude<ImageOutcome, { ok: true }>["stage"]): void {
  for (const outcome of outcomes) if (!outcome.ok && outcome.stage === stage) throw outcome.error;
}
