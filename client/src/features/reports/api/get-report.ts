import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReportSchema } from "@contracts/reports";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/appraisals/{id}/report: 409 until the appraisal is completed. */
export function reportQueryOptions(id: string) {
  const queryKey = queryKeys.report(id);
  return queryOptions({ queryKey, queryFn: () => fetchJson(ReportSchema, "GET", queryKey[0]) });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}

/** The PDF, as an attachment (?download=1) or shown inline in a tab. */
export function getReportPdfUrl(id: string, { download }: { download: boolean }): string {
  return `/api/appraisals/${encodeURIComponent(id)}/report/pdf${download ? "?download=1" : ""}`;
}
