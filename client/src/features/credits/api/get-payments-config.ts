import { queryOptions, useQuery } from "@tanstack/react-query";
import { PaymentsConfigSchema } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Which card form to show (Stripe or the built-in test provider) and Stripe's publishable key. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: queryKeys.paymentsConfig,
  queryFn: () => fetchJson(PaymentsConfigSchema, "GET", queryKeys.paymentsConfig[0]),
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
