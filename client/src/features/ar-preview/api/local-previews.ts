import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/lib/invalidate";
import { queryKeys } from "@/lib/query-keys";
import { deleteLocalPreview, listLocalPreviews, saveLocalPreview, type LocalPreview } from "../lib/local-previews";

/** Previews kept in this browser (visitors, or made before signing in). */
export const useLocalPreviews = () => useQuery({ queryKey: queryKeys.localPreviews, queryFn: listLocalPreviews });
export function useSaveLocalPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preview: LocalPreview) => saveLocalPreview(preview),
    onSuccess: () => invalidateAfter(queryClient, { kind: "local-previews" }),
  });
}
export function useDeleteLocalPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLocalPreview(id),
    onSuccess: () => invalidateAfter(queryClient, { kind: "local-previews" }),
  });
}
