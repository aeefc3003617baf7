import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminDraftSchema } from "@contracts/admin";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/appraisals/{id}/draft: the drafted report's text for the edit form. */
export function adminDraftQueryOptions(appraisalId: string) {
  const queryKey = queryKeys.adminDraft(appraisalId);
  return queryOptions({
    queryKey,
    queryFn: () => fetchJson(AdminDraftSchema, "GET", queryKey[0]),
    // The form must start from the text as saved now, not as it was when last opened.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAdminDraft(appraisalId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...adminDraftQueryOptions(appraisalId), enabled });
}
