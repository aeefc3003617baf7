import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OkResponseSchema } from "@contracts/responses";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

/** DELETE /api/style-analyses/{id}: removes one of the user's kept analyses. */
export async function deleteStyleAnalysis(id: string): Promise<void> {
  await fetchJson(OkResponseSchema, "DELETE", `/api/style-analyses/${encodeURIComponent(id)}`);
}

export function useDeleteStyleAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStyleAnalysis,
    onSuccess: () => void invalidateAfter(queryClient, { kind: "style-analyses" }),
  });
}
