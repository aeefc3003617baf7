import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditPackage } from "@contracts/credits";
import { apiJson } from "@/lib/api-client";

/** The packages and their prices, as the server (the only authority, decision 10) states them. */
export const creditPackagesQueryOptions = queryOptions({
  queryKey: ["/api/credit-packages"] as const,
  queryFn: () => apiJson<CreditPackage[]>("GET", "/api/credit-packages"),
});

export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions);
}
