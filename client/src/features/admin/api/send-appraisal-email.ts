import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterAdminChange } from "./admin-query-keys";

/** POST /api/admin/appraisals/{id}/send-email, no body: the report goes to its owner. */
export async function sendAppraisalEmail(appraisalId: string): Promise<void> {
  await apiRequest("POST", `/api/admin/appraisals/${encodeURIComponent(appraisalId)}/send-email`);
}

export function useSendAppraisalEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAppraisalEmail,
    onSettled: (_data, _error, appraisalId) => invalidateAfterAdminChange(queryClient, appraisalId),
  });
}
