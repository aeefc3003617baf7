/** Formatters the whole client shares, so one figure never reads two ways on two pages. */

// Money is formatted in contracts/, because the server's PDF and the engine's text write it too.
export { formatUsd, formatUsdRange } from "@contracts/money";

/** Shown when a figure cannot be computed yet. */
export const NO_FIGURE = "—";

export interface TrendFigure {
  label: string;
  direction: "up" | "down" | "flat" | "none";
}

/** A change with its sign, "+300.0%" or "−12.5%"; "—" without a base to compare against (null). */
export function formatPercentChange(percent: number | null): TrendFigure {
  if (percent === null || !Number.isFinite(percent)) return { label: NO_FIGURE, direction: "none" };
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return { label: "0.0%", direction: "flat" };
  return { label: `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}%`, direction: rounded > 0 ? "up" : "down" };
}

// Made on first use, not when a page loads: ICU's first set-up costs tens of milliseconds on a
// phone (decision 0015), and most pages write no date.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment in the reader's time zone, the one way the client writes one: "Apr 1, 2026, 3:05 PM"
 * (en-US, as the spec's figures are). Spelled out field by field rather than with dateStyle and
 * timeStyle, whose joining word ("," or "at") differs between ICU versions.
 */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTimeFormat.format(new Date(iso));
}

/** A day as the spec writes one ("Last updated May 20, 2025"): "April 1, 2026". */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
  return dateFormat.format(new Date(iso));
}

const MEGABYTE = 1024 * 1024;

/** A file's size for file lists: "2.4 MB", "312 KB", "512 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** An upload limit as the spec's messages write it ("the 10MB size limit"), from the contracts' byte constant. */
export function formatSizeLimit(bytes: number): string {
  return `${Number((bytes / MEGABYTE).toFixed(1))}MB`;
}
