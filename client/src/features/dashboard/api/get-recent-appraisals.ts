import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppraisalListItemSchema } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { hasUnfinishedAppraisal, UNFINISHED_POLL_MS } from "./unfinished";

const AppraisalListSchema = AppraisalListItemSchema.array();

/** The six newest appraisals (GET /api/appraisals/recent). */
export const recentAppraisalsQueryOptions = queryOptions({
  queryKey: queryKeys.recentAppraisals,
  queryFn: () => fetchJson(AppraisalListSchema, "GET", queryKeys.recentAppraisals[0]),
  // Follow the pipeline while a card still says Processing (decision 14: the UI follows its status).
  refetchInterval: (query) => (hasUnfinishedAppraisal(query.state.data) ? UNFINISHED_POLL_MS : false),
});

export function useRecentAppraisals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentAppraisalsQueryOptions, enabled });
}
