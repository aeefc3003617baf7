import { useMutation } from "@tanstack/react-query";
import { SendReportEmailResponseSchema, type SendReportEmailInput } from "@contracts/reports";
import { fetchJson } from "@/lib/api-client";

/** POST /api/appraisals/{id}/send-email {recipientEmail}: the report PDF goes as an attachment. */
export function sendReportEmail({ appraisalId, ...input }: SendReportEmailInput & { appraisalId: string }) {
  return fetchJson(SendReportEmailResponseSchema, "POST", `/api/appraisals/${encodeURIComponent(appraisalId)}/send-email`, input);
}

export function useSendReportEmail() {
  return useMutation({ mutationFn: sendReportEmail });
}
