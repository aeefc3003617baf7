import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { StylePredictionSchema } from "../../../contracts/appraisals";
import { currentUser } from "../../plugins/auth";
import { badRequest } from "../../errors";
import { inspectImage } from "./file-inspection";
import { createAnalysisImage } from "../../providers/ai/analysis-image";
import { parseAppraisalUpload } from "./upload-parser";

/**
 * POST /api/art-style-prediction (multipart field "image"): the style analyzer and the wizard's
 * quick mode. Signed-in only; the photo is analysed in memory and never stored.
 */
export async function stylePredictionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/art-style-prediction",
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { response: { 200: StylePredictionSchema } } },
    async (request) => {
      currentUser(request);
      const upload = await parseAppraisalUpload(request, { imageField: "image" });
      try {
        const file = upload.images[0];
        if (!file) throw badRequest("Choose an image to analyze.", { field: "image" });
        if (upload.images.length > 1 || upload.documents.length > 0) throw badRequest("Send exactly one image to analyze.", { field: "image" });
        await inspectImage(file.tmpPath, file.name);
        return await app.ai.predictStyle(createAnalysisImage("image/*", () => readFile(file.tmpPath)));
      } finally {
        await upload.cleanup();
      }
    },
  );
}
