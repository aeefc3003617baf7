import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminSummarySchema } from "@contracts/admin";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/summary: the dashboard's admin tiles, computed from the database (decision 20). */
export const adminSummaryQueryOptions = queryOptions({
  queryKey: queryKeys.adminSummary,
  queryFn: () => fetchJson(AdminSummarySchema, "GET", queryKeys.adminSummary[0]),
});

/** Fetched for admins only, once the Admin Panel tab is open. */
export function useAdminSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminSummaryQueryOptions, enabled });
}
