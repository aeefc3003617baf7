import type { ValueRange } from "@contracts/appraisals";
import { formatUsd } from "@contracts/reports";

/** "$1,000 – $3,000" in whole US dollars, as the report and its PDF write it. */
export function formatValueRange(range: ValueRange): string {
  return `${formatUsd(range.low)} – ${formatUsd(range.high)}`;
}
