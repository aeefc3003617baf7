import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditsResponse } from "@contracts/credits";
import { apiJson } from "@/lib/api-client";

export const CREDITS_QUERY_KEY = ["/api/credits"] as const;

/** The signed-in user's balance and ledger (core spec section 7: only when signed in). */
export const creditsQueryOptions = queryOptions({
  queryKey: CREDITS_QUERY_KEY,
  queryFn: () => apiJson<CreditsResponse>("GET", "/api/credits"),
});

export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions, enabled });
}
