export { type ReportPrediction } from "./report-input";
export { mediumLabelAsOwnerSaid, withoutBrushwork } from "./report-text";
export { composeReport, ESTIMATE_DISCLAIMER } from "./report-writer";
