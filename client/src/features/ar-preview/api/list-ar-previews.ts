import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArPreview } from "@contracts/ar-previews";

export const AR_PREVIEWS_KEY = ["/api/ar-previews"] as const;

/** GET /api/ar-previews: the signed-in user's saved and shared previews. */
export function arPreviewsQueryOptions(enabled: boolean) {
  return queryOptions<ArPreview[]>({ queryKey: AR_PREVIEWS_KEY, enabled });
}
export const useArPreviews = (enabled: boolean) => useQuery(arPreviewsQueryOptions(enabled));
