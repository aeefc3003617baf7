/** Public API of the built-in AI engine: pure code shared by the browser and the server. */
export * from "./valuation/quick-estimate";
export { analyseImagePixels, type PixelFeatures, type RgbaImage, type PaletteColour } from "./photo/pixel-analysis";
export { predictStyle, scoreStyleVectors, type StylePrediction, type StyleScore } from "./style/style-classifier";
export { analyseArtwork, type ArtworkAnalysis } from "./analyse-artwork";
export { suggestMedium } from "./photo/medium-hint";
export { describeObservations, describePalette } from "./photo/observations";
export {
  computeValuation,
  toQuickEstimateStyle,
  toSubmissionMedium,
  type Valuation,
  type ValuationFactor,
  type ValuationInput,
} from "./valuation/valuation";
export { parseInches, parseYear } from "./report/parse-submission";
export { composeReport, ESTIMATE_DISCLAIMER, type ReportInput, type ReportPrediction, type ReportText } from "./report/report-writer";
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
