import { describe, expect, it } from "vitest";
import { formatUsd, formatUsdRange, groupThousands } from "./money";

const intlUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

describe("money written without Intl", () => {
  it("groups thousands the way en-US does", () => {
    for (const value of [0, 7, 999, 1000, 12_300, 999_999, 1_000_000, 1_234_567_890, -1, -1000, -1_234_567, 12.5, 999.6])
      expect(groupThousands(value)).toBe(Math.round(value).toLocaleString("en-US"));
  });

  it("writes whole dollars exactly as Intl's en-US currency format", () => {
    for (const value of [0, 5, 29, 99.4, 99.5, 1000, 12_345.67, 1_500_000, -20, -1234.5])
      expect(formatUsd(value)).toBe(intlUsd.format(Math.round(value)));
    expect(formatUsdRange({ low: 1000, high: 3000 })).toBe("$1,000 – $3,000");
  });
});
