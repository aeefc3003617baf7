import { useMutation } from "@tanstack/react-query";
import type { AccountMessage } from "@contracts/auth";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/resend-verification: a new link for the signed-in account (rate-limited). */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: () => apiJson<AccountMessage>("POST", "/api/auth/resend-verification") });
}
