import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAppraisalListQuery } from "@contracts/admin";
import { AdminAppraisalListSchema } from "@contracts/admin";
import { apiJson } from "@/lib/api-client";
import { buildAdminListUrl } from "../format";
import { ADMIN_APPRAISALS_KEY } from "./admin-query-keys";

/** The list failure's text (secondary spec section 8); the ApiError rides along as the cause. */
export const LIST_FAILED_MESSAGE = "Failed to fetch appraisals";

/** GET /api/admin/appraisals: search, filter, sort and paging all happen on the server. */
export async function getAdminAppraisals(query: AdminAppraisalListQuery) {
  try {
    return AdminAppraisalListSchema.parse(await apiJson<unknown>("GET", buildAdminListUrl(query)));
  } catch (cause) {
    throw new Error(LIST_FAILED_MESSAGE, { cause });
  }
}

export function adminAppraisalsQueryOptions(query: AdminAppraisalListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_APPRAISALS_KEY, query],
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
