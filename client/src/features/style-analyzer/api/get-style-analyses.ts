import { queryOptions, useQuery } from "@tanstack/react-query";
import { StyleAnalysisListSchema } from "@contracts/style-analyses";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/style-analyses: the signed-in user's recent analyses, newest first. */
export const styleAnalysesQueryOptions = queryOptions({
  queryKey: queryKeys.styleAnalyses,
  queryFn: () => fetchJson(StyleAnalysisListSchema, "GET", queryKeys.styleAnalyses[0]),
});

export function useStyleAnalyses(enabled: boolean) {
  return useQuery({ ...styleAnalysesQueryOptions, enabled });
}
