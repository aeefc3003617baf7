/**
 * The engine's ground floor (decision 0030): what several capabilities read about a submission,
 * the option lists an owner chooses from and the findings in the owner's own words. It imports
 * only contracts/ (which holds the parsing of the submission's numbers, parse-submission.ts).
 */
export {
  BOUGHT_AT_MARKET,
  QUICK_ESTIMATE_BOUGHT_AT,
  QUICK_ESTIMATE_CONDITIONS,
  QUICK_ESTIMATE_MEDIA,
  QUICK_ESTIMATE_STYLES,
  type QuickEstimateBoughtAt,
  type QuickEstimateCondition,
  type QuickEstimateMedium,
  type QuickEstimateStyle,
} from "./options";
export { type ConditionLevel, findInOwnerText, type TextFindings } from "./text-findings";
