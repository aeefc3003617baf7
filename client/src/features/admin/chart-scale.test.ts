import { describe, expect, it } from "vitest";
import { getTickStep, layoutBarChart, summariseSubmissions, type ChartBox, type DailyCount } from "./chart-scale";

const BOX: ChartBox = { width: 600, height: 240, padding: { top: 20, right: 10, bottom: 40, left: 50 } };

function days(counts: number[]): DailyCount[] {
  const start = Date.parse("2026-04-01T00:00:00.000Z");
  return counts.map((count, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), count }));
}

describe("getTickStep", () => {
  it("counts in ones for small maxima and in 1/2/5 steps above", () => {
    expect(getTickStep(0)).toBe(1);
    expect(getTickStep(3)).toBe(1);
    expect(getTickStep(4)).toBe(1);
    expect(getTickStep(7)).toBe(2);
    expect(getTickStep(17)).toBe(5);
    expect(getTickStep(40)).toBe(10);
    expect(getTickStep(41)).toBe(20);
    expect(getTickStep(950)).toBe(500);
  });
});

describe("layoutBarChart", () => {
  it("scales the tallest bar to a nice top, whole-number ticks and bars inside the plot", () => {
    const layout = layoutBarChart(days([0, 3, 7, 1]), BOX);
    expect(layout.max).toBe(8);
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8]);
    expect(layout.ticks[0]!.y).toBe(200);
    expect(layout.ticks.at(-1)!.y).toBe(20);
    const [empty, three, seven] = layout.bars;
    expect(empty!.height).toBe(0);
    expect(seven!.height).toBeCloseTo((7 / 8) * 180);
    expect(seven!.y + seven!.height).toBeCloseTo(200);
    expect(three!.height / seven!.height).toBeCloseTo(3 / 7);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(50);
      expect(bar.x + bar.width).toBeLessThanOrEqual(590);
    }
  });

  it("keeps a scale of one for a period without submissions (no division by zero)", () => {
    const layout = layoutBarChart(days(Array(56).fill(0)), BOX);
    expect(layout.max).toBe(1);
    expect(layout.bars.every((bar) => bar.height === 0 && Number.isFinite(bar.y))).toBe(true);
    expect(layout.bars).toHaveLength(56);
  });

  it("labels every seventh day: eight labels over eight weeks", () => {
    const data = days(Array.from({ length: 56 }, (_, i) => i % 5));
    const layout = layoutBarChart(data, BOX);
    expect(layout.dateLabels.map((l) => l.date)).toEqual([0, 7, 14, 21, 28, 35, 42, 49].map((i) => data[i]!.date));
  });

  it("labels every second week when the weeks are too narrow for a label each", () => {
    const data = days(Array(56).fill(1));
    const narrow: ChartBox = { ...BOX, width: 330, padding: { ...BOX.padding, left: 44, right: 8 } };
    expect(layoutBarChart(data, narrow).dateLabels.map((l) => l.date)).toEqual([0, 14, 28, 42].map((i) => data[i]!.date));
  });

  it("draws nothing for no data", () => {
    expect(layoutBarChart([], BOX).bars).toEqual([]);
  });
});

describe("summariseSubmissions", () => {
  it("totals the period and finds the busiest (latest) day", () => {
    const data = days([1, 4, 0, 4, 2]);
    expect(summariseSubmissions(data)).toEqual({ total: 11, days: 5, busiest: data[3] });
  });

  it("has no busiest day when nothing was submitted", () => {
    expect(summariseSubmissions(days([0, 0]))).toEqual({ total: 0, days: 2, busiest: null });
  });
});
