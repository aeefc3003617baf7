/**
 * The option lists an owner chooses from (core spec section 9: the quick estimate's styles, media
 * and conditions, in the spec's order). Several capabilities read them (the style head names its
 * styles in them, the medium hint and the valuation speak them), so they sit on the ground floor.
 */
/** Art styles offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_STYLES = [
  "Impressionism",
  "Abstract",
  "Contemporary",
  "Modern",
  "Renaissance",
  "Surrealism",
  "Pop Art",
  "Expressionism",
  "Realism",
  "Other",
] as const;
/** One of the quick estimate's art styles. */
export type QuickEstimateStyle = (typeof QUICK_ESTIMATE_STYLES)[number];

/** Media offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_MEDIA = [
  "Oil",
  "Acrylic",
  "Watercolor",
  "Charcoal/Pencil",
  "Mixed Media",
  "Sculpture",
  "Photography",
  "Digital",
  "Other",
] as const;
/** One of the quick estimate's media. */
export type QuickEstimateMedium = (typeof QUICK_ESTIMATE_MEDIA)[number];

/** Conditions offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_CONDITIONS = ["Excellent", "Good", "Fair", "Poor", "Unknown"] as const;
/** One of the quick estimate's conditions. */
export type QuickEstimateCondition = (typeof QUICK_ESTIMATE_CONDITIONS)[number];

/**
 * Where the visitor says the piece was bought (decision 0035, "Where it was bought"): pieces bought
 * in the general market (online, a local auction, a flea market, an antiques shop) are usually sold
 * there again; a gallery, a dealer or a fine-art auction points to the curated market.
 */
export const QUICK_ESTIMATE_BOUGHT_AT = [
  "Don't know or inherited",
  "Online, a local auction, a market or a shop",
  "A gallery, a dealer or a fine-art auction",
] as const;
/** One of the quick estimate's answers to where the piece was bought. */
export type QuickEstimateBoughtAt = (typeof QUICK_ESTIMATE_BOUGHT_AT)[number];
/** The market each answer points to (none for "don't know"). */
export const BOUGHT_AT_MARKET: Readonly<Record<QuickEstimateBoughtAt, "general" | "fine-art" | undefined>> = {
  "Don't know or inherited": undefined,
  "Online, a local auction, a market or a shop": "general",
  "A gallery, a dealer or a fine-art auction": "fine-art",
};
