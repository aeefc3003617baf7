import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppraisalListItem } from "@contracts/appraisals";
import { hasUnfinishedAppraisal, UNFINISHED_POLL_MS } from "./unfinished";

/** All of the user's appraisals (GET /api/appraisals), newest first. */
export const appraisalsQueryOptions = queryOptions<AppraisalListItem[]>({
  queryKey: ["/api/appraisals"],
  refetchInterval: (query) => (hasUnfinishedAppraisal(query.state.data) ? UNFINISHED_POLL_MS : false),
});

/** Fetched only while the Portfolio Value tab is open (core spec section 7). */
export function useAppraisals({ enabled }: { enabled: boolean }) {
  return useQuery({ ...appraisalsQueryOptions, enabled });
}
