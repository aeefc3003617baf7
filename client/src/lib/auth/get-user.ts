import { queryOptions, useQuery } from "@tanstack/react-query";
import { SIGNED_IN_HINT_COOKIE } from "@contracts/cookies";
import { ApiError, fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Loaded, not imported, and only outside production: this query runs on every page, and zod
// stays out of the first load (decision 0013).
const loadUserSchema = import.meta.env.PROD ? undefined : () => import("@contracts/auth").then((module) => module.UserSchema);

function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

async function fetchUser() {
  try {
    return await fetchJson(loadUserSchema, "GET", queryKeys.user[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null when signed out. A browser that has never signed in (no hint
 * cookie) is not asked about: no request, no 401, and no loading state. When the server answers 401 anyway (the
 * session expired), the stale hint is removed.
 */
export const userQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: async () => {
    if (!hasSignedInHint()) return null;
    const user = await fetchUser();
    if (!user) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return user;
  },
  // Known at once without a hint: signed-out visitors' pages render their final state on the
  // first render instead of a "checking your session" placeholder (decision 0015).
  initialData: () => (hasSignedInHint() ? undefined : null),
  retry: false,
  refetchOnWindowFocus: false,
});

export function useUserQuery() {
  return useQuery(userQueryOptions);
}
