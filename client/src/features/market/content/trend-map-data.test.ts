import { describe, expect, it } from "vitest";
import {
  DATA_SOURCES,
  DEFAULT_MAP_PERIOD,
  EMERGING_TRENDS,
  MAP_PERIODS,
  MAP_REGIONS,
  MARKET_DATA_LAST_UPDATED,
  MARKET_OBSERVATIONS,
  POPULAR_STYLES,
  REGION_MARKET_DATA,
} from "./trend-map-data";
import { MAP_REGION_STATES } from "../map/region-states";
import { US_REGION_SHAPES } from "../map/us-regions.generated";

const SPEC_REGIONS = [
  "Northeast US",
  "Mid-Atlantic",
  "Southeast US",
  "Midwest",
  "Southwest",
  "West Coast",
  "Pacific Northwest",
  "Hawaii",
  "Alaska",
];

describe("trend map data", () => {
  it("has the spec's nine regions, each with states and a shape on the map", () => {
    expect(MAP_REGIONS.map((r) => r.name)).toEqual(SPEC_REGIONS);
    expect(Object.keys(MAP_REGION_STATES).sort()).toEqual(MAP_REGIONS.map((r) => r.id).sort());
    expect(US_REGION_SHAPES.map((s) => s.id).sort()).toEqual(MAP_REGIONS.map((r) => r.id).sort());
    for (const shape of US_REGION_SHAPES) expect(shape.d).toMatch(/^M[\d.,LMZ-]+$/);
    // 50 states and DC, each in one region.
    expect(Object.values(MAP_REGION_STATES).flat()).toHaveLength(51);
  });

  it("has complete, valid figures for every region in every period", () => {
    expect(MAP_PERIODS).toEqual(["3M", "6M", "1Y", "5Y"]);
    expect(DEFAULT_MAP_PERIOD).toBe("1Y");
    for (const period of MAP_PERIODS) {
      const table = REGION_MARKET_DATA[period];
      expect(Object.keys(table).sort()).toEqual(MAP_REGIONS.map((r) => r.id).sort());
      for (const [id, data] of Object.entries(table)) {
        const where = `${period} ${id}`;
        expect(Number.isInteger(data.activityLevel) && data.activityLevel >= 0 && data.activityLevel <= 100, where).toBe(true);
        expect(data.dominantStyles, where).toHaveLength(3);
        expect(new Set(data.dominantStyles).size, where).toBe(3);
        expect(data.averagePrice, where).toBeGreaterThan(0);
        expect(Number.isFinite(data.volumeChange), where).toBe(true);
      }
    }
  });

  it("shows different figures in each period", () => {
    const fingerprints = MAP_PERIODS.map((p) => JSON.stringify(REGION_MARKET_DATA[p]));
    expect(new Set(fingerprints).size).toBe(MAP_PERIODS.length);
  });

  it("has the insights lists, the six data sources and the spec's date", () => {
    expect(MARKET_DATA_LAST_UPDATED).toBe("2025-05-18");
    for (const s of POPULAR_STYLES) for (const r of s.regions) expect(SPEC_REGIONS).toContain(r);
    for (const t of EMERGING_TRENDS) {
      expect(t.growth).toBeGreaterThan(0);
      for (const r of t.regions) expect(SPEC_REGIONS).toContain(r);
    }
    expect(MARKET_OBSERVATIONS.length).toBeGreaterThan(0);
    expect(DATA_SOURCES).toEqual([
      "Auction sales",
      "Gallery reports",
      "Online marketplace analytics",
      "Museum acquisitions",
      "Collector surveys",
      "Art fair trends",
    ]);
  });
});
