import type { MapView, RegionMarketData } from "./content/trend-map-data";

/** The spec's heat colour steps (section 9): the colour changes at these activity levels. */
export const HEAT_THRESHOLDS = [80, 70, 60, 50, 40, 30, 20] as const;

/** One colour per band, hottest first: 80 and above, 70-79, ..., 20-29, below 20. */
export const HEAT_COLORS = ["#b91c1c", "#ea580c", "#f59e0b", "#facc15", "#a3e635", "#4ade80", "#22d3ee", "#3b82f6"] as const;

/** Growth view: change in sales volume (percent) where the colour changes, largest first. */
export const GROWTH_THRESHOLDS = [40, 20, 10, 5, 0, -5] as const;
/** Greens for growth, reds for decline (7 bands: 40+, 20-39, 10-19, 5-9, 0-4, -5 to -1, below -5). */
export const GROWTH_COLORS = ["#15803d", "#16a34a", "#22c55e", "#4ade80", "#bbf7d0", "#fca5a5", "#dc2626"] as const;

/** Leading-style colours for the Styles view; every style that leads a region in the data has one. */
export const STYLE_COLORS: Record<string, string> = {
  Contemporary: "#f97316",
  Modern: "#a855f7",
  Impressionism: "#3b82f6",
  "Old Masters": "#b45309",
  "American Realism": "#14b8a6",
  Regionalism: "#eab308",
  "Western Art": "#ef4444",
  "Northwest School": "#22c55e",
  Landscape: "#84cc16",
  "Pacific Island Art": "#06b6d4",
  "Alaska Native Art": "#ec4899",
};
const OTHER_STYLE_COLOR = "#94a3b8";

function bandIndex(value: number, thresholds: readonly number[]): number {
  const index = thresholds.findIndex((threshold) => value >= threshold);
  return index === -1 ? thresholds.length : index;
}

/** The heat band of an activity level: 0 for 80 and above ... 7 for below 20. */
export function getHeatBand(activityLevel: number): number {
  return bandIndex(activityLevel, HEAT_THRESHOLDS);
}

export function getHeatColor(activityLevel: number): string {
  return HEAT_COLORS[getHeatBand(activityLevel)]!;
}

export function getGrowthColor(volumeChange: number): string {
  return GROWTH_COLORS[bandIndex(volumeChange, GROWTH_THRESHOLDS)]!;
}

export function getStyleColor(style: string): string {
  return STYLE_COLORS[style] ?? OTHER_STYLE_COLOR;
}

/** The fill of a region in a view. */
export function getRegionFill(view: MapView, data: RegionMarketData): string {
  if (view === "activity") return getHeatColor(data.activityLevel);
  if (view === "growth") return getGrowthColor(data.volumeChange);
  return getStyleColor(data.dominantStyles[0]);
}

export interface LegendItem {
  color: string;
  label: string;
}

function bandLabels(thresholds: readonly number[], unit: string): string[] {
  const fmt = (n: number) => `${n}${unit}`;
  return [
    `${fmt(thresholds[0]!)} and above`,
    ...thresholds.slice(1).map((low, i) => `${fmt(low)} to ${fmt(thresholds[i]! - 1)}`),
    `Below ${fmt(thresholds[thresholds.length - 1]!)}`,
  ];
}

/** The legend of a view; the Styles legend lists only the styles that lead a region now. */
export function getLegend(view: MapView, regions: readonly RegionMarketData[]): LegendItem[] {
  if (view === "activity") return bandLabels(HEAT_THRESHOLDS, "").map((label, i) => ({ color: HEAT_COLORS[i]!, label }));
  if (view === "growth") return bandLabels(GROWTH_THRESHOLDS, "%").map((label, i) => ({ color: GROWTH_COLORS[i]!, label }));
  const leading = [...new Set(regions.map((r) => r.dominantStyles[0]))].sort();
  return leading.map((style) => ({ color: getStyleColor(style), label: style }));
}

export const formatChange = (value: number) => `${value > 0 ? "+" : value < 0 ? "\u2212" : ""}${Math.abs(value)}%`;

/** The one figure a view shows for a region (tooltip, ranked list). */
export function formatRegionFigure(view: MapView, data: RegionMarketData): string {
  if (view === "activity") return `Activity ${data.activityLevel}/100`;
  if (view === "growth") return `Volume ${formatChange(data.volumeChange)}`;
  return `Leading style: ${data.dominantStyles[0]}`;
}
