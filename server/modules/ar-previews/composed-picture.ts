import { readFile } from "node:fs/promises";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { z } from "zod";
import { ArPreviewFieldsSchema } from "../../../contracts/ar-previews";
import { MAX_IMAGE_PIXELS } from "../../../contracts/appraisals";
import { badRequest } from "../../errors";
// Reused as they are: the same content checks and metadata removal as appraisal photos.
import { inspectImage } from "../appraisals/file-inspection";
import { processImage } from "../appraisals/image-processing";
import { parseAppraisalUpload } from "../appraisals/upload-parser";

export interface ComposedPicture {
  /** A JPEG without metadata, at most 1600 px on its long side. */
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export type ArPreviewFields = z.infer<typeof ArPreviewFieldsSchema>;

/**
 * Reads a multipart request with one "image" (the composed picture) and the text fields.
 * The picture is judged by its bytes (not its name or declared type), and re-encoded so no EXIF,
 * GPS or other metadata can be stored or passed on.
 */
export async function readComposedPicture(request: FastifyRequest): Promise<{ fields: ArPreviewFields; picture: ComposedPicture }> {
  const upload = await parseAppraisalUpload(request, { imageField: "image" });
  try {
    const file = upload.images[0];
    if (!file) throw badRequest('Send the composed picture as the file field "image".', { field: "image" });
    if (upload.images.length > 1 || upload.documents.length > 0) throw badRequest("Send exactly one picture.", { field: "image" });
    const parsed = ArPreviewFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.message, { field: String(issue.path[0] ?? "") });
    }
    const info = await inspectImage(file.tmpPath, file.name);
    let processed;
    try {
      processed = await processImage(file.tmpPath, info, await readFile(file.tmpPath));
    } catch {
      // The header was fine but the pixels are not (a truncated or corrupt file).
      throw badRequest(`"${file.name}" is damaged and cannot be decoded. Export the preview again.`, { field: "image" });
    }
    // The display rendition is always re-encoded by sharp, which writes no metadata.
    const meta = await sharp(processed.display, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return {
      fields: parsed.data,
      picture: {
        image: processed.display,
        thumbnail: processed.thumbnail,
        width: meta.width ?? processed.width,
        height: meta.height ?? processed.height,
      },
    };
  } finally {
    await upload.cleanup();
  }
}
