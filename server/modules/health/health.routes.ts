import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";

/** GET /api/health: the database answers; for load balancers and the e2e server start. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
}
