import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Appraisal } from "@contracts/appraisals";

/** GET /api/appraisals/{id}: the owner's appraisal whose photo and size the preview uses (same key as the detail page). */
export function artworkQueryOptions(appraisalId: string, enabled: boolean) {
  return queryOptions<Appraisal>({ queryKey: [`/api/appraisals/${encodeURIComponent(appraisalId)}`], enabled });
}
export const useArtworkAppraisal = (appraisalId: string, enabled: boolean) => useQuery(artworkQueryOptions(appraisalId, enabled));
