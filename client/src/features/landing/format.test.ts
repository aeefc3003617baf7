import { describe, expect, it } from "vitest";
import { describeAge, describeSize, formatChange, getTrendBarWidth } from "./format";

describe("landing formatters", () => {
  it("makes trend bars four times the absolute change, capped at 100%", () => {
    expect(getTrendBarWidth(15.6)).toBeCloseTo(62.4);
    expect(getTrendBarWidth(-1.2)).toBeCloseTo(4.8);
    expect(getTrendBarWidth(30)).toBe(100);
  });
  it("signs the change", () => {
    expect(formatChange(15.6)).toBe("+15.6%");
    expect(formatChange(-1.2)).toBe("-1.2%");
    expect(formatChange(0.2)).toBe("+0.2%");
  });
  it("writes the result tiles' text", () => {
    expect(describeAge(100)).toBe("100 years old");
    expect(describeAge(1)).toBe("1 year old");
    expect(describeSize(24, 36)).toEqual({ dimensions: "24 x 36", area: "864 sq in" });
  });
});
