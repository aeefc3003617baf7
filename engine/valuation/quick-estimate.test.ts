import { describe, expect, it } from "vitest";
import { computeValuation } from "./valuation";
import { computeQuickEstimate, normaliseDimension, type QuickEstimateInput } from "./quick-estimate";
import { QUICK_ESTIMATE_CONDITIONS, QUICK_ESTIMATE_MEDIA, QUICK_ESTIMATE_STYLES } from "@engine/submission";

const neutral: QuickEstimateInput = {
  style: "Impressionism",
  medium: "Acrylic",
  condition: "Good",
  age: 50,
  width: 15,
  height: 15,
  asOfYear: 2026,
};
const mid = (r: { low: number; high: number }) => Math.sqrt(r.low * r.high);
const estimate = (override: Partial<QuickEstimateInput>) => computeQuickEstimate({ ...neutral, ...override });

describe("computeQuickEstimate", () => {
  it("prices the piece the issue measured where the paid appraisal does, not at $21,500-$107,300", () => {
    // An unnamed 24 x 30 in Impressionist oil, 80 years old, in good condition.
    const piece = { style: "Impressionism", medium: "Oil", condition: "Good", age: 80, width: 30, height: 24 } as const;
    const quick = computeQuickEstimate({ ...piece, asOfYear: 2026 });
    const appraisal = computeValuation({
      medium: "oil",
      yearCreated: 1946,
      height: "24",
      width: "30",
      condition: "Good",
      asOfYear: 2026,
    });
    expect({ low: quick.low, high: quick.high, wide: quick.wide }).toEqual({
      low: appraisal.low,
      high: appraisal.high,
      wide: appraisal.wide,
    });
    expect(mid(quick)).toBeGreaterThan(200);
    expect(mid(quick)).toBeLessThan(5000);
  });

  it("keeps the likely range inside the wide one", () => {
    for (const medium of QUICK_ESTIMATE_MEDIA) {
      const r = estimate({ medium });
      expect(r.wide.low).toBeLessThanOrEqual(r.low);
      expect(r.wide.high).toBeGreaterThanOrEqual(r.high);
      expect(r.high).toBeGreaterThan(r.low);
    }
  });

  it("gives every style the same range: the market prices the work, not the style label", () => {
    const ranges = QUICK_ESTIMATE_STYLES.map((style) => estimate({ style })).map((r) => [r.low, r.high]);
    expect(new Set(ranges.map(String)).size).toBe(1);
  });

  it("prices paintings above drawings and prints, and photographs as photographs", () => {
    expect(mid(estimate({ medium: "Oil" }))).toBeGreaterThan(mid(estimate({ medium: "Charcoal/Pencil" })));
    expect(mid(estimate({ medium: "Oil" }))).toBeGreaterThan(mid(estimate({ medium: "Digital" })));
    expect(estimate({ medium: "Photography" }).factors[0]?.value).toMatch(/^Photographs/);
    expect(estimate({ medium: "Digital" }).factors[0]?.value).toMatch(/^Prints/);
  });

  it("orders the conditions and leaves an unknown condition out", () => {
    const order = (["Excellent", "Good", "Fair", "Poor"] as const).map((condition) => mid(estimate({ condition })));
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(order[0]).toBeGreaterThan(order[3]!);
    expect(estimate({ condition: "Unknown" }).factors.find((f) => f.name === "Condition")?.value).toBe("Not described");
  });

  it("prices a larger work higher and counts the age back from the year", () => {
    expect(mid(estimate({ width: 40, height: 40 }))).toBeGreaterThan(mid(estimate({ width: 8, height: 10 })));
    expect(estimate({ age: 120 }).factors.find((f) => f.name === "Date")?.value).toMatch(/^1906 /);
  });

  it("does not value a famous name claimed in a free form as the artist's work", () => {
    const claimed = estimate({ artist: "Pablo Picasso", medium: "Oil" });
    const unrecorded = estimate({ artist: "Jane Doe", medium: "Oil" });
    expect(claimed.factors.find((f) => f.name === "Artist's sales record")?.value).toMatch(/not applied/);
    expect(mid(claimed)).toBeLessThan(mid(unrecorded) * 1.6);
  });

  it("is deterministic: the same input twice gives identical output", () => {
    const input: QuickEstimateInput = { ...neutral, medium: "Oil", age: 120, width: 30, height: 40, artist: "Monet", hasImage: true };
    expect(computeQuickEstimate(input)).toEqual(computeQuickEstimate(input));
  });

  it("confidence is 55 when nothing is told and 84 when everything is", () => {
    const least = computeQuickEstimate({ style: "Other", medium: "Other", condition: "Unknown", age: 50, width: 24, height: 36 });
    const most = computeQuickEstimate({ ...neutral, artist: "Jane Doe", hasImage: true });
    expect(least.confidence).toBe(55);
    expect(most.confidence).toBe(84);
    // 55 + image 8 = 63
    expect(
      computeQuickEstimate({ style: "Other", medium: "Other", condition: "Unknown", age: 50, width: 24, height: 36, hasImage: true })
        .confidence,
    ).toBe(63);
  });

  it("keeps the spec's option labels", () => {
    expect(QUICK_ESTIMATE_STYLES).toHaveLength(10);
    expect(QUICK_ESTIMATE_MEDIA).toContain("Charcoal/Pencil");
    expect(QUICK_ESTIMATE_CONDITIONS).toEqual(["Excellent", "Good", "Fair", "Poor", "Unknown"]);
  });
});

describe("normaliseDimension", () => {
  it.each([
    [24, 24],
    ["36", 36],
    [0, 1],
    [-5, 1],
    ["abc", 1],
    [Number.NaN, 1],
    [12.4, 12],
  ] as const)("%s -> %s", (input, expected) => {
    expect(normaliseDimension(input)).toBe(expected);
  });
});

describe("the quick estimate's market", () => {
  it("says which market its range describes, with each market's figures from the same numbers", () => {
    const anonymous = computeQuickEstimate({
      style: "Other",
      medium: "Oil",
      condition: "Unknown",
      age: 50,
      width: 26,
      height: 20,
      asOfYear: 2026,
    });
    const [general, fineArt] = anonymous.market.tiers;
    const usd = (x: number) => `$${x.toLocaleString("en-US")}`;
    expect(anonymous.marketSentence).toContain(`${usd(general!.likely.low)}-${usd(general!.likely.high)}`);
    expect(anonymous.marketSentence).toContain(`${usd(fineArt!.likely.low)}-${usd(fineArt!.likely.high)}`);
    expect(anonymous.marketSentence).toMatch(/general auction houses and online sales/);
    // The range spans the two markets: from the general house's prices to the curated houses'.
    expect(anonymous.low).toBeLessThan(fineArt!.likely.low);
    expect(anonymous.high).toBeGreaterThan(general!.likely.high);
    const print = computeQuickEstimate({
      style: "Other",
      medium: "Digital",
      condition: "Unknown",
      age: 5,
      width: 20,
      height: 16,
      asOfYear: 2026,
    });
    expect(print.market.tier).toBe("general");
    expect(print.marketSentence).toMatch(/^Works like this sell at general auction houses and online sales/);
  });
});

describe("the quick estimate's question of where the piece was bought (decision 0035)", () => {
  // A named, unrecorded oil: its evidence alone leans to the curated market.
  const named = { medium: "Oil", artist: "Hendrika Vos", width: 20, height: 26 } as const;

  it("moves the range to the market the answer names, as the owner's words on the venue do", () => {
    const unknown = estimate({ ...named, boughtAt: "Don't know or inherited" });
    const general = estimate({ ...named, boughtAt: "Online, a local auction, a market or a shop" });
    const fineArt = estimate({ ...named, boughtAt: "A gallery, a dealer or a fine-art auction" });
    expect(unknown).toEqual(estimate(named));
    expect(general.market.probabilities.general).toBeGreaterThan(unknown.market.probabilities.general + 0.3);
    expect(mid(general)).toBeLessThan(mid(unknown) / 2);
    expect(fineArt.market.probabilities["fine-art"]).toBeGreaterThan(unknown.market.probabilities["fine-art"]);
    expect(mid(fineArt)).toBeGreaterThan(mid(unknown));
    // The appraisal's valuation reads the answer as it reads a venue in the owner's words.
    const oil = { medium: "oil", artistName: "Hendrika Vos", width: "20", height: "26", condition: "Good", asOfYear: 2026 } as const;
    const words = computeValuation(oil);
    const boughtIn = computeValuation({ ...oil, boughtIn: "general" });
    expect(boughtIn.market.probabilities.general).toBeGreaterThan(words.market.probabilities.general);
    expect(boughtIn.findings.venue).toEqual({ market: "general", words: "a general auction, an online sale, a market or a shop" });
  });

  it("gives way to the owner's own words when they name a venue", () => {
    const input = { medium: "oil", artistName: "Hendrika Vos", asOfYear: 2026, provenance: "Bought from a gallery in Porto." };
    expect(computeValuation({ ...input, boughtIn: "general" }).findings.venue?.market).toBe("fine-art");
  });
});
