import { useMutation, useQueryClient } from "@tanstack/react-query";

/** Every list that can show an appraisal, refreshed after a delete (decision 21). */
export const APPRAISAL_LIST_KEYS = [["/api/appraisals/recent"], ["/api/appraisals"], ["/api/portfolio"], ["/api/credits"]] as const;

/** A non-OK delete answer: the spec shows no message for it, unlike a network exception. */
export class DeleteRefusedError extends Error {
  constructor(readonly status: number) {
    super(`${status}: delete refused`);
    this.name = "DeleteRefusedError";
  }
}

/** DELETE /api/appraisals/{id} with a JSON content type and no body (core spec section 7); answers whether the credit came back (decision 36). */
export async function deleteAppraisal(id: string): Promise<{ refunded: boolean }> {
  const response = await fetch(`/api/appraisals/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
  });
  if (!response.ok) throw new DeleteRefusedError(response.status);
  const body = (await response.json().catch(() => ({}))) as { refunded?: unknown };
  return { refunded: body.refunded === true };
}

export function useDeleteAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppraisal,
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: [`/api/appraisals/${id}`] });
      for (const queryKey of APPRAISAL_LIST_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
}
