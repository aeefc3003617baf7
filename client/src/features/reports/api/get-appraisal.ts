import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppraisalSchema, type Appraisal } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** How often the detail page asks again while the pipeline works (decision 14). */
export const APPRAISAL_POLL_MS = 3000;

export function isAppraisalFinished(status: Appraisal["status"] | undefined): boolean {
  return status === "completed" || status === "failed";
}

/** GET /api/appraisals/{id}; polls until the appraisal is completed or failed, then stops. */
export function appraisalQueryOptions(id: string) {
  const queryKey = queryKeys.appraisal(id);
  return queryOptions({
    queryKey,
    queryFn: () => fetchJson(AppraisalSchema, "GET", queryKey[0]),
    refetchInterval: (query) =>
      query.state.status === "error" || isAppraisalFinished(query.state.data?.status) ? false : APPRAISAL_POLL_MS,
  });
}

export function useAppraisal(id: string) {
  return useQuery(appraisalQueryOptions(id));
}
