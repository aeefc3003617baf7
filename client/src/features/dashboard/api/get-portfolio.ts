import { queryOptions, useQuery } from "@tanstack/react-query";
import { PortfolioSummarySchema } from "@contracts/portfolio";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The portfolio summary, computed in SQL from the completed appraisals (GET /api/portfolio). */
export const portfolioQueryOptions = queryOptions({
  queryKey: queryKeys.portfolio,
  queryFn: () => fetchJson(PortfolioSummarySchema, "GET", queryKeys.portfolio[0]),
});

export function usePortfolio({ enabled }: { enabled: boolean }) {
  return useQuery({ ...portfolioQueryOptions, enabled });
}
