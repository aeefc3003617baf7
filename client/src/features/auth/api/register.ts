import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RegisterResponseSchema, type RegisterInput } from "@contracts/auth";
import { ApiError, fetchJson } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { getSiteConfig } from "@/lib/site-config";
import { queryKeys } from "@/lib/query-keys";

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => fetchJson(RegisterResponseSchema, "POST", "/api/register", input),
    onSuccess: ({ user }) => {
      // The new account is signed in at once (core spec section 4).
      queryClient.setQueryData(queryKeys.user, user);
      toast({ title: "Account created!", description: `Welcome to ${getSiteConfig().appName}.` });
    },
    onError: (error) => {
      const serverText = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Registration failed", description: serverText ?? "Please try again or contact support.", variant: "destructive" });
    },
  });
}
