import { describe, expect, it } from "vitest";
import { computeCollectorLevel, midValue } from "./portfolio";

describe("collector levels (core spec section 4)", () => {
  it.each([
    [0, 1, "Novice Collector", 5_000, 0],
    [2_500, 1, "Novice Collector", 5_000, 50],
    [4_999, 1, "Novice Collector", 5_000, 99.98],
    [5_000, 2, "Emerging Collector", 20_000, 0],
    [12_500, 2, "Emerging Collector", 20_000, 50],
    [20_000, 3, "Established Collector", 50_000, 0],
    [35_000, 3, "Established Collector", 50_000, 50],
    [50_000, 4, "Distinguished Collector", 100_000, 0],
    [75_000, 4, "Distinguished Collector", 100_000, 50],
    [100_000, 5, "Elite Connoisseur", 200_000, 0],
    [150_000, 5, "Elite Connoisseur", 200_000, 50],
    [199_999, 5, "Elite Connoisseur", 200_000, 100],
  ])("a portfolio of %d is level %d %s, next at %d, %d%% there", (value, level, title, nextThreshold, progress) => {
    const result = computeCollectorLevel(value);
    expect(result).toMatchObject({ level, title, nextThreshold });
    expect(result.progress).toBeCloseTo(progress, 2);
  });

  it("names Legendary Collector as the goal beyond level 5", () => {
    expect(computeCollectorLevel(120_000)).toMatchObject({ nextTitle: "Legendary Collector" });
    expect(computeCollectorLevel(60_000)).toMatchObject({ nextTitle: "Elite Connoisseur" });
  });

  it.each([200_000, 543_450, 10_000_000])(
    "a portfolio of %d is level 6, Legendary Collector, the top level reached (decision 35)",
    (value) => {
      expect(computeCollectorLevel(value)).toEqual({ isTopLevel: true, level: 6, title: "Legendary Collector", progress: 100 });
    },
  );

  it("treats a negative value as zero", () => {
    expect(computeCollectorLevel(-10)).toMatchObject({ level: 1, progress: 0 });
  });

  it("values a range at the average of low and high", () => {
    expect(midValue({ low: 1000, high: 3000 })).toBe(2000);
  });
});
