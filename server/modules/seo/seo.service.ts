import { PUBLIC_PAGES } from "../../../contracts/seo-pages";

/** Paths crawlers must stay out of (issue 17): the API, the admin desk and private dashboards. */
export const DISALLOWED_PATHS = ["/api/", "/admin", "/dashboard"] as const;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** /sitemap.xml: the public pages only, at their canonical addresses. */
export function buildSitemap(siteUrl: string, pages: readonly string[] = PUBLIC_PAGES): string {
  const urls = pages.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}${path === "/" ? "/" : path}`)}</loc>\n    <priority>${path === "/" ? "1.0" : "0.7"}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** /robots.txt: everything public is allowed, the private areas are not, and the sitemap is named. */
export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
