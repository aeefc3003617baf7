import { QueryClient } from "@tanstack/react-query";

/**
 * The spec's query defaults (core section 7): no retries, never stale. Every query states its
 * key (lib/query-keys.ts) and its fetch (fetchJson with the contract's schema), so there is no
 * default query function.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
