import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AdminAppraisalListSchema, type AdminAppraisalListQuery } from "@contracts/admin";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildAdminListUrl } from "../format";

/** The list failure's text (secondary spec section 8); the ApiError rides along as the cause. */
export const LIST_FAILED_MESSAGE = "Failed to fetch appraisals";

/** GET /api/admin/appraisals: search, filter, sort and paging all happen on the server. */
export async function getAdminAppraisals(query: AdminAppraisalListQuery) {
  try {
    return await fetchJson(AdminAppraisalListSchema, "GET", buildAdminListUrl(query));
  } catch (cause) {
    throw new Error(LIST_FAILED_MESSAGE, { cause });
  }
}

export function adminAppraisalsQueryOptions(query: AdminAppraisalListQuery) {
  return queryOptions({
    queryKey: queryKeys.adminAppraisalList(query),
    queryFn: () => getAdminAppraisals(query),
    // The previous page stays on screen while the next one loads (no flash of the skeleton).
    placeholderData: keepPreviousData,
    // Coming back to the desk shows the list as it is now.
    staleTime: 0,
  });
}

export function useAdminAppraisals(query: AdminAppraisalListQuery) {
  return useQuery(adminAppraisalsQueryOptions(query));
}
