import { describe, expect, it } from "vitest";
import { parseInches, parseYear } from "./parse-submission";
import { computeValuation, toQuickEstimateStyle, type ValuationInput } from "./valuation";

const base: ValuationInput = { style: "Impressionism", medium: "oil", yearCreated: "1925", height: "24", width: "36", asOfYear: 2025 };
const mid = (v: { low: number; high: number }) => Math.sqrt(v.low * v.high);
const effect = (input: ValuationInput, name: string) => computeValuation(input).factors.find((f) => f.name === name)?.effect;

describe("computeValuation", () => {
  it("lists every factor with a value, an effect and an explanation", () => {
    const v = computeValuation(base);
    expect(v.currency).toBe("USD");
    expect(v.factors.map((f) => f.name)).toEqual([
      "Style", "Medium", "Condition", "Age", "Size", "Artist", "Provenance", "Supporting documents", "Photos", "Image analysis confidence",
    ]);
    for (const f of v.factors) {
      expect(f.explanation.length).toBeGreaterThan(10);
      expect(f.effect).toBeGreaterThan(0);
    }
    expect(v.low % 100).toBe(0);
    expect(v.high).toBeGreaterThan(v.low);
  });

  it("starts from the quick estimate's factors", () => {
    // Oil 1.5, age 100 -> 2, Unknown condition 0.8, no artist 1.
    expect(effect(base, "Medium")).toBe(1.5);
    expect(effect(base, "Age")).toBe(2);
    expect(effect(base, "Condition")).toBe(0.8);
    expect(effect(base, "Artist")).toBe(1);
    // 24 x 36 = 864 sq in; (864/225)^0.69 = 2.53 (painting elasticity measured at auction).
    expect(effect(base, "Size")).toBeCloseTo(2.53, 2);
  });

  it("is deterministic", () => {
    expect(computeValuation(base)).toEqual(computeValuation(base));
  });

  it("is monotone where it should be", () => {
    expect(mid(computeValuation({ ...base, condition: "Excellent" }))).toBeGreaterThan(mid(computeValuation({ ...base, condition: "Poor" })));
    expect(mid(computeValuation({ ...base, artistName: "Claude Monet" }))).toBeGreaterThan(mid(computeValuation({ ...base, artistName: "Jane Doe" })));
    expect(mid(computeValuation({ ...base, artistName: "Jane Doe" }))).toBeGreaterThan(mid(computeValuation(base)));
    expect(mid(computeValuation({ ...base, provenance: "Bought from the artist's studio in 1926; by descent in the family since." }))).toBeGreaterThan(mid(computeValuation(base)));
    expect(mid(computeValuation({ ...base, documentsCount: 3 }))).toBeGreaterThan(mid(computeValuation({ ...base, documentsCount: 0 })));
    expect(mid(computeValuation({ ...base, height: "48", width: "60" }))).toBeGreaterThan(mid(computeValuation(base)));
    expect(mid(computeValuation({ ...base, yearCreated: "1850" }))).toBeGreaterThan(mid(computeValuation({ ...base, yearCreated: "2015" })));
    expect(mid(computeValuation({ ...base, medium: "oil" }))).toBeGreaterThan(mid(computeValuation({ ...base, medium: "drawing" })));
  });

  it("narrows the range as the submission tells more", () => {
    const bare = computeValuation({ style: "Impressionism", medium: "oil", asOfYear: 2025 });
    const full = computeValuation({ ...base, artistName: "Jane Doe", provenance: "Gallery receipt 1960, private collection since.", documentsCount: 3, photosCount: 5, analysisConfidence: 0.9 });
    expect(bare.high / bare.low).toBeGreaterThan(full.high / full.low);
    // With nothing known the spread is the style's own quick-estimate spread (25000/5000 = 5).
    expect(bare.high / bare.low).toBeCloseTo(5, 0);
    expect(full.high / full.low).toBeLessThan(2);
    expect(full.certainty).toBeGreaterThan(bare.certainty);
  });

  it("prices knowledge-base styles through their quick estimate tier", () => {
    expect(toQuickEstimateStyle("Baroque")).toBe("Renaissance");
    expect(toQuickEstimateStyle("cubism")).toBe("Modern");
    expect(toQuickEstimateStyle("pop art")).toBe("Pop Art");
    expect(toQuickEstimateStyle("Something else")).toBe("Other");
  });

  it("accepts wizard labels for the medium", () => {
    expect(effect({ ...base, medium: "Oil on Canvas" }, "Medium")).toBe(1.5);
    expect(effect({ ...base, medium: "Drawing/Sketch" }, "Medium")).toBe(0.6);
    expect(effect({ ...base, medium: "tempera" }, "Medium")).toBe(0.9);
  });
});

describe("submission parsing", () => {
  it.each([
    ["24", 24],
    ["24 in", 24],
    ['24"', 24],
    ["24 1/2", 24.5],
    ["61 cm", 61 / 2.54],
    ["610 mm", 61 / 2.54],
    ["24,5", 24.5],
    ["", undefined],
    ["about", undefined],
  ] as const)("parseInches(%j) = %s", (text, inches) => {
    const parsed = parseInches(text);
    if (inches === undefined) expect(parsed).toBeUndefined();
    else expect(parsed).toBeCloseTo(inches, 5);
  });

  it.each([
    ["1920", 1920],
    ["c. 1920", 1920],
    ["1920-1925", 1920],
    ["1890s", 1890],
    ["19th century", 1850],
    ["2090", undefined],
    ["unknown", undefined],
  ] as const)("parseYear(%j) = %s", (text, year) => {
    expect(parseYear(text, 2025)).toBe(year);
  });
});
