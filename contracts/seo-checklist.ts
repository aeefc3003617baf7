import { CLIENT_ROUTES, REDIRECTS, isClientRoute } from "./routes";
import { DEFAULT_OG_IMAGE, SEO_DESCRIPTION_LENGTH, SEO_KEYWORD_COUNT, SEO_TITLE_LENGTH, type PageMeta } from "./seo";

export type SeoCheckId = "title" | "description" | "keywords" | "canonical" | "social";

export interface SeoCheck {
  id: SeoCheckId;
  passed: boolean;
  /** What was measured, e.g. "57 characters". */
  detail: string;
}

export interface PageSeoReport {
  path: string;
  checks: SeoCheck[];
  passed: boolean;
}

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Checks one page's metadata against the SEO guide's checklist (title 50-60 characters,
 * description 150-160, 5-8 keywords, a canonical URL, social tags). `routes` are the paths the
 * app answers; a canonical path must be one of them and not a redirect (decision 3).
 */
export function evaluatePageSeo(path: string, meta: PageMeta, routes: readonly string[] = CLIENT_ROUTES): PageSeoReport {
  const title = meta.title.trim();
  const description = meta.description.trim();
  const keywords = (meta.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  const canonical = meta.canonicalPath ?? path;
  // Pages without an image of their own get the site's, on the server and in the browser alike.
  const image = meta.ogImage ?? DEFAULT_OG_IMAGE;
  const canonicalProblem = !canonical.startsWith("/")
    ? "not a path"
    : canonical !== "/" && canonical.endsWith("/")
      ? "ends with a slash"
      : /[?#]/.test(canonical)
        ? "carries a query"
        : REDIRECTS[canonical]
          ? `redirects to ${REDIRECTS[canonical]}`
          : !isClientRoute(canonical, routes)
            ? "no such page"
            : null;
  const imageProblem = !image
    ? "no image"
    : !/^(\/|https:\/\/)/.test(image)
      ? "image address is not absolute"
      : !/\.(png|jpe?g|webp)$/i.test(image)
        ? "image is not PNG, JPEG or WebP"
        : null;

  const checks: SeoCheck[] = [
    { id: "title", passed: within(title.length, SEO_TITLE_LENGTH), detail: plural(title.length, "character") },
    { id: "description", passed: within(description.length, SEO_DESCRIPTION_LENGTH), detail: plural(description.length, "character") },
    { id: "keywords", passed: within(new Set(keywords).size, SEO_KEYWORD_COUNT), detail: plural(new Set(keywords).size, "keyword") },
    { id: "canonical", passed: canonicalProblem === null, detail: canonicalProblem ?? canonical },
    {
      id: "social",
      passed: imageProblem === null && !!title && !!description,
      detail: imageProblem ?? `og: and twitter: tags, image ${image}`,
    },
  ];
  return { path, checks, passed: checks.every((c) => c.passed) };
}
