import { z } from "zod";
import { ValueRangeSchema } from "./appraisals";

/** Portfolio summary (core spec section 3): completed appraisals only, as they carry values. */
export const PortfolioSummarySchema = z.object({
  totalValue: ValueRangeSchema,
  itemCount: z.number().int(),
  mostValuableItem: z.object({ id: z.string(), title: z.string(), value: z.number() }).nullable(),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int(), totalValue: z.number() })),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

/**
 * Collector levels (core spec section 4), by the average of total low and high. Decision 35 adds
 * level 6: the spec's "Legendary Collector at double the threshold" becomes a real top level.
 */
export const COLLECTOR_LEVELS = [
  { level: 1, title: "Novice Collector", threshold: 0 },
  { level: 2, title: "Emerging Collector", threshold: 5_000 },
  { level: 3, title: "Established Collector", threshold: 20_000 },
  { level: 4, title: "Distinguished Collector", threshold: 50_000 },
  { level: 5, title: "Elite Connoisseur", threshold: 100_000 },
  { level: 6, title: "Legendary Collector", threshold: 200_000 },
] as const;

export type CollectorLevel =
  | {
      isTopLevel: false;
      level: number;
      title: string;
      /** The value at which the next level starts. */
      nextThreshold: number;
      nextTitle: string;
      /** Percent of the way from this level's threshold to the next, 0-100. */
      progress: number;
    }
  | { isTopLevel: true; level: number; title: string; progress: 100 };

/** The collector level for a portfolio value; level 6 (Legendary Collector) is the top and shows as reached. */
export function computeCollectorLevel(portfolioValue: number): CollectorLevel {
  const value = Number.isFinite(portfolioValue) ? Math.max(0, portfolioValue) : 0;
  const index = Math.max(
    0,
    COLLECTOR_LEVELS.findLastIndex((level) => value >= level.threshold),
  );
  const current = COLLECTOR_LEVELS[index]!;
  const next = COLLECTOR_LEVELS[index + 1];
  if (!next) return { isTopLevel: true, level: current.level, title: current.title, progress: 100 };
  const progress = Math.min(100, Math.max(0, ((value - current.threshold) / (next.threshold - current.threshold)) * 100));
  return { isTopLevel: false, level: current.level, title: current.title, nextThreshold: next.threshold, nextTitle: next.title, progress };
}

/** The value the dashboard shows for a range: the average of low and high. */
export function midValue(range: { low: number; high: number }): number {
  return (range.low + range.high) / 2;
}
