import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentsConfig } from "@contracts/credits";
import { apiJson } from "@/lib/api-client";

/** Which card form to show (Stripe or the built-in test provider) and Stripe's publishable key. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ["/api/payments/config"] as const,
  queryFn: () => apiJson<PaymentsConfig>("GET", "/api/payments/config"),
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
