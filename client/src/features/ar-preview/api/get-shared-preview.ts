import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SharedArPreview } from "@contracts/ar-previews";

/** GET /api/shared-previews/{shareId}: public, the title and the picture only. */
export function sharedPreviewQueryOptions(shareId: string) {
  return queryOptions<SharedArPreview>({ queryKey: [`/api/shared-previews/${encodeURIComponent(shareId)}`] });
}
export const useSharedPreview = (shareId: string) => useQuery(sharedPreviewQueryOptions(shareId));
