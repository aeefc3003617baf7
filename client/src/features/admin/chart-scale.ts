import type { AdminAnalytics } from "@contracts/admin";

/** One day of submissions as GET /api/admin/analytics sends it (date is YYYY-MM-DD, UTC). */
export type DailyCount = AdminAnalytics["dailySubmissions"][number];

export interface ChartBox {
  width: number;
  height: number;
  /** Space kept free for the axis labels. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartBar extends DailyCount {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChartLayout {
  bars: ChartBar[];
  /** Value-axis ticks from 0 to the top of the scale, with their y position. */
  ticks: { value: number; y: number }[];
  /** Week starts (every seventh day, or every second week when narrow) get a date label. */
  dateLabels: { date: string; x: number }[];
  /** Top of the value scale. */
  max: number;
  plot: { left: number; top: number; right: number; bottom: number };
}

/** A tick step of 1, 2 or 5 × 10^n that splits `max` into at most `tickCount` whole steps. */
export function getTickStep(max: number, tickCount = 4): number {
  if (max <= tickCount) return 1;
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/**
 * Bars, ticks and labels for daily counts drawn in an SVG of the given box. Date labels go on
 * week starts, skipping weeks when a week is narrower than `minLabelSpacing` pixels.
 */
export function layoutBarChart(data: readonly DailyCount[], box: ChartBox, { tickCount = 4, minLabelSpacing = 52 } = {}): BarChartLayout {
  const plot = {
    left: box.padding.left,
    top: box.padding.top,
    right: box.width - box.padding.right,
    bottom: box.height - box.padding.bottom,
  };
  const plotWidth = Math.max(0, plot.right - plot.left);
  const plotHeight = Math.max(0, plot.bottom - plot.top);
  const highest = Math.max(0, ...data.map((d) => d.count));
  const step = getTickStep(highest, tickCount);
  const max = Math.max(step, Math.ceil(highest / step) * step);
  const slot = data.length > 0 ? plotWidth / data.length : 0;
  const gap = Math.min(2, slot * 0.2);
  const toY = (value: number) => plot.bottom - (value / max) * plotHeight;

  const bars = data.map((d, index) => {
    const height = (Math.max(0, d.count) / max) * plotHeight;
    return { ...d, x: plot.left + index * slot + gap / 2, y: plot.bottom - height, width: Math.max(0, slot - gap), height };
  });
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => ({ value: i * step, y: toY(i * step) }));
  const labelEveryDays = 7 * Math.max(1, Math.ceil(minLabelSpacing / (slot * 7 || 1)));
  const dateLabels = data.flatMap((d, index) =>
    index % labelEveryDays === 0 ? [{ date: d.date, x: plot.left + index * slot + slot / 2 }] : [],
  );
  return { bars, ticks, dateLabels, max, plot };
}

export interface SubmissionSummary {
  total: number;
  days: number;
  /** The day with the most submissions (the latest of equals), or null when there were none. */
  busiest: DailyCount | null;
}

export function summariseSubmissions(data: readonly DailyCount[]): SubmissionSummary {
  let busiest: DailyCount | null = null;
  let total = 0;
  for (const day of data) {
    total += day.count;
    if (day.count > 0 && (!busiest || day.count >= busiest.count)) busiest = day;
  }
  return { total, days: data.length, busiest };
}
