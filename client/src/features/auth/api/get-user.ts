import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@contracts/auth";
import { getQueryFn } from "@/lib/query-client";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** The signed-in user, or null when the server answers 401 (signed out). */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: "returnNull" }),
  retry: false,
  refetchOnWindowFocus: false,
});

export function useUserQuery() {
  return useQuery(userQueryOptions);
}
