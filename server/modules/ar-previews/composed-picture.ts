import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { z } from "zod";
import { ArPreviewFieldsSchema } from "../../../contracts/ar-previews";
import { badRequest } from "../../errors";
// The same acceptance as every photo (issue 48): content checks, bounded decode, no metadata.
import { acceptPhoto } from "../../photos/accept-photo";
import { parseAppraisalUpload } from "../../photos/upload-parser";

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
 * The picture is accepted as any photo is (its bytes judged, not its name or declared type; a
 * damaged one or one whose header claims more than its data holds is a 400, as on the appraisal
 * routes), but as a picture: a composed room need not pass the artwork check. Only the renditions
 * are kept, re-encoded, so no EXIF, GPS or other metadata can be stored or passed on.
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
    const photo = await acceptPhoto(file, { purpose: "picture" });
    const meta = await sharp(photo.display).metadata();
    return {
      fields: parsed.data,
      picture: {
        image: photo.display,
        thumbnail: photo.thumbnail,
        width: meta.width ?? photo.width,
        height: meta.height ?? photo.height,
      },
    };
  } finally {
    await upload.cleanup();
  }
}
