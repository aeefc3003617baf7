import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountMessage, User, VerifyEmailInput } from "@contracts/auth";
import { apiJson } from "@/lib/api-client";
import { USER_QUERY_KEY } from "@/lib/auth/get-user";

/** POST /api/auth/verify-email {token}: the page the e-mailed link opens calls it once. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => apiJson<AccountMessage & { user: User }>("POST", "/api/auth/verify-email", input),
    // The reminder disappears (and an admin's desk appears) in this browser when it is the account's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
