import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { MAX_DOCUMENTS, MAX_DOCUMENT_BYTES, MAX_IMAGES, MAX_IMAGE_BYTES } from "../../../contracts/appraisals";
import { stripBidiControls } from "../../../contracts/text";
import { AppError, badRequest } from "../../errors";

export interface UploadedFile {
  field: "images" | "documents";
  /** The uploader's name, cleaned for display; never used to decide anything. */
  name: string;
  tmpPath: string;
  size: number;
}

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
      const file: UploadedFile = { field, name, tmpPath, size };
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
