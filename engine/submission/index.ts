export { QUICK_ESTIMATE_CONDITIONS, QUICK_ESTIMATE_MEDIA, QUICK_ESTIMATE_STYLES, type QuickEstimateCondition, type QuickEstimateMedium, type QuickEstimateStyle } from "./options";
export { type ConditionLevel, findInOwnerText, type TextFindings } from "./text-findings";
