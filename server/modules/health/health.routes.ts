import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { readJobQueueGauges } from "../../jobs/queue";

const NO_STORE = "no-store";

/**
 * GET /api/health: the process is up (liveness; no database, so a slow database does not get
 * every server restarted). GET /api/ready: the database and the file store answer (readiness;
 * a balancer sends traffic only to ready servers). GET /metrics: Prometheus, with METRICS_TOKEN.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    return { status: "ok" };
  });

  app.get("/api/ready", async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    const checks = await Promise.all([check("database", () => app.db.execute(sql`select 1`)), check("storage", () => app.storage.check())]);
    const failed = checks.filter((c) => c.status !== "ok");
    for (const c of failed) request.log.warn({ check: c.name, reason: c.error }, "readiness check failed");
    const body = { status: failed.length ? "unavailable" : "ok", checks: Object.fromEntries(checks.map((c) => [c.name, c.status])) };
    return reply.status(failed.length ? 503 : 200).send(body);
  });

  app.get("/metrics", async (request, reply) => {
    const token = app.config.METRICS_TOKEN;
    // Without a token the endpoint does not exist: metrics name routes and volumes.
    if (!token) return reply.status(404).send({ message: "No such API route: GET /metrics", code: "NOT_FOUND" });
    const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "");
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send({ message: "A valid metrics token is required.", code: "UNAUTHORIZED" });
    }
    const gauges = await readJobQueueGauges({ db: app.db });
    reply.header("Cache-Control", NO_STORE).type("text/plain; version=0.0.4; charset=utf-8");
    return app.metrics.render(gauges);
  });
}

async function check(name: string, probe: () => Promise<unknown>): Promise<{ name: string; status: "ok" | "failed"; error?: string }> {
  try {
    // A probe that hangs counts as failed: readiness must answer quickly.
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error("timed out after 3 s")), 3_000).unref())]);
    return { name, status: "ok" };
  } catch (error) {
    return { name, status: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}
