import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAppraisal } from "@contracts/admin";
import { ApiError } from "@/lib/api-client";
import { getAdminAppraisals } from "./get-admin-appraisals";
import { queryKeys } from "@/lib/query-keys";

/**
 * One appraisal's admin row (payment, e-mail, priority, notes) for the detail screen's toolbar:
 * the list searched by its id, so it shares the list's key prefix and refreshes with it.
 */
export function adminAppraisalQueryOptions(appraisalId: string) {
  const query = { search: appraisalId, status: "all", sort: "deadline", order: "asc", limit: 5, offset: 0 } as const;
  return queryOptions({
    queryKey: queryKeys.adminAppraisalRow(appraisalId),
    queryFn: async (): Promise<AdminAppraisal> => {
      const { items } = await getAdminAppraisals(query);
      const row = items.find((item) => item.id === appraisalId);
      if (!row) throw new ApiError(404, JSON.stringify({ message: "Appraisal not found." }));
      return row;
    },
  });
}

export function useAdminAppraisal(appraisalId: string) {
  return useQuery(adminAppraisalQueryOptions(appraisalId));
}
