import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OkResponseSchema } from "@contracts/responses";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

/** DELETE /api/ar-previews/{id}: the picture goes, and with it any shared link. */
export function deleteArPreview(id: string) {
  return fetchJson(OkResponseSchema, "DELETE", `/api/ar-previews/${encodeURIComponent(id)}`);
}
export function useDeleteArPreview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArPreview, onSuccess: () => invalidateAfter(queryClient, { kind: "ar-previews" }) });
}
