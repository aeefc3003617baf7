/** Page metadata (secondary spec: search-engine metadata): title, description, keywords, ogImage, canonicalPath, noIndex. */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  ogImage?: string;
  /** The path the canonical URL names; by default the page's own path. */
  canonicalPath?: string;
  noIndex?: boolean;
}

export const DEFAULT_OG_IMAGE = "/og-image.png";
/** The social preview image's size (Open Graph's recommended 1.91:1). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const THEME_COLOR = "#8b5a2b"; // brown, as the spec's site defaults say
export const SOCIAL_HANDLE = "@antiqueartappraisers";

/** The SEO guide's checklist figures (secondary spec section 9). */
export const SEO_TITLE_LENGTH = { min: 50, max: 60 } as const;
export const SEO_DESCRIPTION_LENGTH = { min: 150, max: 160 } as const;
export const SEO_KEYWORD_COUNT = { min: 5, max: 8 } as const;

export const NOT_FOUND_META: PageMeta = {
  title: "404 Page Not Found | Antique Art Appraisers",
  description: "The page you are looking for does not exist.",
  noIndex: true,
};
