/** Public API of the built-in AI engine: pure code shared by the browser and the server. */
export * from "./quick-estimate";
export { analyseImagePixels, type PixelFeatures, type RgbaImage, type PaletteColour } from "./pixel-analysis";
export { predictStyle, scoreStyleVectors, type StylePrediction, type StyleScore } from "./style-classifier";
export { analyseArtwork, type ArtworkAnalysis } from "./analyse-artwork";
export { suggestMedium } from "./medium-hint";
export { describeObservations, describePalette } from "./observations";
export {
  computeValuation,
  toQuickEstimateStyle,
  toSubmissionMedium,
  type Valuation,
  type ValuationFactor,
  type ValuationInput,
} from "./valuation";
export { parseInches, parseYear } from "./parse-submission";
export { composeReport, ESTIMATE_DISCLAIMER, type ReportInput, type ReportPrediction, type ReportText } from "./report-writer";
export { ART_ERAS, findEra, type ArtEra } from "./knowledge/art-eras";
export { ART_STYLES, findStyle, type ArtStyle } from "./knowledge/art-styles";
export {
  AUCTION_ESTIMATE_RATIO,
  SIZE_ELASTICITY,
  SUBMISSION_MEDIA,
  SUBMISSION_MEDIUM_LABELS,
  SUBMISSION_TO_QUICK_MEDIUM,
  type SubmissionMedium,
} from "./knowledge/valuation-calibration";
