import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Loaded, not imported, and only outside production: zod stays out of /credits' first load
// (decision 0015; see ResponseSchema in api-client).
const loadCreditsResponseSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.CreditsResponseSchema);

/** The signed-in user's balance and ledger (core spec section 7: only when signed in). */
export const creditsQueryOptions = queryOptions({
  queryKey: queryKeys.credits,
  queryFn: () => fetchJson(loadCreditsResponseSchema, "GET", queryKeys.credits[0]),
});

export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions, enabled });
}
