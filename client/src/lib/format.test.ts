import { describe, expect, it } from "vitest";
import { formatPercentChange, formatUsd, formatUsdRange } from "./format";

describe("formatPercentChange", () => {
  it("signs the change and gives its direction", () => {
    expect(formatPercentChange(300)).toEqual({ label: "+300.0%", direction: "up" });
    expect(formatPercentChange(-12.54)).toEqual({ label: "−12.5%", direction: "down" });
    expect(formatPercentChange(0.01)).toEqual({ label: "0.0%", direction: "flat" });
  });

  it("says — rather than 0% when there is no base to compare with", () => {
    expect(formatPercentChange(null)).toEqual({ label: "—", direction: "none" });
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toEqual({ label: "—", direction: "none" });
  });
});

describe("money", () => {
  it("writes whole US dollars and ranges with an en dash, as the report and its PDF do", () => {
    expect(formatUsd(1234.5)).toBe("$1,235");
    expect(formatUsdRange({ low: 29400, high: 147000 })).toBe("$29,400 – $147,000");
    expect(formatUsdRange({ low: 100.4, high: 2000 })).toBe("$100 – $2,000");
  });
});
