/**
 * The report capability (decision 0030): the report's text from a valuation, a style analysis
 * and the owner's words. Imports valuation, style, photo, the knowledge, the ground floor and contracts/.
 */
export { type ReportPrediction } from "./report-input";
export { mediumLabelAsOwnerSaid, withoutBrushwork } from "./report-text";
export { composeReport, ESTIMATE_DISCLAIMER } from "./report-writer";
export { describeKnownWork, knownWorkKind } from "./known-work";
