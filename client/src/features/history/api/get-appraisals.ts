import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppraisalListItemSchema } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const UNFINISHED_POLL_MS = 5000;
const AppraisalListSchema = AppraisalListItemSchema.array();

/** The user's appraisals (GET /api/appraisals, newest first; the dashboard's key and shape); polls while one is still being worked on. */
export const historyQueryOptions = queryOptions({
  queryKey: queryKeys.appraisals,
  queryFn: () => fetchJson(AppraisalListSchema, "GET", queryKeys.appraisals[0]),
  refetchInterval: (query) =>
    query.state.data?.some((item) => item.status === "pending" || item.status === "processing") ? UNFINISHED_POLL_MS : false,
});

export function useAppraisalHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions, enabled });
}
