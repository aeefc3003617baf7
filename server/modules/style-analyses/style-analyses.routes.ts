import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { StyleAnalysisListSchema } from "../../../contracts/style-analyses";
import { currentUser } from "../../plugins/auth";
import { deleteStyleAnalysis, getStyleAnalysisThumbnail, listStyleAnalyses } from "./style-analyses.service";
import { presentStyleAnalysis } from "./style-analysis.presenter";

const IdParams = z.object({ id: z.string().uuid({ message: "The analysis id must be a UUID." }) });

/** The Art Style Analyzer's recent analyses: list, thumbnail and delete, for their owner only. */
export async function styleAnalysesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/style-analyses", { schema: { response: { 200: StyleAnalysisListSchema } } }, async (request, reply) => {
    const rows = await listStyleAnalyses({ db: app.db, userId: currentUser(request).id });
    reply.header("Cache-Control", "private, no-store");
    return { analyses: rows.map(presentStyleAnalysis).filter((analysis) => analysis !== null) };
  });

  // The whole photo (image) and, when the work was cut out of it, the crop (issue 30).
  for (const [path, variant] of [
    ["image", "whole"],
    ["crop", "crop"],
  ] as const) {
    app.get(`/api/style-analyses/:id/${path}`, { schema: { params: IdParams } }, async (request, reply) => {
      const userId = currentUser(request).id;
      const thumbnail = await getStyleAnalysisThumbnail({ db: app.db, userId, analysisId: request.params.id, variant });
      return (
        reply
          .header("Content-Type", "image/webp")
          // Private: the bytes of one id never change, but only this browser may keep them.
          .header("Cache-Control", "private, max-age=86400")
          .header("X-Content-Type-Options", "nosniff")
          .send(thumbnail)
      );
    });
  }

  app.delete(
    "/api/style-analyses/:id",
    { schema: { params: IdParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteStyleAnalysis({ db: app.db, userId: currentUser(request).id, analysisId: request.params.id });
      return { ok: true as const };
    },
  );
}
