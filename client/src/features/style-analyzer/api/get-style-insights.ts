import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * The market data and recommendation modules are their own chunks, loaded when the results
 * show (decision 30: no artificial delay; the loading and error states are those of this real
 * lazy load). Static data never goes stale.
 */
export const marketDataQueryOptions = (style: string) =>
  queryOptions({
    queryKey: queryKeys.styleMarketData(style),
    queryFn: async () => {
      const module = await import("../content/market-data");
      return { market: module.getStyleMarketData(style), lastUpdated: module.MARKET_DATA_LAST_UPDATED };
    },
    staleTime: Infinity,
  });

export const recommendationsQueryOptions = (style: string) =>
  queryOptions({
    queryKey: queryKeys.styleRecommendations(style),
    queryFn: async () => (await import("../content/recommendations")).getRecommendations(style),
    staleTime: Infinity,
  });

export const useStyleMarketData = (style: string) => useQuery(marketDataQueryOptions(style));
export const useRecommendations = (style: string) => useQuery(recommendationsQueryOptions(style));
