import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppraisalSchema } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/appraisals/{id}: the owner's appraisal whose photo and size the preview uses (same key and shape as the detail page). */
export function artworkQueryOptions(appraisalId: string, enabled: boolean) {
  const queryKey = queryKeys.appraisal(appraisalId);
  return queryOptions({ queryKey, queryFn: () => fetchJson(AppraisalSchema, "GET", queryKey[0]), enabled });
}
export const useArtworkAppraisal = (appraisalId: string, enabled: boolean) => useQuery(artworkQueryOptions(appraisalId, enabled));
