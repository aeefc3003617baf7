import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { MAX_DOCUMENTS, MAX_DOCUMENT_BYTES, MAX_IMAGES, MAX_IMAGE_BYTES } from "../../contracts/appraisals";
import { stripBidiControls } from "../../contracts/text";
import type { CornerPoint } from "../../contracts/artwork-corners";
import { AppError, badRequest } from "../errors";
import type { BoundedWorkQueue } from "../lib/bounded-work-queue";
import { decidePhoto, photoDecodes, type AcceptOptions, type PhotoOutcome, type UploadedFile } from "./accept-photo";

export type { UploadedFile };

export interface ParsedUpload {
  fields: Record<string, string>;
  images: UploadedFile[];
  documents: UploadedFile[];
  /** Removes the temporary files; always call it (finally). */
  cleanup(): Promise<void>;
}

const FILE_FIELDS = {
  images: { max: MAX_IMAGES, bytes: MAX_IMAGE_BYTES, label: "images" },
  documents: { max: MAX_DOCUMENTS, bytes: MAX_DOCUMENT_BYTES, label: "documents" },
} as const;

/**
 * Streams a multipart submission to a temporary folder, enforcing the counts and sizes as the
 * bytes arrive (an oversized or surplus file is refused before it is written in full).
 * `onImage` hears of each image once it is written in full and passed the size checks, with the
 * fields received so far, while the rest of the request is still being read.
 */
export async function parseAppraisalUpload(
  request: FastifyRequest,
  { imageField = "images", onImage }: { imageField?: string; onImage?: (file: UploadedFile, fields: Record<string, string>) => void } = {},
): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw badRequest("Send the appraisal as multipart/form-data with its images.");
  const dir = await mkdtemp(path.join(os.tmpdir(), request.server.uploadTempPrefix));
  const upload: ParsedUpload = { fields: {}, images: [], documents: [], cleanup: () => rm(dir, { recursive: true, force: true }) };
  // The whole body is bounded too (the route's bodyLimit): reading stops there, not at the end.
  const bodyLimit = request.routeOptions.bodyLimit ?? 100 * 1024 * 1024;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") upload.fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname === imageField ? "images" : part.fieldname;
      if (field !== "images" && field !== "documents") {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}": send photos as "${imageField}" and documents as "documents".`);
      }
      const rule = FILE_FIELDS[field];
      const list = upload[field];
      if (list.length >= rule.max) {
        part.file.resume();
        throw badRequest(`You can upload a maximum of ${rule.max} ${rule.label}.`, { field });
      }
      const name = cleanFileName(part.filename);
      const tmpPath = path.join(dir, `${field}-${list.length}`);
      let size = 0;
      part.file.on("data", (chunk: Buffer) => {
        size += chunk.length;
        total += chunk.length;
        if (total > bodyLimit)
          part.file.destroy(
            new AppError("PAYLOAD_TOO_LARGE", `The submission is larger than the ${Math.round(bodyLimit / 1024 / 1024)} MB limit.`),
          );
      });
      await pipeline(part.file, createWriteStream(tmpPath, { mode: 0o600 }));
      if (part.file.truncated || size > rule.bytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", `"${name}" is larger than the ${rule.bytes / 1024 / 1024} MB limit.`, { field });
      }
      if (size === 0) throw badRequest(`"${name}" is empty.`, { field });
      const file: UploadedFile = { field, name, tmpPath, size, declaredType: part.mimetype };
      list.push(file);
      if (field === "images") onImage?.(file, upload.fields);
    }
  } catch (error) {
    await upload.cleanup();
    throw translateMultipartError(error);
  }
  return upload;
}

// @fastify/multipart's own limit errors carry codes; turn them into messages a person reads.
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("PAYLOAD_TOO_LARGE", "A file is larger than the 10 MB limit.");
  if (code === "FST_FILES_LIMIT") return badRequest(`Too many files: at most ${MAX_IMAGES} images and ${MAX_DOCUMENTS} documents.`);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return badRequest("Send the appraisal as multipart/form-data with its images.");
  return error;
}

// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f-\u009f<>:"|?*]/g;

/**
 * The name shown beside the file in the product, its PDF and its e-mails: controls (C0, DEL, C1)
 * and characters Windows refuses become "_", and bidirectional overrides go (issue 13), so
 * "photo\u202Egpj.exe" cannot read as "photoexe.jpg" anywhere it is listed.
 */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "file").split(/[\\/]/).pop() ?? "file";
  return stripBidiControls(base).replace(UNSAFE_IN_FILE_NAME, "_").slice(0, 120) || "file";
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

export interface PhotoPreparationOptions {
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
  prepare?: (file: UploadedFile, options: AcceptOptions) => Promise<PhotoOutcome>;
  /** The decodes' queue: the process-wide one (photoDecodes), which every route's photos share. */
  queue?: BoundedWorkQueue;
}

/**
 * An appraisal's photos accepted as they arrive (issue 15): decoding the first overlaps with the
 * later ones still streaming in, through the same queue as every other photo. Nothing here
 * stores anything; the caller stores the results once every file has passed.
 */
export class PhotoPreparations {
  readonly #isWorthStarting: NonNullable<PhotoPreparationOptions["isWorthStarting"]>;
  readonly #cornersOf: NonNullable<PhotoPreparationOptions["cornersOf"]>;
  readonly #prepare: NonNullable<PhotoPreparationOptions["prepare"]>;
  readonly #queue: BoundedWorkQueue;
  readonly #outcomes = new Map<UploadedFile, Promise<PhotoOutcome>>();
  readonly #outcomesInCorners = new Map<UploadedFile, Promise<PhotoOutcome>>();
  #arrived = 0;
  #stopped = false;

  constructor({
    isWorthStarting = () => true,
    cornersOf = () => null,
    prepare = decidePhoto,
    queue = photoDecodes,
  }: PhotoPreparationOptions = {}) {
    this.#isWorthStarting = isWorthStarting;
    this.#cornersOf = cornersOf;
    this.#prepare = prepare;
    this.#queue = queue;
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

  /** The photo's outcome, starting (or queueing) its acceptance unless it has begun already. */
  start(file: UploadedFile): Promise<PhotoOutcome> {
    let outcome = this.#outcomes.get(file);
    if (!outcome) this.#outcomes.set(file, (outcome = this.#run(file, null)));
    return outcome;
  }

  /**
   * The photo accepted inside the owner's corners (issue 30): its artwork is judged and cut out
   * along them. One begun while streaming, before the corners were known, is not used for the verdict.
   */
  startInCorners(file: UploadedFile, corners: readonly CornerPoint[]): Promise<PhotoOutcome> {
    let outcome = this.#outcomesInCorners.get(file);
    if (!outcome) this.#outcomesInCorners.set(file, (outcome = this.#run(file, corners)));
    return outcome;
  }

  /** Drops the photos not yet begun and waits for the ones being worked on (before their files go). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.#outcomes.values(), ...this.#outcomesInCorners.values()]);
  }

  #run(file: UploadedFile, corners: readonly CornerPoint[] | null): Promise<PhotoOutcome> {
    return this.#queue
      .run(async (): Promise<PhotoOutcome> => {
        if (this.#stopped) return { ok: false, stage: "abandoned", error: new Error("the request ended first") };
        return this.#prepare(file, { purpose: "artwork", corners, keepOriginal: true });
      })
      .catch((error: unknown) => ({ ok: false, stage: "processing", error }) as const);
  }
}
