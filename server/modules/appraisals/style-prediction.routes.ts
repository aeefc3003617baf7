import { buffer } from "node:stream/consumers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MAX_IMAGE_BYTES, StylePredictionSchema } from "../../../contracts/appraisals";
import { currentUser } from "../../plugins/auth";
import { badRequest } from "../../errors";
import { acceptPhoto } from "../../photos/accept-photo";
import { createAnalysisImage } from "../../photos/photo-renditions";
import { parseAppraisalUpload } from "../../photos/upload-parser";
import { StylePredictionQuerySchema } from "../../../contracts/style-analyses";
import { ArtworkCornersFieldSchema } from "../../../contracts/artwork-corners";
import { keepStyleAnalysis } from "../style-analyses/style-analyses.service";

/**
 * POST /api/art-style-prediction (multipart field "image"): the style analyzer and the wizard's
 * quick mode. Signed-in only; the photo is analysed in memory. With ?keep=true (the analyzer page)
 * the answer and a small thumbnail join the user's recent analyses (server/modules/style-analyses).
 */
export async function stylePredictionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/art-style-prediction",
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      // The page promises photos up to MAX_IMAGE_BYTES (10 MB, core spec section 5); without this
      // the server's 1 MB default refused a phone photo (issue 51, finding 5).
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      schema: { querystring: StylePredictionQuerySchema, response: { 200: StylePredictionSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const upload = await parseAppraisalUpload(request, { imageField: "image" });
      try {
        const file = upload.images[0];
        if (!file) throw badRequest("Choose an image to analyze.", { field: "image" });
        if (upload.images.length > 1 || upload.documents.length > 0)
          throw badRequest("Send exactly one image to analyze.", { field: "image" });
        const corners = ArtworkCornersFieldSchema.safeParse(upload.fields.artworkCorners);
        if (!corners.success) throw badRequest(corners.error.issues[0]!.message, { field: "artworkCorners" });
        // Accepted as an appraisal's photo is, by the same rule (issue 51, finding 9).
        const photo = await acceptPhoto(file, { purpose: "artwork", corners: corners.data, keepOriginal: true, field: "image" });
        // The bytes an appraisal of this photo would store: the report analyses the same (decision 26).
        const original = photo.original!;
        const bytes = await readStoredOriginal(original.body());
        // The owner's outline, when they corrected the found one, is what the analysis reads (issue 30).
        const prediction = await app.ai.predictStyle(createAnalysisImage(original.contentType, async () => bytes, undefined, corners.data));
        if (request.query.keep === "true") await keepStyleAnalysis({ db: app.db, userId: user.id, prediction, photo });
        return prediction;
      } finally {
        await upload.cleanup();
      }
    },
  );
}

const readStoredOriginal = async (body: Buffer | NodeJS.ReadableStream): Promise<Buffer> => (Buffer.isBuffer(body) ? body : buffer(body));
