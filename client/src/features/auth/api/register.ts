import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput, User } from "@contracts/auth";
import { ApiError, apiJson } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { getSiteConfig } from "@/lib/site-config";
import { USER_QUERY_KEY } from "@/lib/auth/get-user";

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<{ user: User }>("POST", "/api/register", input),
    onSuccess: ({ user }) => {
      // The new account is signed in at once (core spec section 4).
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Account created!", description: `Welcome to ${getSiteConfig().appName}.` });
    },
    onError: (error) => {
      const serverText = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Registration failed", description: serverText ?? "Please try again or contact support.", variant: "destructive" });
    },
  });
}
