/**
 * What the valuation takes from outside the sales data (decision 27): published market
 * statistics used as priors where the low market has too few lots, and the effects of things
 * no sales record carries (condition, provenance, documents). Every figure says where it comes
 * from; docs/decisions/0005-market-valuation.md discusses them.
 */
import type { MediumCategory } from "./valuation-model-types";

/**
 * Median premium-inclusive price (USD) of a work by a named artist without an auction record of
 * their own, 50 x 60 cm, at a regional house, by medium. Anchor: Artprice's annual art market
 * reports (2022 and 2023; figures quoted from memory, not re-checked here) say that roughly half
 * of the fine-art lots sold at auction worldwide fetch under $1,000 and about four in five under
 * $5,000, i.e. a median lot near $1,000 before fees. Lots by unrecorded artists sit below that
 * median; paper and prints below paintings in the ratios measured within artists in our data
 * (paper about 0.45, prints about 0.2 of a painting).
 */
export const UNRECORDED_MEDIANS_USD: Readonly<Record<MediumCategory, number>> = {
  painting: 750,
  "work on paper": 340,
  print: 150,
  photograph: 300,
  sculpture: 650,
  other: 300,
};

/** The same when no artist is named at all ("Unknown", "French school"): about 0.6 of the above (judgement). */
export const UNATTRIBUTED_SHARE = 0.6;

/**
 * A decorative reproduction (museum-shop poster, offset print, giclee): retail $20-$60 new and
 * resold for less; the four "after" reproductions of the Catawiki graphics sale fetched $2-$38.
 */
export const REPRODUCTION_MEDIAN_USD = 35;

/** How many sold lots each stated prior counts as (small beside the 300-odd regional lots; a heavier prior measured worse on held-out regional houses). */
export const PRIOR_WEIGHT = 10;

/**
 * How typical each source is of the market where an owner sells (multiplies its weight in the
 * fit). Bonhams' online and Skinner sales sell catalogued names of the American, Chinese and
 * African markets at $2,500-$3,000 median: half weight, so the Lisbon house and the Catawiki
 * sale (median $50-$600) are not outvoted in the unrecorded-artist market.
 */
export const SOURCE_TYPICALITY: Readonly<Record<string, number>> = {
  bonhams_online_2021: 0.5,
  bonhams_skinner_2023: 0.5,
};

/**
 * Condition: no sales source records it, so these follow appraisal practice (judgement, stated
 * as such): a conservator's estimate for relining or major loss often equals or exceeds the
 * value of a work by an unrecorded hand, and damaged works sell at a fraction of sound ones.
 */
export const CONDITION_EFFECTS = {
  excellent: 1.1,
  good: 1,
  minorWear: 0.85,
  restored: 0.75,
  damaged: 0.5,
  heavilyDamaged: 0.3,
} as const;

/** Provenance and documents: premiums commonly cited by appraisers (10-20%); judgement, no data. */
export const PROVENANCE_EFFECTS = { documented: 1.15, mentioned: 1.05 } as const;
export const DOCUMENT_EFFECT_EACH = 0.04;
export const MAX_DOCUMENTS_COUNTED = 3;

/**
 * An attribution qualified by the owner ("attributed to", "circle of", "school of") to a
 * recorded artist: the share of that artist's premium over the unrecorded market the work
 * keeps. Auction houses' catalogue conventions place "attributed to" well below a full
 * attribution and "circle"/"school" near the anonymous market; judgement, no data.
 */
export const QUALIFIED_ATTRIBUTION_SHARE = { attributed: 0.3, circle: 0.1 } as const;
