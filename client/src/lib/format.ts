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
