import { useQuery } from "@tanstack/react-query";
import { recentAppraisalsQueryOptions } from "@/lib/appraisal-lists";

/** The six newest appraisals; they follow the pipeline while a card still says Processing. */
export function useRecentAppraisals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentAppraisalsQueryOptions, enabled });
}
