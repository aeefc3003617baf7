import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { fetchJson } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { queryKeys } from "@/lib/query-keys";

// Loaded, not imported: the header is on every page and zod stays out of the first load.
const loadOkSchema = import.meta.env.PROD ? undefined : () => import("@contracts/responses").then((module) => module.OkResponseSchema);

/**
 * Signs out, empties the whole client cache and returns to / (core spec section 4). It navigates
 * inside the app rather than reloading the page, so the "Signed out" toast stays visible.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await fetchJson(loadOkSchema, "POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user, null);
      navigate("/");
      toast({ title: "Signed out", description: "You've been successfully signed out." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: error.message, variant: "destructive" });
    },
  });
}
