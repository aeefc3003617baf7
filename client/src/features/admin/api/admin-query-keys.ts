import type { QueryClient } from "@tanstack/react-query";

/** The admin list's key prefix: every page, filter and single-row lookup starts with it. */
export const ADMIN_APPRAISALS_KEY = ["/api/admin/appraisals"] as const;
export const ADMIN_ANALYTICS_KEY = ["/api/admin/analytics"] as const;

/**
 * After an admin changes or deletes an appraisal: the admin list and figures, and the views
 * that show the same appraisal elsewhere (its detail screen, the dashboard's lists; decision 21).
 */
export function invalidateAfterAdminChange(queryClient: QueryClient, appraisalId: string): Promise<void> {
  const keys = [
    ADMIN_APPRAISALS_KEY,
    ADMIN_ANALYTICS_KEY,
    ["/api/admin/summary"],
    [`/api/admin/appraisals/${encodeURIComponent(appraisalId)}/draft`],
    [`/api/appraisals/${encodeURIComponent(appraisalId)}`],
    ["/api/appraisals"],
    ["/api/appraisals/recent"],
    ["/api/portfolio"],
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))).then(() => undefined);
}
