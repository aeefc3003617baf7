import { describe, expect, it } from "vitest";
import { formatUsdCents, pluralCredits } from "./format";

const intlCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe("credit formats", () => {
  it("writes dollars and cents as Intl's en-US currency format does", () => {
    for (const amount of [0, 0.5, 1, 19.8, 23, 29, 99.99, 1234.5, 16.666, -4.2])
      expect(formatUsdCents(amount)).toBe(intlCents.format(amount));
  });

  it("counts credits in words", () => {
    expect(pluralCredits(1)).toBe("1 credit");
    expect(pluralCredits(5)).toBe("5 credits");
    expect(pluralCredits(1000)).toBe("1,000 credits");
    expect(pluralCredits(-1)).toBe("-1 credit");
  });
});
