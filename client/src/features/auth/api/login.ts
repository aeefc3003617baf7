import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, User } from "@contracts/auth";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { USER_QUERY_KEY } from "./get-user";

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<User>("POST", "/api/login", input),
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: "Welcome back!", description: "You've successfully signed in." });
    },
    onError: () => {
      // Core spec: "Login failed / Invalid credentials" for any non-OK answer.
      toast({ title: "Login failed", description: "Invalid credentials", variant: "destructive" });
    },
  });
}
