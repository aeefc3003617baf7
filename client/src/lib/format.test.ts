import { describe, expect, it } from "vitest";
import { formatPercentChange } from "./format";

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
