import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminAnalyticsSchema } from "@contracts/admin";
import { apiJson } from "@/lib/api-client";
import { ADMIN_ANALYTICS_KEY } from "./admin-query-keys";

/** GET /api/admin/analytics: the figures and the 56 days of submissions, from the database. */
export const adminAnalyticsQueryOptions = queryOptions({
  queryKey: ADMIN_ANALYTICS_KEY,
  queryFn: async () => AdminAnalyticsSchema.parse(await apiJson<unknown>("GET", ADMIN_ANALYTICS_KEY[0])),
  // Opening the tab again shows today's figures.
  staleTime: 0,
});

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions);
}
