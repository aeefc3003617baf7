import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { PublicConfig } from "../../contracts/site";
import { DEFAULT_SITE } from "../../contracts/site";
import { REDIRECTS, isClientRoute } from "../../contracts/routes";
import { NOT_FOUND_META, THEME_COLOR, DEFAULT_OG_IMAGE, SOCIAL_HANDLE, OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT } from "../../contracts/seo";
import { getPageMeta } from "../../contracts/seo-pages";

const HEAD_MARKER = "<!--app-head-->";

/**
 * Serves the single-page app: built files in production (hashed assets cached for a year,
 * index.html never cached), Vite's middleware in development. Every HTML answer carries the
 * page's metadata and the public configuration, so crawlers and first paint need no API call.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, options: { mode: "production" | "development" }) => {
  const publicConfig: PublicConfig = {
    appName: app.config.APP_NAME,
    supportEmail: app.config.SUPPORT_EMAIL,
    supportPhone: app.config.SUPPORT_PHONE,
    location: DEFAULT_SITE.location,
    siteUrl: app.config.PUBLIC_URL.replace(/\/$/, ""),
  };

  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  let loadTemplate: (url: string) => Promise<string>;
  // Per page, the chunks it needs beyond index.html's (vite.config.ts writes them): preloaded with the entry.
  let routePreloads = new Map<string, string[]>();
  if (options.mode === "development") {
    const { createServer } = await import("vite");
    await app.register(import("@fastify/middie"));
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    const indexPath = path.resolve("client/index.html");
    loadTemplate = (url) => vite.transformIndexHtml(url, readFileSync(indexPath, "utf8"));
  } else {
    const root = app.config.clientDistDir;
    const indexPath = path.join(root, "index.html");
    if (!existsSync(indexPath)) throw new Error(`The client is not built (${indexPath} is missing). Run "npm run build".`);
    const template = readFileSync(indexPath, "utf8");
    loadTemplate = async () => template;
    const preloadsPath = path.join(root, "route-preloads.json");
    if (existsSync(preloadsPath))
      routePreloads = new Map(Object.entries(JSON.parse(readFileSync(preloadsPath, "utf8")) as Record<string, string[]>));
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are, never recompressed.
      preCompressed: true,
      // The server's own routes answer these (server/modules/seo); a copy in the build would clash.
      globIgnore: ["robots.txt", "sitemap.xml"],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0]!;
    const known = isClientRoute(pathname);
    const preloads = (routePreloads.get(pathname) ?? []).map(
      (href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    );
    const html = (await loadTemplate(request.url)).replace(HEAD_MARKER, renderHead(pathname, known, publicConfig) + preloads.join(""));
    return reply
      .status(known ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  };

  // Unknown /api paths answer JSON; every other unknown GET gets the app.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: `No such API route: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
    }
    return sendApp(request, reply);
  });
});

function renderHead(pathname: string, known: boolean, config: PublicConfig): string {
  const meta = known ? getPageMeta(pathname) : NOT_FOUND_META;
  const canonical = `${config.siteUrl}${pathname === "/" ? "" : pathname}`;
  const ogImage = meta.ogImage ?? DEFAULT_OG_IMAGE;
  const image = /^https?:\/\//.test(ogImage) ? ogImage : config.siteUrl + ogImage;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.keywords?.length ? `<meta name="keywords" content="${escapeHtml(meta.keywords.join(", "))}">` : "",
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(config.appName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    // The size lets social sites lay out the card before fetching the image; only the site's own image has a known size.
    meta.ogImage
      ? ""
      : `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}">\n    <meta property="og:image:height" content="${OG_IMAGE_HEIGHT}">`,
    `<meta property="og:image:alt" content="${escapeHtml(config.appName)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:site" content="${SOCIAL_HANDLE}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    meta.noIndex ? `<meta name="robots" content="noindex">` : "",
    // Not executed (type is JSON), so the content security policy needs no exception for it.
    `<script id="app-config" type="application/json">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
