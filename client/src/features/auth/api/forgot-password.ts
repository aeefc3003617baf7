import { useMutation } from "@tanstack/react-query";
import { AccountMessageSchema, type ForgotPasswordInput } from "@contracts/auth";
import { fetchJson } from "@/lib/api-client";

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => fetchJson(AccountMessageSchema, "POST", "/api/auth/forgot-password", input),
  });
}
