import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { STYLE_ANALYSES_QUERY_KEY } from "./get-style-analyses";

/** DELETE /api/style-analyses/{id}: removes one of the user's kept analyses. */
export async function deleteStyleAnalysis(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/style-analyses/${encodeURIComponent(id)}`);
}

export function useDeleteStyleAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStyleAnalysis,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STYLE_ANALYSES_QUERY_KEY }),
  });
}
