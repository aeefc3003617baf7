import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StyleAnalysisList } from "@contracts/style-analyses";
import { apiJson } from "@/lib/api-client";

export const STYLE_ANALYSES_QUERY_KEY = ["/api/style-analyses"] as const;

/** GET /api/style-analyses: the signed-in user's recent analyses, newest first. */
export const styleAnalysesQueryOptions = queryOptions({
  queryKey: STYLE_ANALYSES_QUERY_KEY,
  queryFn: () => apiJson<StyleAnalysisList>("GET", "/api/style-analyses"),
});

export function useStyleAnalyses(enabled: boolean) {
  return useQuery({ ...styleAnalysesQueryOptions, enabled });
}
