import { queryOptions, useQuery } from "@tanstack/react-query";
import { ArPreviewSchema } from "@contracts/ar-previews";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const ArPreviewListSchema = ArPreviewSchema.array();

/** GET /api/ar-previews: the signed-in user's saved and shared previews. */
export function arPreviewsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.arPreviews,
    queryFn: () => fetchJson(ArPreviewListSchema, "GET", queryKeys.arPreviews[0]),
    enabled,
  });
}
export const useArPreviews = (enabled: boolean) => useQuery(arPreviewsQueryOptions(enabled));
