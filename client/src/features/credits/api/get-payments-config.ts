import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Loaded only outside production, so zod stays out of /credits' first load (decision 0015).
const loadPaymentsConfigSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.PaymentsConfigSchema);

/** Which card form to show (Stripe or the built-in test provider) and Stripe's publishable key. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: queryKeys.paymentsConfig,
  queryFn: () => fetchJson(loadPaymentsConfigSchema, "GET", queryKeys.paymentsConfig[0]),
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
