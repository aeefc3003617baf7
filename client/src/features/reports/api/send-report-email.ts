import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/appraisals/{id}/send-email {recipientEmail}: the report PDF goes as an attachment. */
export function sendReportEmail({ appraisalId, recipientEmail }: { appraisalId: string; recipientEmail: string }) {
  return apiJson<{ ok: true; recipientEmail: string }>("POST", `/api/appraisals/${encodeURIComponent(appraisalId)}/send-email`, {
    recipientEmail,
  });
}

export function useSendReportEmail() {
  return useMutation({ mutationFn: sendReportEmail });
}
