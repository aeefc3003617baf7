import type { AppraisalListItem } from "@contracts/appraisals";

export const UNFINISHED_POLL_MS = 5000;

/** Whether a list still holds an appraisal the pipeline is working on. */
export function hasUnfinishedAppraisal(items: readonly AppraisalListItem[] | undefined): boolean {
  return !!items?.some((item) => item.status === "pending" || item.status === "processing");
}
