import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppraisalListItemSchema } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { hasUnfinishedAppraisal, UNFINISHED_POLL_MS } from "./unfinished";

const AppraisalListSchema = AppraisalListItemSchema.array();

/** All of the user's appraisals (GET /api/appraisals), newest first; the history page reads the same list. */
export const appraisalsQueryOptions = queryOptions({
  queryKey: queryKeys.appraisals,
  queryFn: () => fetchJson(AppraisalListSchema, "GET", queryKeys.appraisals[0]),
  refetchInterval: (query) => (hasUnfinishedAppraisal(query.state.data) ? UNFINISHED_POLL_MS : false),
});

/** Fetched only while the Portfolio Value tab is open (core spec section 7). */
export function useAppraisals({ enabled }: { enabled: boolean }) {
  return useQuery({ ...appraisalsQueryOptions, enabled });
}
