import { queryOptions, useQuery } from "@tanstack/react-query";
import { CreditsResponseSchema } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in user's balance and ledger (core spec section 7: only when signed in). */
export const creditsQueryOptions = queryOptions({
  queryKey: queryKeys.credits,
  queryFn: () => fetchJson(CreditsResponseSchema, "GET", queryKeys.credits[0]),
});

export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions, enabled });
}
