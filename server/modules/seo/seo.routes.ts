import type { FastifyInstance } from "fastify";
import { buildRobots, buildSitemap } from "./seo.service";

/** What crawlers read: /robots.txt and /sitemap.xml, built from the configured public address. */
export async function seoRoutes(app: FastifyInstance) {
  const siteUrl = app.config.PUBLIC_URL.replace(/\/$/, "");
  // Both depend only on configuration: build once, serve from memory.
  const sitemap = buildSitemap(siteUrl);
  const robots = buildRobots(siteUrl);

  app.get("/sitemap.xml", (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(sitemap),
  );
  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(robots),
  );
}
