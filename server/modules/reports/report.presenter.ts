import {
  getAppraisalTitle,
  KnownWorkSchema,
  RangeCoverageSchema,
  ReportSectionsSchema,
  ValueRangeSchema,
  type ValuationFactor,
} from "../../../contracts/appraisals";
import { formatDimensions, REPORT_DISCLAIMER, type ComparableSale, type Report } from "../../../contracts/reports";
import { withoutBrushwork } from "@engine/report";
import { findInOwnerText } from "@engine/submission";
import type { AppraisalFileRow, AppraisalReportRow, AppraisalRow } from "../../db/schema";
import { cropUrl, displayUrl, fileUrl, ownerArtistLabel, ownerMediumLabel } from "../appraisals/appraisal.presenter";

/** A completed appraisal with its report and files: what the report service loads and this presents. */
export interface CompletedReport {
  appraisal: AppraisalRow & { completedAt: Date; valuationId: string; estimatedLow: number; estimatedHigh: number };
  report: AppraisalReportRow;
  files: AppraisalFileRow[];
}

/** The public address that proves a report genuine (decision 18). */
export function verificationUrl(publicUrl: string, valuationId: string): string {
  return `${publicUrl.replace(/\/$/, "")}/verify/${valuationId}`;
}

interface StoredAnalysis {
  prediction?: { style?: string; era?: string; probability?: number; characteristics?: string[]; knownWork?: unknown };
}

const OptionalSectionsSchema = ReportSectionsSchema.pick({
  photoObservations: true,
  ownerNotes: true,
  method: true,
  ifAuthenticated: true,
});

/**
 * The optional sections of decision 29, read from the stored report whether they are columns of
 * the row or keys of a `sections` object; a malformed value is left out rather than failing the report.
 */
function readOptionalSections(report: AppraisalReportRow) {
  const row = report as AppraisalReportRow & Record<string, unknown>;
  const nested = row.sections && typeof row.sections === "object" ? (row.sections as Record<string, unknown>) : {};
  const sections: Record<string, unknown> = {};
  for (const key of Object.keys(OptionalSectionsSchema.shape)) {
    const value = row[key] ?? nested[key];
    if (
      value !== null &&
      value !== undefined &&
      OptionalSectionsSchema.shape[key as keyof typeof OptionalSectionsSchema.shape].safeParse(value).success
    )
      sections[key] = value;
  }
  return sections as Pick<Report, "photoObservations" | "ownerNotes" | "method" | "ifAuthenticated">;
}

/**
 * Decision 39's wider range, its coverage and what would narrow them, from the `sections` column;
 * a report drafted before them (or a malformed value) shows its likely range alone.
 */
function readRanges(report: AppraisalReportRow): Pick<Report, "wideValueRange" | "rangeCoverage" | "narrowing"> {
  const nested = report.sections && typeof report.sections === "object" ? report.sections : {};
  const wide = ValueRangeSchema.safeParse(nested.wideRange);
  const coverage = RangeCoverageSchema.safeParse(nested.coverage);
  const narrowing = ReportSectionsSchema.shape.narrowing.safeParse(nested.narrowing);
  const both = wide.success && coverage.success;
  return {
    wideValueRange: both ? wide.data : null,
    rangeCoverage: both ? coverage.data : null,
    narrowing: narrowing.success ? (narrowing.data ?? []) : [],
  };
}

/** The only way a stored report becomes JSON; comparables come from findComparableSales. */
export function presentReport(
  { appraisal, report, files }: CompletedReport,
  publicUrl: string,
  comparables: ComparableSale[] = [],
): Report {
  const prediction = (report.analysis as StoredAnalysis | null)?.prediction;
  // The owner's words (decision 28): a print, or what the owner calls a reproduction, has no brushwork.
  const owner = findInOwnerText({ title: appraisal.artworkTitle, artistName: appraisal.artistName, notes: appraisal.additionalNotes });
  const printed = appraisal.medium === "print" || Boolean(owner.reproduction);
  const photos = files.filter((f) => f.kind === "image");
  const photoUrl = (f: (typeof photos)[number]) => (f.displayKey ? displayUrl(appraisal.id, f.id) : fileUrl(appraisal.id, f.id));
  return {
    id: appraisal.id,
    title: getAppraisalTitle(appraisal.artworkTitle),
    artistName: appraisal.artistName,
    artistLabel: ownerArtistLabel(appraisal),
    medium: appraisal.medium,
    mediumLabel: ownerMediumLabel(appraisal),
    yearCreated: appraisal.yearCreated,
    dimensions: formatDimensions(appraisal.height, appraisal.width),
    provenance: appraisal.provenance,
    additionalNotes: appraisal.additionalNotes,
    submittedAt: appraisal.submittedAt.toISOString(),
    completedAt: appraisal.completedAt.toISOString(),
    estimatedValueRange: { low: appraisal.estimatedLow, high: appraisal.estimatedHigh },
    images: photos.map((f) => (f.cropKey ? cropUrl(appraisal.id, f.id) : photoUrl(f))),
    originalImages: photos.map(photoUrl),
    outlineSetByHand: appraisal.artworkCorners !== null,
    // Stored with the analysis's prediction (issue 50); an older or malformed one is none.
    knownWork: KnownWorkSchema.safeParse(prediction?.knownWork).data ?? null,
    summary: report.summary,
    historicalContext: report.historicalContext,
    marketAnalysis: report.marketAnalysis,
    authenticationIndicators: report.authenticationIndicators,
    recommendations: report.recommendations,
    ...readOptionalSections(report),
    ...readRanges(report),
    comparables,
    documents: files
      .filter((f) => f.kind === "document")
      .sort((a, b) => a.position - b.position)
      .map((f) => f.originalName),
    factors: report.factors as ValuationFactor[],
    style: prediction?.style
      ? {
          style: prediction.style,
          era: prediction.era ?? "",
          probability: prediction.probability ?? 0,
          characteristics: (prediction.characteristics ?? []).map((c) => (printed ? withoutBrushwork(c) : c)),
        }
      : null,
    valuationId: appraisal.valuationId,
    verificationUrl: verificationUrl(publicUrl, appraisal.valuationId),
    disclaimer: REPORT_DISCLAIMER,
  };
}
