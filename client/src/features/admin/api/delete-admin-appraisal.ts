import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OkResponseSchema } from "@contracts/responses";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/admin/appraisals/{id}: any user's appraisal, with its files. */
export async function deleteAdminAppraisal(appraisalId: string): Promise<void> {
  await fetchJson(OkResponseSchema, "DELETE", `/api/admin/appraisals/${encodeURIComponent(appraisalId)}`);
}

export function useDeleteAdminAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminAppraisal,
    onSuccess: (_data, appraisalId) => {
      // The deleted appraisal's own views must not refetch into a 404.
      queryClient.removeQueries({ queryKey: queryKeys.appraisal(appraisalId) });
    },
    // Not awaited: the detail page leaves for /admin at once instead of refetching a deleted appraisal.
    onSettled: (_data, _error, appraisalId) => void invalidateAfter(queryClient, { kind: "appraisal", appraisalId }),
  });
}
