/**
 * The valuation capability (decision 0030): the appraisal's valuation, its ranges as fitted, the
 * quick estimate priced by the same model, artists' names and market evidence. Imports the
 * knowledge, the ground floor and contracts/ (not photo or style: a price reads the facts).
 */
export { computeQuickEstimate, normaliseDimension, QUICK_ESTIMATE_DEFAULT_DIMENSIONS, type QuickEstimateResult } from "./quick-estimate";
export { SIZE_BANDS, toSizeBand } from "./valuation-evidence";
export { encodeLot, FEATURE_NAMES, type LotDescription, predictLogPrice, REFERENCE_AREA_CM2 } from "./valuation-features";
export { artistLevelInMedium, MEDIUM_GROUP_OF } from "./valuation-medium-groups";
export { FAMOUS_ARTISTS, findArtistKey, isFamousArtist, normaliseTypedName, toArtistKey, toDisplayName } from "./valuation-names";
export {
  curveCorrection,
  INTERVAL_GROUPS,
  type IntervalGroup,
  isRecordedGroup,
  PRICE_TIERS,
  recalibrateLogPrice,
  toCorrectedLogPrice,
  toIntervalGroup,
  toTier,
} from "./valuation-ranges";
export {
  computeGeneralEffect,
  computeTierAdjustedRanges,
  type FineArtRange,
  MARKET_TIERS,
  type MarketTier,
  type TierAdjustedRanges,
  type TierEvidence,
  toTierEvidence,
} from "./market-tier";
export {
  computeValuation,
  type KnownWork,
  type MarketOutcome,
  type Valuation,
  type ValuationInput,
  type ValuationMarket,
} from "./valuation";
export { MARKET_WORDS } from "./valuation-market";
