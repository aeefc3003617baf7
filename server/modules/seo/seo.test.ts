import os from "node:os";
import path from "node:path";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { getTestDatabase } from "../../test/test-db";
import { PUBLIC_PAGES } from "../../../contracts/seo-pages";

// http, not https: an https address would demand real payment settings (decision 32).
const SITE = "http://art.example";

// A stand-in for the Vite build holding the real og-image.png (Vite copies client/public/ into
// the build) and a stray robots.txt, which must not clash with the server's own route.
function writeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "client-dist-seo-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><!--app-head--></head><body><div id=root></div></body></html>");
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /");
  copyFileSync(path.resolve("client/public/og-image.png"), path.join(dir, "og-image.png"));
  return dir;
}

let app: FastifyInstance;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-test-"));
  const config = loadConfig(
    { NODE_ENV: "production", LOG_LEVEL: "silent", PUBLIC_URL: `${SITE}/` },
    { dataDir, clientDistDir: writeBuild() },
  );
  app = await buildApp({ config, database: await getTestDatabase(), client: "production", logger: false });
});
afterAll(() => app.close());

describe("/sitemap.xml", () => {
  it("lists every public page at its canonical address and nothing private", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => (p === "/" ? `${SITE}/` : `${SITE}${p}`)));
    // The list: home, analyzer, trend map, market report, legal pages, AR preview, SEO guide.
    for (const page of [
      "/",
      "/art-style-analyzer",
      "/art-trend-map",
      "/market-report",
      "/terms",
      "/privacy",
      "/refund-policy",
      "/disclaimer",
      "/ar-preview",
      "/seo-guide",
    ]) {
      expect(locs).toContain(page === "/" ? `${SITE}/` : `${SITE}${page}`);
    }
    for (const hidden of ["/dashboard", "/admin", "/credits", "/history", "/auth", "/api", "/terms-of-service", "/privacy-policy"]) {
      expect(response.body).not.toContain(`${SITE}${hidden}<`);
    }
  });
});

describe("/robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the API, the admin desk and dashboards", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const rule of ["Disallow: /api/", "Disallow: /admin", "Disallow: /dashboard"]) expect(lines).toContain(rule);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("the social preview image", () => {
  it("is served at /og-image.png as a 1200 x 630 PNG", async () => {
    const response = await app.inject({ method: "GET", url: "/og-image.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("is named with its size by every page's og: and twitter: tags", async () => {
    for (const url of ["/", "/art-trend-map", "/dashboard", "/no/such/page"]) {
      const { body } = await app.inject({ method: "GET", url });
      expect(body).toContain(`<meta property="og:image" content="${SITE}/og-image.png">`);
      expect(body).toContain('<meta property="og:image:width" content="1200">');
      expect(body).toContain('<meta property="og:image:height" content="630">');
      expect(body).toContain(`<meta name="twitter:image" content="${SITE}/og-image.png">`);
      expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
      for (const tag of ["og:title", "og:description", "og:url"]) expect(body).toContain(`<meta property="${tag}"`);
      for (const tag of ["twitter:title", "twitter:description"]) expect(body).toContain(`<meta name="${tag}"`);
    }
  });

  it("public pages carry their keywords; the trend map its own title", async () => {
    const { body } = await app.inject({ method: "GET", url: "/art-trend-map" });
    expect(body).toContain("<title>Community Art Trend Map: US Regions | Antique Art Appraisers</title>");
    expect(body).toMatch(/<meta name="keywords" content="art market trends, [^"]+">/);
    expect(body).toContain(`<link rel="canonical" href="${SITE}/art-trend-map">`);
  });
});
