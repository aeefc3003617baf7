import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@contracts/auth";
import { SIGNED_IN_HINT_COOKIE } from "@contracts/cookies";
import { getQueryFn } from "@/lib/query-client";

export const USER_QUERY_KEY = ["/api/user"] as const;

const fetchUser = getQueryFn<User>({ on401: "returnNull" });

function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * The signed-in user, or null when signed out. A browser that has never signed in (no hint
 * cookie) is not asked about: no request, no 401. When the server answers 401 anyway (the
 * session expired), the stale hint is removed.
 */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: async (context) => {
    if (!hasSignedInHint()) return null;
    const user = await fetchUser(context);
    if (!user) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return user;
  },
  retry: false,
  refetchOnWindowFocus: false,
});

export function useUserQuery() {
  return useQuery(userQueryOptions);
}
