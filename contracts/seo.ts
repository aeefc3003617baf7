/** Page metadata (secondary spec: search-engine metadata). */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  ogImage?: string;
  noIndex?: boolean;
}

export const DEFAULT_OG_IMAGE = "/og-image.png";
export const THEME_COLOR = "#8b5a2b"; // brown, as the spec's site defaults say
export const SOCIAL_HANDLE = "@antiqueartappraisers";

const DEFAULT_KEYWORDS = ["art appraisal", "antique art appraisers near me", "artwork valuation", "AI art appraisal", "painting value"];

/** Defaults per path; pages may override. Canonical URLs are built from the path. */
export const PAGE_META: Record<string, PageMeta> = {
  "/": {
    title: "Online Art Appraisal with AI Valuation | Antique Art Appraisers",
    description:
      "Get your artwork appraised online. Upload photos, spend one credit and receive a detailed report with value range, historical context and market analysis.",
    keywords: DEFAULT_KEYWORDS,
  },
  "/auth": {
    title: "Sign In or Create an Account | Antique Art Appraisers",
    description: "Sign in or create an account to submit artwork for appraisal, buy credits and view your reports.",
    noIndex: true,
  },
  "/new-appraisal": {
    title: "Submit Artwork for Appraisal | Antique Art Appraisers",
    description: "Upload up to five photos of your artwork, add the details you know and receive an AI-assisted appraisal report.",
    keywords: ["submit artwork", "art appraisal online", ...DEFAULT_KEYWORDS.slice(0, 3)],
  },
  "/dashboard": { title: "Your Dashboard | Antique Art Appraisers", description: "Your credits, recent appraisals and portfolio value.", noIndex: true },
  "/credits": { title: "Appraisal Credits | Antique Art Appraisers", description: "Buy appraisal credits. Credits never expire.", noIndex: true },
  "/history": { title: "Appraisal History | Antique Art Appraisers", description: "Every appraisal you have submitted.", noIndex: true },
  "/terms": { title: "Terms of Service | Antique Art Appraisers", description: "The terms that govern the use of our online art appraisal service." },
  "/privacy": { title: "Privacy Policy | Antique Art Appraisers", description: "How we collect, use and protect your personal data and artwork images." },
  "/refund-policy": { title: "Refund Policy | Antique Art Appraisers", description: "When and how appraisal credits can be refunded." },
  "/disclaimer": { title: "Disclaimer | Antique Art Appraisers", description: "Our appraisals are estimates, not formal authentication." },
  "/ar-preview": { title: "AR Preview: See Art on Your Wall | Antique Art Appraisers", description: "Place an artwork on a photo of your wall to preview it." },
};

export const NOT_FOUND_META: PageMeta = {
  title: "404 Page Not Found | Antique Art Appraisers",
  description: "The page you are looking for does not exist.",
  noIndex: true,
};

/** Metadata for a path: its own entry, else the site default (the home page's). */
export function getPageMeta(pathname: string): PageMeta {
  return PAGE_META[pathname] ?? PAGE_META["/"]!;
}
