import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteAppraisalResponse } from "@contracts/appraisals";
import { invalidateAfter } from "@/lib/invalidate";
import { queryKeys } from "@/lib/query-keys";

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
  // Raw fetch rather than fetchJson: a refused delete is its own error, and an unreadable body means no refund.
  const body = (await response.json().catch(() => ({}))) as Partial<DeleteAppraisalResponse>;
  return { refunded: body.refunded === true };
}

export function useDeleteAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppraisal,
    onSettled: (_data, _error, id) => {
      // The deleted appraisal's own view must not refetch into a 404; every list showing it refreshes.
      queryClient.removeQueries({ queryKey: queryKeys.appraisal(id) });
      void invalidateAfter(queryClient, { kind: "appraisal" });
    },
  });
}
