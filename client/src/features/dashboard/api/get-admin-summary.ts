import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/admin/summary: the dashboard's admin tiles, computed from the database (decision 20). */
export interface AdminSummary {
  totalAppraisals: number;
  appraisalsThisWeek: number;
  /** Change in appraisals this week against last week, in percent. */
  weeklyChangePercent: number;
  pendingReviews: number;
  /** US dollars. */
  revenueThisMonth: number;
}

export const adminSummaryQueryOptions = queryOptions<AdminSummary>({ queryKey: ["/api/admin/summary"] });

/** Fetched for admins only, once the Admin Panel tab is open. */
export function useAdminSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminSummaryQueryOptions, enabled });
}
