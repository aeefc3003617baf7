import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppraisalListItem } from "@contracts/appraisals";

const UNFINISHED_POLL_MS = 5000;

/** The user's appraisals (GET /api/appraisals, newest first); polls while one is still being worked on. */
export const historyQueryOptions = queryOptions<AppraisalListItem[]>({
  queryKey: ["/api/appraisals"],
  refetchInterval: (query) =>
    query.state.data?.some((item) => item.status === "pending" || item.status === "processing") ? UNFINISHED_POLL_MS : false,
});

export function useAppraisalHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions, enabled });
}
