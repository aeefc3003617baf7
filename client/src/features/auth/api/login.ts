import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserSchema, type LoginInput } from "@contracts/auth";
import { fetchJson } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { invalidateAfter } from "@/lib/invalidate";
import { queryKeys } from "@/lib/query-keys";
import { describeRetryTime, getRetryAfterSeconds } from "../retry-after";

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => fetchJson(UserSchema, "POST", "/api/login", input),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      await invalidateAfter(queryClient, { kind: "user" });
      toast({ title: "Welcome back!", description: "You've successfully signed in." });
    },
    onError: (error) => {
      // Core spec: "Login failed / Invalid credentials" for any non-OK answer; a throttled
      // account or address is told when it may try again instead (issue 13).
      const wait = getRetryAfterSeconds(error);
      const description = wait
        ? `Too many failed sign-in attempts. Please try again ${describeRetryTime(wait)}, or reset your password.`
        : "Invalid credentials";
      toast({ title: "Login failed", description, variant: "destructive" });
    },
  });
}
