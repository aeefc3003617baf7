import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AccountMessageSchema, type ResetPasswordInput } from "@contracts/auth";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/auth/reset-password {token, password, confirmPassword}: every session of the account ends. */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => fetchJson(AccountMessageSchema, "POST", "/api/auth/reset-password", input),
    // This browser was signed out too, if it was signed in to that account.
    onSuccess: () => queryClient.setQueryData(queryKeys.user, null),
  });
}
