/** Small pure formatters the Quick Valuation card and the trends lists share. */

/** Trend bar width in percent: absolute change times 4, capped at 100 (core spec section 9). */
export function getTrendBarWidth(change: number): number {
  return Math.min(100, Math.abs(change) * 4);
}

/** "+15.6%", "-1.2%", "+0.2%". */
export function formatChange(change: number): string {
  return `${change > 0 ? "+" : change < 0 ? "-" : ""}${Math.abs(change).toFixed(1)}%`;
}

/** The Age tile: "100 years old" ("1 year old"). */
export function describeAge(age: number): string {
  return `${age} ${age === 1 ? "year" : "years"} old`;
}

/** The Size tile: "24 x 36" and "864 sq in". */
export function describeSize(width: number, height: number): { dimensions: string; area: string } {
  return { dimensions: `${width} x ${height}`, area: `${(width * height).toLocaleString("en-US")} sq in` };
}
