import type { Appraisal, AppraisalListItem } from "../../../contracts/appraisals";
import { appraisalDeadline, getAppraisalTitle, getMediumLabel } from "../../../contracts/appraisals";
import { mediumLabelAsOwnerSaid } from "../../../engine/report-text";
import { findInOwnerText } from "../../../engine/text-findings";
import type { DraftSummary } from "./selective-review";
import type { AppraisalFileRow, AppraisalRow } from "../../db/schema";

export const fileUrl = (appraisalId: string, fileId: string) => `/api/appraisals/${appraisalId}/files/${fileId}`;
export const thumbnailUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/thumbnail`;
export const displayUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/display`;
export const cropUrl = (appraisalId: string, fileId: string) => `${fileUrl(appraisalId, fileId)}/crop`;

function presentRange(row: Pick<AppraisalRow, "estimatedLow" | "estimatedHigh">) {
  return row.estimatedLow !== null && row.estimatedHigh !== null ? { low: row.estimatedLow, high: row.estimatedHigh } : null;
}

/** The medium as the owner described it: "Oil on Panel" when the title or notes say panel (decision 28). */
export function ownerMediumLabel(row: Pick<AppraisalRow, "medium" | "artworkTitle" | "additionalNotes">): string {
  const { support } = findInOwnerText({ title: row.artworkTitle, notes: row.additionalNotes });
  return mediumLabelAsOwnerSaid(getMediumLabel(row.medium), row.medium, support);
}

/** The columns a list item needs; the list query selects only these (issue 15). */
export type AppraisalListRow = Pick<
  AppraisalRow,
  "id" | "artworkTitle" | "artistName" | "medium" | "status" | "estimatedLow" | "estimatedHigh" | "submittedAt" | "completedAt"
>;

/** The list shape; primaryImageId is the first photo's file id, for its thumbnail. */
export function presentAppraisalListItem(row: AppraisalListRow, primaryImageId: string | null): AppraisalListItem {
  return {
    id: row.id,
    title: getAppraisalTitle(row.artworkTitle),
    artworkTitle: row.artworkTitle,
    artistName: row.artistName,
    medium: row.medium,
    status: row.status,
    estimatedValue: presentRange(row),
    imageUrl: primaryImageId ? thumbnailUrl(row.id, primaryImageId) : null,
    submittedAt: row.submittedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * The detail shape; the only way an appraisal row and its files become JSON. `reviewReasons`
 * are the draft's selective-review reasons: while unfinished, the owner reads them with the deadline.
 */
export function presentAppraisal(
  row: AppraisalRow,
  files: AppraisalFileRow[],
  { reviewReasons, ranges }: DraftSummary = { reviewReasons: [], ranges: null },
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
    estimatedValue: presentRange(row),
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
    review:
      reviewReasons.length > 0 && (row.status === "pending" || row.status === "processing")
        ? { reasons: reviewReasons, deadline: appraisalDeadline(row.submittedAt).toISOString() }
        : null,
  };
}
