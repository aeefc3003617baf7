import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getAppraisalTitle } from "../../../contracts/appraisals";
import { VALUATION_ID_PATTERN, VerificationSchema } from "../../../contracts/reports";
import { appraisals } from "../../db/schema";
import { notFound } from "../../errors";

export const NO_SUCH_REPORT = "No report with this valuation ID exists.";

/** GET /api/verify/{valuationId}: public proof that a report is genuine, and nothing private (decision 18). */
export async function verifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/verify/:valuationId",
    {
      // IDs carry 60 random bits; the limit makes guessing pointless rather than merely slow.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { params: z.object({ valuationId: z.string() }), response: { 200: VerificationSchema } },
    },
    async (request) => {
      const valuationId = request.params.valuationId.trim().toUpperCase();
      if (!VALUATION_ID_PATTERN.test(valuationId)) throw notFound(NO_SUCH_REPORT);
      const [row] = await app.db
        .select()
        .from(appraisals)
        .where(and(eq(appraisals.valuationId, valuationId), eq(appraisals.status, "completed")));
      if (!row || !row.completedAt || row.estimatedLow === null || row.estimatedHigh === null) throw notFound(NO_SUCH_REPORT);
      return {
        valuationId,
        title: getAppraisalTitle(row.artworkTitle),
        completedAt: row.completedAt.toISOString(),
        estimatedValueRange: { low: row.estimatedLow, high: row.estimatedHigh },
      };
    },
  );
}
