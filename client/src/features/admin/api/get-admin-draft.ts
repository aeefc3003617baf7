import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminDraftSchema } from "@contracts/admin";
import { apiJson } from "@/lib/api-client";

const draftUrl = (appraisalId: string) => `/api/admin/appraisals/${encodeURIComponent(appraisalId)}/draft`;

/** GET /api/admin/appraisals/{id}/draft: the drafted report's text for the edit form. */
export function adminDraftQueryOptions(appraisalId: string) {
  return queryOptions({
    queryKey: [draftUrl(appraisalId)],
    queryFn: async () => AdminDraftSchema.parse(await apiJson<unknown>("GET", draftUrl(appraisalId))),
    // The form must start from the text as saved now, not as it was when last opened.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAdminDraft(appraisalId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...adminDraftQueryOptions(appraisalId), enabled });
}
