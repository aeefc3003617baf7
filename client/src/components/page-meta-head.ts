import { DEFAULT_OG_IMAGE, SOCIAL_HANDLE, type PageMeta } from "@contracts/seo";
import { getPageMeta } from "@contracts/seo-pages";
import { getSiteConfig } from "@/lib/site-config";

/*
 * Writes a page's tags into document.head. Loaded on demand by usePageMeta (page-meta.tsx),
 * together with the per-path table, so neither weighs on the landing page's first load.
 */

/** Finds the head element matching `selector`, creating it with `attributes` when missing. */
function upsertHeadElement(tag: "meta" | "link", selector: string, attributes: Record<string, string>): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

function upsertMeta(key: "name" | "property", id: string, content: string): void {
  upsertHeadElement("meta", `meta[${key}="${id}"]`, { [key]: id, content });
}

function removeHeadElement(selector: string): void {
  document.head.querySelectorAll(selector).forEach((element) => element.remove());
}

/** The canonical URL for a path, written the same way the server writes it on first load. */
export function getCanonicalUrl(pathname: string): string {
  return `${getSiteConfig().siteUrl}${pathname === "/" ? "" : pathname}`;
}

/** Applies the path's defaults with the page's overrides (what the page passes wins). */
export function applyPageMeta(location: string, overrides: Partial<PageMeta>): void {
  const defaults = getPageMeta(location);
  const title = overrides.title ?? defaults.title;
  const description = overrides.description ?? defaults.description;
  const keywords = (overrides.keywords ?? defaults.keywords)?.join(", ");
  const ogImage = overrides.ogImage ?? defaults.ogImage ?? DEFAULT_OG_IMAGE;
  const noIndex = overrides.noIndex ?? defaults.noIndex ?? false;
  const canonical = getCanonicalUrl(overrides.canonicalPath ?? location);
  const imageUrl = /^https?:\/\//.test(ogImage) ? ogImage : `${getSiteConfig().siteUrl}${ogImage}`;

  document.title = title;
  upsertMeta("name", "description", description);
  if (keywords) upsertMeta("name", "keywords", keywords);
  else removeHeadElement('meta[name="keywords"]');
  upsertHeadElement("link", 'link[rel="canonical"]', { rel: "canonical", href: canonical });

  upsertMeta("property", "og:title", title);
  upsertMeta("property", "og:description", description);
  upsertMeta("property", "og:url", canonical);
  upsertMeta("property", "og:image", imageUrl);

  upsertMeta("name", "twitter:card", "summary_large_image");
  upsertMeta("name", "twitter:site", SOCIAL_HANDLE);
  upsertMeta("name", "twitter:title", title);
  upsertMeta("name", "twitter:description", description);
  upsertMeta("name", "twitter:image", imageUrl);

  if (noIndex) upsertMeta("name", "robots", "noindex");
  else removeHeadElement('meta[name="robots"]');
}
