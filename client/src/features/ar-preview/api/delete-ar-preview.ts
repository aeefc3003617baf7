import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { AR_PREVIEWS_KEY } from "./list-ar-previews";

/** DELETE /api/ar-previews/{id}: the picture goes, and with it any shared link. */
export function deleteArPreview(id: string) {
  return apiJson<{ ok: true }>("DELETE", `/api/ar-previews/${encodeURIComponent(id)}`);
}
export function useDeleteArPreview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArPreview, onSuccess: () => queryClient.invalidateQueries({ queryKey: AR_PREVIEWS_KEY }) });
}
