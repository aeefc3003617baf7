import { useQuery } from "@tanstack/react-query";
import { appraisalsQueryOptions } from "@/lib/appraisal-lists";

/** All of the user's appraisals, fetched only while the Portfolio Value tab is open (core spec section 7). */
export function useAppraisals({ enabled }: { enabled: boolean }) {
  return useQuery({ ...appraisalsQueryOptions, enabled });
}
