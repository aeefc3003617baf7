import { useMutation } from "@tanstack/react-query";
import type { AccountMessage, ForgotPasswordInput } from "@contracts/auth";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => apiJson<AccountMessage>("POST", "/api/auth/forgot-password", input) });
}
