import { queryOptions, useQuery } from "@tanstack/react-query";
import { CreditPackageListSchema } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The packages and their prices, as the server (the only authority, decision 10) states them. */
export const creditPackagesQueryOptions = queryOptions({
  queryKey: queryKeys.creditPackages,
  queryFn: () => fetchJson(CreditPackageListSchema, "GET", queryKeys.creditPackages[0]),
});

export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions);
}
