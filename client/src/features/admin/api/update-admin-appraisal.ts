import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAppraisalUpdate } from "@contracts/admin";
import { AppraisalSchema, type Appraisal } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

/** PATCH /api/admin/appraisals/{id}: the edit form and Mark Complete ({status: "completed"}). */
export function updateAdminAppraisal({ appraisalId, update }: { appraisalId: string; update: AdminAppraisalUpdate }): Promise<Appraisal> {
  return fetchJson(AppraisalSchema, "PATCH", `/api/admin/appraisals/${encodeURIComponent(appraisalId)}`, update);
}

export function useUpdateAdminAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminAppraisal,
    onSettled: (_data, _error, { appraisalId }) => invalidateAfter(queryClient, { kind: "appraisal", appraisalId }),
  });
}
