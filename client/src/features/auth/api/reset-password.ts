import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountMessage, ResetPasswordInput } from "@contracts/auth";
import { apiJson } from "@/lib/api-client";
import { USER_QUERY_KEY } from "@/lib/auth/get-user";

/** POST /api/auth/reset-password {token, password, confirmPassword}: every session of the account ends. */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiJson<AccountMessage>("POST", "/api/auth/reset-password", input),
    // This browser was signed out too, if it was signed in to that account.
    onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null),
  });
}
