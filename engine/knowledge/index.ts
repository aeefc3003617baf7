/**
 * The engine's knowledge (decision 0030): the fitted models, their cards and calibrations, the
 * art history the reports cite, and the shapes of what they store. Data the fitting scripts
 * generate; it imports only the ground floor (engine/submission) and contracts/. The networks'
 * weights are reached through their loaders only, so they stay lazy chunks in the browser.
 */
export { ART_ERAS, type ArtEra, findEra } from "./art-eras";
export { ART_STYLES, type ArtStyle, findStyle } from "./art-styles";
export { loadInceptionV3Stem, loadMobilenetV3Backbone } from "./network-weights";
export { loadKnownWorksCatalogue } from "./known-works-loader";
export { PHOTO_CALIBRATION } from "./photo-calibration";
export { STYLE_CLASSES } from "./style-classes";
export { STYLE_MODEL_CARD } from "./style-model-card";
export {
  type GramTransform,
  type HeadInputLayout,
  type SoftmaxModel,
  type StyleHeadModel,
  type StyleNetworkName,
} from "./style-model-types";
export { MARKET_TIER_MODEL } from "./market-tier-model";
export { MARKET_RANGE_COVERAGE, MARKET_TIER_MEASURED, type MarketTierFigures } from "./market-tier-card";
export { type MarketTierModel } from "./market-tier-types";
export { STYLE_MODEL } from "./style-model";
export { SUBMISSION_MEDIUM_LABELS, type SubmissionMedium } from "./valuation-calibration";
export {
  VALUATION_COVERAGE_TARGETS,
  VALUATION_MEASURED,
  VALUATION_MODEL_DATA,
  VALUATION_MODEL_DATE,
  VALUATION_RANGE_COVERAGE,
} from "./valuation-model-card";
export {
  type GroupTransfer,
  MEDIUM_CATEGORIES,
  MEDIUM_GROUPS,
  type MediumCategory,
  type MediumGroup,
  type Recalibration,
} from "./valuation-model-types";
export {
  VALUATION_ARTIST_LEVELS,
  VALUATION_COEFFICIENTS,
  VALUATION_GROUP_TRANSFER,
  VALUATION_HALF_WIDTHS,
  VALUATION_MARKET_EVIDENCE,
  VALUATION_MAX_HALF_WIDTHS,
  VALUATION_RECALIBRATION,
  VALUATION_WIDE_HALF_WIDTHS,
  VALUATION_WIDTH_SCALES,
} from "./valuation-model";
export {
  CONDITION_EFFECTS,
  DOCUMENT_EFFECT_EACH,
  MAX_DOCUMENTS_COUNTED,
  PRIOR_WEIGHT,
  PROVENANCE_EFFECTS,
  QUALIFIED_ATTRIBUTION_SHARE,
  REPRODUCTION_MEDIAN_USD,
  SOURCE_TYPICALITY,
  UNATTRIBUTED_SHARE,
  UNRECORDED_MEDIANS_USD,
} from "./valuation-priors";
