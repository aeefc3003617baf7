import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Appraisal } from "@contracts/appraisals";

/** How often the detail page asks again while the pipeline works (decision 14). */
export const APPRAISAL_POLL_MS = 3000;

export function isAppraisalFinished(status: Appraisal["status"] | undefined): boolean {
  return status === "completed" || status === "failed";
}

export const getAppraisalQueryKey = (id: string) => [`/api/appraisals/${encodeURIComponent(id)}`] as const;

/** GET /api/appraisals/{id}; polls until the appraisal is completed or failed, then stops. */
export function appraisalQueryOptions(id: string) {
  return queryOptions<Appraisal>({
    queryKey: getAppraisalQueryKey(id),
    refetchInterval: (query) =>
      query.state.status === "error" || isAppraisalFinished(query.state.data?.status) ? false : APPRAISAL_POLL_MS,
  });
}

export function useAppraisal(id: string) {
  return useQuery(appraisalQueryOptions(id));
}
