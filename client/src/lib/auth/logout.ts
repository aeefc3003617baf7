import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { USER_QUERY_KEY } from "./get-user";

/**
 * Signs out, empties the whole client cache and returns to / (core spec section 4). It navigates
 * inside the app rather than reloading the page, so the "Signed out" toast stays visible.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate("/");
      toast({ title: "Signed out", description: "You've been successfully signed out." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: error.message, variant: "destructive" });
    },
  });
}
