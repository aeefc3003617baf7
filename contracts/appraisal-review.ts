import { z } from "zod";

/**
 * Selective review (decision 39): the thin-evidence cases an appraiser checks before the owner
 * gets the report. The codes are stored with the draft; the wording below is what the admin desk
 * and the owner read.
 */
export const REVIEW_REASONS = ["famous-name-without-documents", "high-value", "photo-problem", "known-work", "printed-dots"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** A likely range whose high end passes this (whole US dollars) is checked by an appraiser. */
export const REVIEW_VALUE_THRESHOLD = 5000;

/** One line per reason for the admin desk: what sent the appraisal to review. */
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  "famous-name-without-documents": "Famous name claimed without documents",
  "high-value": "Likely range above $5,000",
  "photo-problem": "Photo problem",
  "known-work": "Photo matches a known work",
  "printed-dots": "Photo shows a print's dot screen",
};

/** The same reasons as the owner reads them, in a sentence after "because". */
export const REVIEW_REASON_FOR_OWNER: Record<ReviewReason, string> = {
  "famous-name-without-documents": "the artist named is a famous one, with no supporting documents uploaded",
  "high-value": "the likely value reaches above $5,000",
  "photo-problem": "a photo is too small or too nearly blank to show the work clearly",
  "known-work": "the photo looks like a well-known work whose original is in a collection",
  "printed-dots": "the photo shows the dot screen of a printed reproduction",
};

export const ReviewReasonSchema = z.enum(REVIEW_REASONS);

/**
 * What the owner sees while an appraiser reviews the draft (decision 33: "in review", and no
 * figure until it is completed): why, and the 48-hour deadline.
 */
export const AppraisalReviewSchema = z.object({
  /** Selective review's reasons; empty under manual review, where every draft is checked. */
  reasons: z.array(ReviewReasonSchema),
  /** submittedAt + 48 h (decision 23), ISO. */
  deadline: z.string(),
});
export type AppraisalReview = z.infer<typeof AppraisalReviewSchema>;

/** "the artist named ..., and the likely value ...": the owner's reasons joined as English does. */
export function describeReviewReasonsForOwner(reasons: readonly ReviewReason[]): string {
  const parts = reasons.map((r) => REVIEW_REASON_FOR_OWNER[r]);
  if (parts.length <= 1) return parts[0] ?? "";
  // A comma before the last "and": each reason may hold a comma of its own.
  return `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1]}`;
}
