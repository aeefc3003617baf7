import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppraisalListItem } from "@contracts/appraisals";
import { hasUnfinishedAppraisal, UNFINISHED_POLL_MS } from "./unfinished";

/** The six newest appraisals (GET /api/appraisals/recent); the default query fetches key[0]. */
export const recentAppraisalsQueryOptions = queryOptions<AppraisalListItem[]>({
  queryKey: ["/api/appraisals/recent"],
  // Follow the pipeline while a card still says Processing (decision 14: the UI follows its status).
  refetchInterval: (query) => (hasUnfinishedAppraisal(query.state.data) ? UNFINISHED_POLL_MS : false),
});

export function useRecentAppraisals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentAppraisalsQueryOptions, enabled });
}
