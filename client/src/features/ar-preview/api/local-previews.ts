import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteLocalPreview, listLocalPreviews, saveLocalPreview, type LocalPreview } from "../lib/local-previews";

const LOCAL_PREVIEWS_KEY = ["ar-preview", "local"] as const;

/** Previews kept in this browser (visitors, or made before signing in). */
export const useLocalPreviews = () => useQuery({ queryKey: LOCAL_PREVIEWS_KEY, queryFn: listLocalPreviews });
export function useSaveLocalPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preview: LocalPreview) => saveLocalPreview(preview),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCAL_PREVIEWS_KEY }),
  });
}
export function useDeleteLocalPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLocalPreview(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCAL_PREVIEWS_KEY }),
  });
}
