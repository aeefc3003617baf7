import { SEO_DESCRIPTION_LENGTH, SEO_KEYWORD_COUNT, SEO_TITLE_LENGTH } from "@contracts/seo";
import type { SeoCheckId } from "@contracts/seo-checklist";

/** The SEO guide's text (secondary spec: developer SEO guide). */
export const HOW_TO_USE_STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Every page's defaults live in one table",
    text: "contracts/seo-pages.ts holds each path's title, description and keywords. Add your page there when you add a route; the server writes these tags into the first HTML answer, so crawlers and link previews see them without running any JavaScript.",
  },
  {
    title: "A page may override its defaults",
    text: "Render <PageMeta /> in the route's page. Pass title, description, keywords, ogImage or canonicalPath to override the table for that page, for example a report's own title. An override on a public page must meet the checklist too: the end-to-end suite reads every public page's tags in the browser. The tags are updated in place as the visitor moves from page to page.",
  },
  {
    title: "Keep private pages out of search results",
    text: "Set noIndex for pages behind sign-in (dashboard, credits, history, admin). They are also left out of /sitemap.xml, and /robots.txt keeps crawlers away from /api, /admin and /dashboard.",
  },
  {
    title: "Public pages go in the sitemap",
    text: "PUBLIC_PAGES in the same file lists the pages /sitemap.xml announces. The checklist below evaluates exactly those pages, so a page that falls short shows up here before it shows up in search results.",
  },
  {
    title: "Share previews use the site's image",
    text: "Every page names /og-image.png (1200 x 630) in its og: and twitter: tags unless it sets an ogImage of its own. scripts/seo/generate-og-image.ts redraws the image when the brand changes.",
  },
];

export const SEO_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: "Found by the right people",
    text: "A clear title and description that name what the page offers bring visitors who are looking for an appraisal, not just any art site.",
  },
  {
    title: "More clicks from the same ranking",
    text: "A description of 150-160 characters is shown in full in search results; a cut-off or missing one is replaced by whatever text the search engine picks.",
  },
  {
    title: "Good-looking shares",
    text: "Open Graph and Twitter card tags turn a shared link into a card with the brand image, the title and the description.",
  },
  {
    title: "One address per page",
    text: "A canonical URL tells search engines which address to rank when the same page is reachable in several ways (/terms and /terms-of-service).",
  },
  { title: "Accessible and searchable images", text: "Alt text describes images to screen-reader users and to image search alike." },
  {
    title: "Private pages stay private",
    text: "noindex and robots.txt keep dashboards, the admin desk and the API out of search results.",
  },
];

export interface ChecklistItem {
  /** The check that evaluates this item on every public page, if it can be evaluated from metadata. */
  checkId?: SeoCheckId;
  title: string;
  text: string;
}

/** The spec's checklist: title 50-60 characters, description 150-160, 5-8 keywords, canonical URL, social tags, alt text. */
export const SEO_CHECKLIST: readonly ChecklistItem[] = [
  {
    checkId: "title",
    title: `Title ${SEO_TITLE_LENGTH.min}-${SEO_TITLE_LENGTH.max} characters`,
    text: "Lead with what the page offers, end with the brand.",
  },
  {
    checkId: "description",
    title: `Description ${SEO_DESCRIPTION_LENGTH.min}-${SEO_DESCRIPTION_LENGTH.max} characters`,
    text: "One or two sentences that say what the visitor will find and why it matters.",
  },
  {
    checkId: "keywords",
    title: `${SEO_KEYWORD_COUNT.min}-${SEO_KEYWORD_COUNT.max} keywords`,
    text: "The phrases people type to find this page, most important first.",
  },
  {
    checkId: "canonical",
    title: "Canonical URL",
    text: "The page's own short address (no query, no trailing slash, never a path that redirects).",
  },
  { checkId: "social", title: "Social tags", text: "og: and twitter: title, description and a PNG or JPEG image of 1200 x 630." },
  {
    title: "Alt text on every image",
    text: "Describe what the image shows; decorative images get an empty alt. Alt text lives in the page's markup, not in its metadata: the end-to-end suite's accessibility scan checks it on every page it visits.",
  },
];

export const CHECK_LABELS: Record<SeoCheckId, string> = {
  title: "Title",
  description: "Description",
  keywords: "Keywords",
  canonical: "Canonical",
  social: "Social tags",
};
