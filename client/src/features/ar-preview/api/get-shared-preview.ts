import { queryOptions, useQuery } from "@tanstack/react-query";
import { SharedArPreviewSchema } from "@contracts/ar-previews";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/shared-previews/{shareId}: public, the title and the picture only. */
export function sharedPreviewQueryOptions(shareId: string) {
  const queryKey = queryKeys.sharedPreview(shareId);
  return queryOptions({ queryKey, queryFn: () => fetchJson(SharedArPreviewSchema, "GET", queryKey[0]) });
}
export const useSharedPreview = (shareId: string) => useQuery(sharedPreviewQueryOptions(shareId));
