import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Loaded only outside production, so zod stays out of /credits' first load (decision 0015).
const loadPackageListSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.CreditPackageListSchema);

/** The packages and their prices, as the server (the only authority, decision 10) states them. */
export const creditPackagesQueryOptions = queryOptions({
  queryKey: queryKeys.creditPackages,
  queryFn: () => fetchJson(loadPackageListSchema, "GET", queryKeys.creditPackages[0]),
});

export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions);
}
