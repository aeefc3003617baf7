import { queryOptions } from "@tanstack/react-query";
import { AppraisalListItemSchema, type AppraisalListItem } from "@contracts/appraisals";
import { fetchJson } from "./api-client";
import { queryKeys } from "./query-keys";

// The user's appraisal lists are read by the dashboard and the history page alike: one query
// each, below both features, so one key has one fetch and one polling rule.

/** How often a list asks again while one of its appraisals is still being worked on (decision 14). */
export const UNFINISHED_POLL_MS = 5000;

const AppraisalListSchema = AppraisalListItemSchema.array();

/** Whether a list still holds an appraisal the pipeline is working on. */
export function hasUnfinishedAppraisal(items: readonly AppraisalListItem[] | undefined): boolean {
  return !!items?.some((item) => item.status === "pending" || item.status === "processing");
}

const pollWhileUnfinished = (query: { state: { data: readonly AppraisalListItem[] | undefined } }) =>
  hasUnfinishedAppraisal(query.state.data) ? UNFINISHED_POLL_MS : false;

/** All of the user's appraisals (GET /api/appraisals), newest first. */
export const appraisalsQueryOptions = queryOptions({
  queryKey: queryKeys.appraisals,
  queryFn: () => fetchJson(AppraisalListSchema, "GET", queryKeys.appraisals[0]),
  refetchInterval: pollWhileUnfinished,
});

/** The six newest appraisals (GET /api/appraisals/recent). */
export const recentAppraisalsQueryOptions = queryOptions({
  queryKey: queryKeys.recentAppraisals,
  queryFn: () => fetchJson(AppraisalListSchema, "GET", queryKeys.recentAppraisals[0]),
  refetchInterval: pollWhileUnfinished,
});
