import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioSummary } from "@contracts/portfolio";

/** The portfolio summary, computed in SQL from the completed appraisals (GET /api/portfolio). */
export const portfolioQueryOptions = queryOptions<PortfolioSummary>({ queryKey: ["/api/portfolio"] });

export function usePortfolio({ enabled }: { enabled: boolean }) {
  return useQuery({ ...portfolioQueryOptions, enabled });
}
