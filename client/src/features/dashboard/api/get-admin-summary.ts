import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSummary } from "@contracts/admin";

/** GET /api/admin/summary: the dashboard's admin tiles, computed from the database (decision 20). */
export const adminSummaryQueryOptions = queryOptions<AdminSummary>({ queryKey: ["/api/admin/summary"] });

/** Fetched for admins only, once the Admin Panel tab is open. */
export function useAdminSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminSummaryQueryOptions, enabled });
}
