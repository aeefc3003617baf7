import { getAppraisalTitle, getMediumLabel, type ValuationFactor } from "../../../contracts/appraisals";
import { formatDimensions, REPORT_DISCLAIMER, type Report } from "../../../contracts/reports";
import { displayUrl, fileUrl } from "../appraisals/appraisal.presenter";
import type { CompletedReport } from "./report.service";

/** The public address that proves a report genuine (decision 18). */
export function verificationUrl(publicUrl: string, valuationId: string): string {
  return `${publicUrl.replace(/\/$/, "")}/verify/${valuationId}`;
}

interface StoredAnalysis {
  prediction?: { style?: string; era?: string; probability?: number; characteristics?: string[] };
}

/** The only way a stored report becomes JSON. */
export function presentReport({ appraisal, report, files }: CompletedReport, publicUrl: string): Report {
  const prediction = (report.analysis as StoredAnalysis | null)?.prediction;
  return {
    id: appraisal.id,
    title: getAppraisalTitle(appraisal.artworkTitle),
    artistName: appraisal.artistName,
    medium: appraisal.medium,
    mediumLabel: getMediumLabel(appraisal.medium),
    yearCreated: appraisal.yearCreated,
    dimensions: formatDimensions(appraisal.height, appraisal.width),
    provenance: appraisal.provenance,
    submittedAt: appraisal.submittedAt.toISOString(),
    completedAt: appraisal.completedAt.toISOString(),
    estimatedValueRange: { low: appraisal.estimatedLow, high: appraisal.estimatedHigh },
    images: files.filter((f) => f.kind === "image").map((f) => (f.displayKey ? displayUrl(appraisal.id, f.id) : fileUrl(appraisal.id, f.id))),
    summary: report.summary,
    historicalContext: report.historicalContext,
    marketAnalysis: report.marketAnalysis,
    authenticationIndicators: report.authenticationIndicators,
    recommendations: report.recommendations,
    factors: report.factors as ValuationFactor[],
    style: prediction?.style
      ? { style: prediction.style, era: prediction.era ?? "", probability: prediction.probability ?? 0, characteristics: prediction.characteristics ?? [] }
      : null,
    valuationId: appraisal.valuationId,
    verificationUrl: verificationUrl(publicUrl, appraisal.valuationId),
    disclaimer: REPORT_DISCLAIMER,
  };
}
