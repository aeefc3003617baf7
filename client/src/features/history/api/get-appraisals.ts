import { useQuery } from "@tanstack/react-query";
import { appraisalsQueryOptions } from "@/lib/appraisal-lists";

/** The user's appraisals for the history page: the dashboard's list, key and polling. */
export function useAppraisalHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appraisalsQueryOptions, enabled });
}
