import { describe, expect, it } from "vitest";
import { STYLE_CLASSES } from "@engine/knowledge";
import { DEFAULT_MARKET_DATA, getStyleMarketData, MARKET_DATA_LAST_UPDATED, STYLE_MARKET_DATA } from "./market-data";

// The 17 styles the recognition model names: the model's own list, so a new style needs its market data.
const MODEL_STYLES = STYLE_CLASSES;

describe("style market data", () => {
  it("has its own entry for every style the model names", () => {
    for (const style of MODEL_STYLES) expect(getStyleMarketData(style), style).not.toBe(DEFAULT_MARKET_DATA);
    expect(Object.keys(STYLE_MARKET_DATA).sort()).toEqual([...MODEL_STYLES].sort());
    for (const data of Object.values(STYLE_MARKET_DATA)) {
      expect(["up", "down", "stable"]).toContain(data.trendDirection);
      for (const region of data.regionalPopularity) expect(region.interest).toBeGreaterThanOrEqual(0);
      for (const region of data.regionalPopularity) expect(region.interest).toBeLessThanOrEqual(100);
    }
  });

  it("serves the default entry for any other style, and is dated as the spec says", () => {
    expect(getStyleMarketData("Other")).toBe(DEFAULT_MARKET_DATA);
    expect(getStyleMarketData("Modern")).toBe(DEFAULT_MARKET_DATA);
    expect(getStyleMarketData("impressionism")).toBe(DEFAULT_MARKET_DATA); // names are exact, as the model answers them
    expect(DEFAULT_MARKET_DATA.trendDirection).toBe("stable");
    expect(MARKET_DATA_LAST_UPDATED).toBe("2025-05-18");
  });
});
