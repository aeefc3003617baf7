import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { StylePredictionSchema } from "../../../contracts/appraisals";
import { currentUser } from "../../plugins/auth";
import { badRequest } from "../../errors";
import { inspectImage } from "./file-inspection";
import { toStoredOriginal } from "./image-processing";
import { assertUsableImage } from "./image-usability";
import { createAnalysisImage } from "../../providers/ai/analysis-image";
import { parseAppraisalUpload } from "./upload-parser";
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
        const info = await inspectImage(file.tmpPath, file.name);
        await assertUsableImage(file.tmpPath, "image", file.name, corners.data);
        // The bytes an appraisal of this photo would store: the report analyses the same (decision 26).
        const original = await toStoredOriginal(file.tmpPath, info, await readFile(file.tmpPath));
        // The owner's outline, when they corrected the found one, is what the analysis reads (issue 30).
        const prediction = await app.ai.predictStyle(
          createAnalysisImage(original.contentType, async () => original.data, undefined, corners.data),
        );
        if (request.query.keep === "true")
          await keepStyleAnalysis({ db: app.db, userId: user.id, prediction, imagePath: file.tmpPath, corners: corners.data });
        return prediction;
      } finally {
        await upload.cleanup();
      }
    },
  );
}
