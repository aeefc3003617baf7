import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAppraisalUpdate } from "@contracts/admin";
import type { Appraisal } from "@contracts/appraisals";
import { apiJson } from "@/lib/api-client";
import { invalidateAfterAdminChange } from "./admin-query-keys";

/** PATCH /api/admin/appraisals/{id}: the edit form and Mark Complete ({status: "completed"}). */
export function updateAdminAppraisal({ appraisalId, update }: { appraisalId: string; update: AdminAppraisalUpdate }): Promise<Appraisal> {
  return apiJson<Appraisal>("PATCH", `/api/admin/appraisals/${encodeURIComponent(appraisalId)}`, update);
}

export function useUpdateAdminAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminAppraisal,
    onSettled: (_data, _error, { appraisalId }) => invalidateAfterAdminChange(queryClient, appraisalId),
  });
}
