import type { AppraisalStatus } from "@contracts/appraisals";
import type { AppraisalReview } from "@contracts/appraisal-review";
import { formatDateTime } from "./format";

/**
 * What an owner is told an appraisal is doing, the one mapping every badge reads (the detail
 * page, /history and the dashboard). The server stores a draft held for an appraiser under
 * selective review as "processing" and sends `review` beside it (decision 39), so "In review"
 * comes from `review`, never from the status alone.
 */
export type OwnerStatus = "pending" | "processing" | "review" | "completed" | "failed";

export function getOwnerStatus(appraisal: { status: AppraisalStatus; review?: AppraisalReview | null }): OwnerStatus {
  if (appraisal.review && (appraisal.status === "pending" || appraisal.status === "processing")) return "review";
  return appraisal.status;
}

/** Where the badge stands: the dashboard tells only done from not done (core spec section 4). */
export type StatusView = "detail" | "recent" | "collection";

const DETAIL_LABELS: Record<OwnerStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  review: "In review",
  completed: "Completed",
  failed: "Refunded",
};

export function getOwnerStatusLabel(status: OwnerStatus, view: StatusView): string {
  if (view === "detail" || status === "review" || status === "failed") return DETAIL_LABELS[status];
  if (status === "completed") return view === "collection" ? "Appraised" : "Completed";
  return "Processing";
}

/** "Nov 30, 2026, 10:00 AM": the review's deadline, as the in-review notice and every badge write it. */
export function formatReviewDeadline(review: AppraisalReview): string {
  return formatDateTime(review.deadline);
}
