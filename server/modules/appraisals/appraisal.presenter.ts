import type { Appraisal, AppraisalListItem } from "../../../contracts/appraisals";
import { appraisalDeadline, getAppraisalTitle, getMediumLabel } from "../../../contracts/appraisals";
import type { AppraisalReview, ReviewReason } from "../../../contracts/appraisal-review";
import { mediumLabelAsOwnerSaid } from "@engine/report";
import { findInOwnerText } from "@engine/submission";
import type { DraftSummary } from "./selective-review";
import type { AppraisalFileRow, AppraisalRow } from "../../db/schema";

export const fileUrl = (appraisalId: string, fileId: string) => `/api/appraisals/${appraisalId}/files/${fileId}`;
export const thumbnailUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/thumbnail`;
export const displayUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/display`;
export const cropUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/crop`;

/**
 * The likely range as the owner may read it: only once the appraisal is completed (decision 33).
 * A draft's range waits for review (or for the pipeline's own completion) and a failed one was
 * refunded; neither is a value anyone stands behind, and showing it would hand out the value of
 * an appraisal whose credit comes back on deletion.
 */
function presentRange(row: Pick<AppraisalRow, "status" | "estimatedLow" | "estimatedHigh">) {
  if (row.status !== "completed") return null;
  return row.estimatedLow !== null && row.estimatedHigh !== null ? { low: row.estimatedLow, high: row.estimatedHigh } : null;
}

/** The owner's words a list row or a header reads (decision 28): title, artist field, notes, provenance. */
type OwnerWordsRow = Pick<AppraisalRow, "medium" | "artworkTitle" | "artistName" | "additionalNotes" | "provenance">;

const ownerFindings = (row: OwnerWordsRow) =>
  findInOwnerText({ title: row.artworkTitle, artistName: row.artistName, notes: row.additionalNotes, provenance: row.provenance });

/**
 * The medium as the report words it (decision 28): "Oil on Panel" when the title or notes say
 * panel, "Printed Reproduction" when the owner calls it a poster or a reproduction (the report's
 * summary then speaks of a printed reproduction, never of a painting).
 */
export function ownerMediumLabel(row: OwnerWordsRow): string {
  const findings = ownerFindings(row);
  if (findings.reproduction) return "Printed Reproduction";
  return mediumLabelAsOwnerSaid(getMediumLabel(row.medium), row.medium, findings.support);
}

/**
 * The artist as the report's summary credits the work: "Attributed to Willard Metcalf", "Circle
 * of Rembrandt", "After Claude Monet" (a reproduction is always after its artist), else the name
 * as typed; null when the owner named no one. The qualifier may come from the notes as well as
 * the artist field, as it does in the report.
 */
export function ownerArtistLabel(row: OwnerWordsRow): string | null {
  const typed = row.artistName?.trim();
  if (!typed) return null;
  const findings = ownerFindings(row);
  const artist = findings.artistName;
  // "French school, 19th century" names a tradition: it is shown as typed.
  if (!artist) return typed;
  const credit = findings.reproduction
    ? `after ${artist}`
    : findings.attribution
      ? `${findings.attribution.words.toLowerCase()} ${artist}`
      : artist;
  return credit.charAt(0).toUpperCase() + credit.slice(1);
}

/**
 * While an unfinished appraisal waits for an appraiser: why, and the 48-hour deadline. It waits
 * once its draft is saved and not yet completed (decision 33): under selective review with the
 * draft's reasons, under manual review with none (every draft is checked).
 */
function presentReview(
  row: Pick<AppraisalRow, "status" | "submittedAt">,
  { reviewReasons, drafted }: { reviewReasons: ReviewReason[]; drafted: boolean },
): AppraisalReview | null {
  return (drafted || reviewReasons.length > 0) && (row.status === "pending" || row.status === "processing")
    ? { reasons: reviewReasons, deadline: appraisalDeadline(row.submittedAt).toISOString() }
    : null;
}

/** The columns a list item needs; the list query selects only these (issue 15). */
export type AppraisalListRow = Pick<
  AppraisalRow,
  | "id"
  | "artworkTitle"
  | "artistName"
  | "medium"
  | "additionalNotes"
  | "provenance"
  | "status"
  | "estimatedLow"
  | "estimatedHigh"
  | "submittedAt"
  | "completedAt"
>;

/**
 * The list shape; primaryImageId is the first photo's file id, for its thumbnail, and `draft`
 * says whether a draft was saved and with which selective-review reasons (none when it went
 * straight through, or under manual review).
 */
export function presentAppraisalListItem(
  row: AppraisalListRow,
  primaryImageId: string | null,
  draft: { reviewReasons: ReviewReason[]; drafted: boolean } = { reviewReasons: [], drafted: false },
): AppraisalListItem {
  return {
    id: row.id,
    title: getAppraisalTitle(row.artworkTitle),
    artworkTitle: row.artworkTitle,
    artistName: row.artistName,
    artistLabel: ownerArtistLabel(row),
    medium: row.medium,
    mediumLabel: ownerMediumLabel(row),
    status: row.status,
    review: presentReview(row, draft),
    estimatedValue: presentRange(row),
    imageUrl: primaryImageId ? thumbnailUrl(row.id, primaryImageId) : null,
    submittedAt: row.submittedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * The detail shape; the only way an appraisal row and its files become JSON. `reviewReasons`
 * are the draft's selective-review reasons: while unfinished, the owner reads them with the
 * deadline. The owner sees no figure before completion (decision 33); the admin desk, which
 * reviews the draft, passes `forAdmin` and reads the drafted range.
 */
export function presentAppraisal(
  row: AppraisalRow,
  files: AppraisalFileRow[],
  { reviewReasons, ranges, drafted }: Pick<DraftSummary, "reviewReasons" | "ranges" | "drafted"> = {
    reviewReasons: [],
    ranges: null,
    drafted: false,
  },
  { forAdmin = false }: { forAdmin?: boolean } = {},
): Appraisal {
  const sorted = [...files].sort((a, b) => a.position - b.position);
  const presentFile = (file: AppraisalFileRow) => ({
    id: file.id,
    url: fileUrl(row.id, file.id),
    displayUrl: file.displayKey ? displayUrl(row.id, file.id) : null,
    thumbnailUrl: file.thumbnailKey ? thumbnailUrl(row.id, file.id) : null,
    cropUrl: file.cropKey ? cropUrl(row.id, file.id) : null,
    name: file.originalName,
    contentType: file.contentType,
    size: file.byteSize,
  });
  const imageFiles = sorted.filter((f) => f.kind === "image").map(presentFile);
  const documentFiles = sorted.filter((f) => f.kind === "document").map(presentFile);
  return {
    id: row.id,
    artistName: row.artistName,
    artworkTitle: row.artworkTitle,
    artistLabel: ownerArtistLabel(row),
    medium: row.medium,
    mediumLabel: ownerMediumLabel(row),
    yearCreated: row.yearCreated,
    height: row.height,
    width: row.width,
    provenance: row.provenance,
    additionalNotes: row.additionalNotes,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    estimatedValue: forAdmin ? presentDraftRange(row) : presentRange(row),
    // The wider range is the report's (decision 39): shown once the owner can read the report.
    wideValue: row.status === "completed" && ranges ? ranges.wideValue : null,
    rangeCoverage: row.status === "completed" && ranges ? ranges.rangeCoverage : null,
    imageUrl: imageFiles[0]?.thumbnailUrl ?? null,
    images: imageFiles.map((f) => f.url),
    documents: documentFiles.map((f) => f.url),
    imageFiles,
    documentFiles,
    outlineSetByHand: row.artworkCorners !== null,
    valuationId: row.valuationId,
    failureReason: row.failureReason,
    refunded: row.refunded,
    review: presentReview(row, { reviewReasons, drafted }),
  };
}

/** The drafted range whatever the status: only the admin desk, which reviews it, reads this. */
function presentDraftRange(row: Pick<AppraisalRow, "estimatedLow" | "estimatedHigh">) {
  return row.estimatedLow !== null && row.estimatedHigh !== null ? { low: row.estimatedLow, high: row.estimatedHigh } : null;
}
