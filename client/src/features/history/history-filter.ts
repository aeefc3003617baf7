import { getMediumLabel, type AppraisalListItem } from "@contracts/appraisals";
import { midValue } from "@contracts/portfolio";
import { getOwnerStatus } from "@/lib/appraisal-status";

/**
 * The status filter of /history (core spec section 9): failed appraisals show under "all" only.
 * "In review" is the status the row's badge shows for a draft an appraiser checks (decision 39).
 */
export const HISTORY_STATUS_FILTERS = [
  { value: "all", label: "All statuses" },
  { value: "pending", label: "Pending" },
  { value: "processing", label: "Processing" },
  { value: "review", label: "In review" },
  { value: "completed", label: "Completed" },
] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number]["value"];

/** The four sorts of /history (core spec section 9); value sorts use the mean of low and high. */
export const HISTORY_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "highest", label: "Highest value" },
  { value: "lowest", label: "Lowest value" },
] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number]["value"];

export interface HistoryQuery {
  search: string;
  status: HistoryStatusFilter;
  sort: HistorySort;
}

export const DEFAULT_HISTORY_QUERY: HistoryQuery = { search: "", status: "all", sort: "newest" };

function matchesSearch(item: AppraisalListItem, needle: string): boolean {
  if (!needle) return true;
  // The medium matches by its stored value ("oil"), by the wizard's label ("Oil on Canvas") and by
  // the label the row shows ("Oil on Panel"); the artist by the name and by the row's credit.
  const haystacks = [item.title, item.artistName ?? "", item.artistLabel ?? "", item.medium, getMediumLabel(item.medium), item.mediumLabel];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

function time(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * The appraisals /history shows for a search, status filter and sort. Search matches title,
 * artist and medium, case-insensitively. Appraisals without a value sort after those with one
 * in both value sorts; ties fall back to newest first, then to the order given.
 */
export function filterAppraisalHistory(items: readonly AppraisalListItem[], query: HistoryQuery): AppraisalListItem[] {
  const needle = query.search.trim().toLowerCase();
  const filtered = items.filter((item) => (query.status === "all" || getOwnerStatus(item) === query.status) && matchesSearch(item, needle));

  const byNewest = (a: AppraisalListItem, b: AppraisalListItem) => time(b.submittedAt) - time(a.submittedAt);
  const byValue = (direction: 1 | -1) => (a: AppraisalListItem, b: AppraisalListItem) => {
    if (!a.estimatedValue || !b.estimatedValue) {
      if (a.estimatedValue) return -1;
      if (b.estimatedValue) return 1;
      return byNewest(a, b);
    }
    return direction * (midValue(a.estimatedValue) - midValue(b.estimatedValue)) || byNewest(a, b);
  };

  // Array.prototype.sort is stable, so equal items keep the order the server sent.
  switch (query.sort) {
    case "newest":
      return filtered.sort(byNewest);
    case "oldest":
      return filtered.sort((a, b) => time(a.submittedAt) - time(b.submittedAt));
    case "highest":
      return filtered.sort(byValue(-1));
    case "lowest":
      return filtered.sort(byValue(1));
  }
}
