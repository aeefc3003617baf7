import { describe, expect, it } from "vitest";
import { MIN_BAR_WIDTH, computeBarLayout } from "./bar-geometry";
import { TOP_CATEGORIES } from "./content/market-report";

describe("bar chart geometry", () => {
  it("starts every bar at the left edge when nothing declines, the largest filling the track", () => {
    const { zero, bars } = computeBarLayout([82, 41]);
    expect(zero).toBe(0);
    expect(bars).toEqual([
      { x: 0, width: 100 },
      { x: 0, width: 50 },
    ]);
  });

  it("draws shares of a whole against the whole when asked", () => {
    expect(computeBarLayout([82, 33], 100).bars.map((b) => b.width)).toEqual([82, 33]);
  });

  it("draws declines and rises on one scale, declines ending at the zero line", () => {
    const { zero, bars } = computeBarLayout([15, -5, 5]);
    expect(zero).toBeCloseTo(25);
    expect(bars[0]).toEqual({ x: zero, width: 75 });
    // A decline of 5 is as long as a rise of 5 and ends where the rises start.
    expect(bars[1]!.width).toBeCloseTo(bars[2]!.width);
    expect(bars[1]!.x + bars[1]!.width).toBeCloseTo(zero);
    expect(bars[2]!.x).toBe(zero);
  });

  it("keeps the report's top categories in proportion (Old Masters' -1.2% six times Sculpture's +0.2%)", () => {
    const { bars } = computeBarLayout(TOP_CATEGORIES.map((c) => c.change));
    const width = (category: string) => bars[TOP_CATEGORIES.findIndex((c) => c.category === category)]!.width;
    expect(width("Old Masters") / width("Sculpture")).toBeCloseTo(6);
    expect(width("Photography") / width("Old Masters")).toBeCloseTo(15.6 / 1.2);
    for (const bar of bars) expect(bar.x + bar.width).toBeLessThanOrEqual(100 + 1e-9);
  });

  it("still shows a value of zero as a sliver", () => {
    expect(computeBarLayout([0, 10]).bars[0]!.width).toBe(MIN_BAR_WIDTH);
    expect(computeBarLayout([0, 0])).toEqual({
      zero: 0,
      bars: [
        { x: 0, width: MIN_BAR_WIDTH },
        { x: 0, width: MIN_BAR_WIDTH },
      ],
    });
  });
});
