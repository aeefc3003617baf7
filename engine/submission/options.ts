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
