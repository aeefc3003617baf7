import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Report } from "@contracts/reports";

/** GET /api/appraisals/{id}/report: 409 until the appraisal is completed. */
export function reportQueryOptions(id: string) {
  return queryOptions<Report>({ queryKey: [`/api/appraisals/${encodeURIComponent(id)}/report`] });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}

/** The PDF, as an attachment (?download=1) or shown inline in a tab. */
export function getReportPdfUrl(id: string, { download }: { download: boolean }): string {
  return `/api/appraisals/${encodeURIComponent(id)}/report/pdf${download ? "?download=1" : ""}`;
}
