import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OkResponseSchema } from "@contracts/responses";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

/** POST /api/admin/appraisals/{id}/send-email: no body for the first send, {resend: true} once the admin confirmed a second. */
export async function sendAppraisalEmail({ appraisalId, resend = false }: { appraisalId: string; resend?: boolean }): Promise<void> {
  await fetchJson(
    OkResponseSchema,
    "POST",
    `/api/admin/appraisals/${encodeURIComponent(appraisalId)}/send-email`,
    resend ? { resend: true } : undefined,
  );
}

export function useSendAppraisalEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAppraisalEmail,
    onSettled: (_data, _error, { appraisalId }) => invalidateAfter(queryClient, { kind: "appraisal", appraisalId }),
  });
}
