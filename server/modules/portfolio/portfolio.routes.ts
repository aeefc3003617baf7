import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PortfolioSummarySchema } from "../../../contracts/portfolio";
import { currentUser } from "../../plugins/auth";
import { getPortfolioSummary } from "./portfolio.service";

/** GET /api/portfolio: the signed-in user's portfolio summary. */
export async function portfolioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/portfolio", { schema: { response: { 200: PortfolioSummarySchema } } }, async (request) => {
    return getPortfolioSummary({ db: app.db, userId: currentUser(request).id });
  });
}
