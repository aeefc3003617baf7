import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminAnalyticsSchema } from "@contracts/admin";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/analytics: the figures and the 56 days of submissions, from the database. */
export const adminAnalyticsQueryOptions = queryOptions({
  queryKey: queryKeys.adminAnalytics,
  queryFn: () => fetchJson(AdminAnalyticsSchema, "GET", queryKeys.adminAnalytics[0]),
  // Opening the tab again shows today's figures.
  staleTime: 0,
});

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions);
}
