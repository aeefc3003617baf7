import type { AdminAppraisal, AdminAppraisalListQuery } from "@contracts/admin";
import { formatUsdRange, NO_FIGURE } from "@/lib/format";

/** Rows per page of the admin list; the server pages (limit/offset). */
export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/appraisals with the list's query; the search is left out when empty. */
export function buildAdminListUrl(query: AdminAppraisalListQuery): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set("search", search);
  params.set("status", query.status);
  params.set("sort", query.sort);
  params.set("order", query.order);
  params.set("limit", String(query.limit));
  params.set("offset", String(query.offset));
  return `/api/admin/appraisals?${params.toString()}`;
}

/** Whether the admin narrowed the list: an empty list then says "No appraisals match...". */
export function hasActiveFilters(query: Pick<AdminAppraisalListQuery, "search" | "status">): boolean {
  return !!query.search?.trim() || query.status !== "all";
}

/** "21–40 of 45"; "0 of 0" for an empty list. */
export function formatPageRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total.toLocaleString("en-US")}`;
  return `${(offset + 1).toLocaleString("en-US")}–${(offset + shown).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;
}

/** Average completion time in hours with one decimal: "20.0 h"; "—" before any completion. */
export function formatHours(hours: number | null): string {
  return hours === null || !Number.isFinite(hours) ? NO_FIGURE : `${hours.toFixed(1)} h`;
}

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** A YYYY-MM-DD day (UTC) as "Apr 1". */
export function formatDay(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`));
}

/** A YYYY-MM-DD day (UTC) as "April 1, 2026". */
export function formatLongDay(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

const timeOnly = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const localDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** The local day of a timestamp: "Apr 1". */
export function formatShortDate(iso: string): string {
  return localDay.format(new Date(iso));
}

/** The local time of day: "3:05 PM". */
export function formatTime(iso: string): string {
  return timeOnly.format(new Date(iso));
}

/** The same without the year, for the table's narrow columns: "Apr 1, 3:05 PM". */
export function formatShortDateTime(iso: string): string {
  return shortDateTime.format(new Date(iso));
}

/** The estimate in whole US dollars, "$1,200 – $3,400"; "—" before the valuation. */
export function formatEstimatedValue(value: AdminAppraisal["estimatedValue"]): string {
  return value ? formatUsdRange(value) : NO_FIGURE;
}
