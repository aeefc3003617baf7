import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, apiJson } from "./api-client";

/** What a query does on 401: throw (default) or resolve to null ("signed out"). */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>("GET", String(queryKey[0]));
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The spec's query defaults (core section 7): key[0] is the URL, no retries, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
