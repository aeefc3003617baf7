import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

// Apart from the keys: every page's first load needs a key or two, none needs this.

/** What changed, and so which views are stale. */
export type Change =
  | { kind: "appraisal"; appraisalId?: string }
  | { kind: "credits" }
  | { kind: "user" }
  | { kind: "ar-previews" }
  | { kind: "local-previews" }
  | { kind: "style-analyses" };

/** Every view that shows an appraisal: the user's lists, the balance (refunds), the admin desk. */
function keysShowingAppraisals(appraisalId?: string): QueryKey[] {
  const lists = [
    queryKeys.recentAppraisals,
    queryKeys.appraisals,
    queryKeys.portfolio,
    queryKeys.credits,
    queryKeys.adminSummary,
    queryKeys.adminAnalytics,
    queryKeys.adminAppraisals,
  ];
  return appraisalId ? [...lists, queryKeys.appraisal(appraisalId), queryKeys.adminDraft(appraisalId)] : lists;
}

function keysFor(change: Change): QueryKey[] {
  switch (change.kind) {
    case "appraisal":
      return keysShowingAppraisals(change.appraisalId);
    case "credits":
      return [queryKeys.credits];
    case "user":
      return [queryKeys.user];
    case "ar-previews":
      return [queryKeys.arPreviews];
    case "local-previews":
      return [queryKeys.localPreviews];
    case "style-analyses":
      return [queryKeys.styleAnalyses];
  }
}

/** The one way a mutation refreshes what it changed (decision 21: every list showing it). */
export async function invalidateAfter(queryClient: QueryClient, change: Change): Promise<void> {
  await Promise.all(keysFor(change).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
