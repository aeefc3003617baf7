import { describe, expect, it } from "vitest";
import { GROWTH_COLORS, HEAT_COLORS, HEAT_THRESHOLDS, getGrowthColor, getHeatBand, getHeatColor, getLegend, getRegionFill } from "./heat";
import { REGION_MARKET_DATA } from "./content/trend-map-data";

describe("heat colours", () => {
  it("change exactly at the spec's activity thresholds 80, 70, 60, 50, 40, 30, 20", () => {
    expect(HEAT_THRESHOLDS).toEqual([80, 70, 60, 50, 40, 30, 20]);
    const expected: [number, number][] = [
      [100, 0],
      [80, 0],
      [79, 1],
      [70, 1],
      [69, 2],
      [60, 2],
      [59, 3],
      [50, 3],
      [49, 4],
      [40, 4],
      [39, 5],
      [30, 5],
      [29, 6],
      [20, 6],
      [19, 7],
      [0, 7],
    ];
    for (const [activity, band] of expected) expect([activity, getHeatBand(activity)]).toEqual([activity, band]);
  });

  it("gives each band its own colour, hottest first", () => {
    expect(new Set(HEAT_COLORS).size).toBe(8);
    expect(getHeatColor(92)).toBe(HEAT_COLORS[0]);
    expect(getHeatColor(79.5)).toBe(HEAT_COLORS[1]);
    expect(getHeatColor(5)).toBe(HEAT_COLORS[7]);
  });

  it("colours growth by volume change, decline in its own colours", () => {
    expect(getGrowthColor(56)).toBe(GROWTH_COLORS[0]);
    expect(getGrowthColor(0)).toBe(GROWTH_COLORS[4]);
    expect(getGrowthColor(-1)).toBe(GROWTH_COLORS[5]);
    expect(getGrowthColor(-6)).toBe(GROWTH_COLORS[6]);
  });

  it("has a legend entry per band, labelled with its range", () => {
    const legend = getLegend("activity", []);
    expect(legend.map((item) => item.label)).toEqual([
      "80 and above",
      "70 to 79",
      "60 to 69",
      "50 to 59",
      "40 to 49",
      "30 to 39",
      "20 to 29",
      "Below 20",
    ]);
    expect(getLegend("growth", [])[0]!.label).toBe("40% and above");
  });

  it("lists in the Styles legend every style that leads a region, each with a colour of its own", () => {
    for (const regions of Object.values(REGION_MARKET_DATA)) {
      const data = Object.values(regions);
      const legend = getLegend("styles", data);
      for (const region of data) expect(legend.map((l) => l.label)).toContain(region.dominantStyles[0]);
      expect(legend.map((l) => l.color).every((c) => c !== "#94a3b8")).toBe(true);
      expect(new Set(legend.map((l) => l.color)).size).toBe(legend.length);
      for (const region of data)
        expect(getRegionFill("styles", region)).toBe(legend.find((l) => l.label === region.dominantStyles[0])!.color);
    }
  });
});
