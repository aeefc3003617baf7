import { useMutation, useQueryClient } from "@tanstack/react-query";
import { VerifyEmailResponseSchema, type VerifyEmailInput } from "@contracts/auth";
import { fetchJson } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";

/** POST /api/auth/verify-email {token}: the page the e-mailed link opens calls it once. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => fetchJson(VerifyEmailResponseSchema, "POST", "/api/auth/verify-email", input),
    // The reminder disappears (and an admin's desk appears) in this browser when it is the account's own.
    onSuccess: () => invalidateAfter(queryClient, { kind: "user" }),
  });
}
