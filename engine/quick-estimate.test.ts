import { describe, expect, it } from "vitest";
import {
  computeQuickEstimate,
  FAMOUS_ARTISTS,
  normaliseDimension,
  QUICK_ESTIMATE_CONDITIONS,
  QUICK_ESTIMATE_MEDIA,
  QUICK_ESTIMATE_STYLES,
  type QuickEstimateInput,
} from "./quick-estimate";

// Neutral inputs: Acrylic 1, Good 1, age 50 -> 50/50 = 1, 15x15 -> sqrt(225)/15 = 1, no artist 1.
const neutral: QuickEstimateInput = {
  style: "Impressionism",
  medium: "Acrylic",
  condition: "Good",
  age: 50,
  width: 15,
  height: 15,
};

type Case = [string, Partial<QuickEstimateInput>, number, number];

// Every expected figure below is worked out by hand from core spec section 9.
const cases: Case[] = [
  // Every style: base range x 1.
  ["Impressionism", { style: "Impressionism" }, 5000, 25000],
  ["Abstract", { style: "Abstract" }, 2000, 15000],
  ["Contemporary", { style: "Contemporary" }, 1500, 10000],
  ["Modern", { style: "Modern" }, 3000, 20000],
  ["Renaissance", { style: "Renaissance" }, 10000, 50000],
  ["Surrealism", { style: "Surrealism" }, 4000, 22000],
  ["Pop Art", { style: "Pop Art" }, 5000, 30000],
  ["Expressionism", { style: "Expressionism" }, 3500, 18000],
  ["Realism", { style: "Realism" }, 2500, 12000],
  ["Other style", { style: "Other" }, 1000, 8000],
  // Every medium on Impressionism 5000-25000.
  ["Oil 1.5", { medium: "Oil" }, 7500, 37500],
  ["Acrylic 1", { medium: "Acrylic" }, 5000, 25000],
  ["Watercolor 0.8", { medium: "Watercolor" }, 4000, 20000],
  ["Charcoal/Pencil 0.6", { medium: "Charcoal/Pencil" }, 3000, 15000],
  ["Mixed Media 1.2", { medium: "Mixed Media" }, 6000, 30000],
  ["Sculpture 1.8", { medium: "Sculpture" }, 9000, 45000],
  ["Photography 0.7", { medium: "Photography" }, 3500, 17500],
  ["Digital 0.5", { medium: "Digital" }, 2500, 12500],
  ["Other medium 0.9", { medium: "Other" }, 4500, 22500],
  // Every condition.
  ["Excellent 1.3", { condition: "Excellent" }, 6500, 32500],
  ["Good 1", { condition: "Good" }, 5000, 25000],
  ["Fair 0.7", { condition: "Fair" }, 3500, 17500],
  ["Poor 0.4", { condition: "Poor" }, 2000, 10000],
  ["Unknown 0.8", { condition: "Unknown" }, 4000, 20000],
  // Age: 10/50 = 0.2 -> clamped 0.5; 150/50 = 3 -> clamped 2; 75/50 = 1.5 unclamped.
  ["age 10 clamps to 0.5", { age: 10 }, 2500, 12500],
  ["age 150 clamps to 2", { age: 150 }, 10000, 50000],
  ["age 75 is 1.5", { age: 75 }, 7500, 37500],
  // Size: 5x5 -> sqrt(25)/15 = 0.33 -> 0.5; 40x40 -> 40/15 = 2.67 -> 2; 20x20 -> 20/15 = 1.333.
  ["size 5x5 clamps to 0.5", { width: 5, height: 5 }, 2500, 12500],
  ["size 40x40 clamps to 2", { width: 40, height: 40 }, 10000, 50000],
  // 5000 x 1.3333 = 6666.7 -> 6700; 25000 x 1.3333 = 33333.3 -> 33300.
  ["size 20x20 is 1.333, rounded", { width: 20, height: 20 }, 6700, 33300],
  // Artists: other name 1.5, famous 5 (full name, surname only, any case, padded).
  ["other artist 1.5", { artist: "Jane Doe" }, 7500, 37500],
  ["Pablo Picasso 5", { artist: "Pablo Picasso" }, 25000, 125000],
  ["surname only 5", { artist: "picasso" }, 25000, 125000],
  ["different case and spaces 5", { artist: "  VINCENT VAN GOGH " }, 25000, 125000],
  ["van Gogh 5", { artist: "van gogh" }, 25000, 125000],
  ["blank artist is none", { artist: "   " }, 5000, 25000],
  // Rounding: Realism 2500-12000 x Watercolor 0.8 x Fair 0.7 = 0.56 -> 1400, 6720 -> 6700.
  ["rounds 6720 to 6700", { style: "Realism", medium: "Watercolor", condition: "Fair" }, 1400, 6700],
  // Other 1000-8000 x Other 0.9 x Poor 0.4 = 0.36 -> 360 -> 400, 2880 -> 2900.
  ["rounds 360 up to 400", { style: "Other", medium: "Other", condition: "Poor" }, 400, 2900],
  // The end-to-end case: Impressionism, Oil 1.5, Good 1, age 100 -> 2, 24x36 = 864 sq in ->
  // sqrt(864)/15 = 29.394/15 = 1.95959, no artist. 5000 x 1.5 x 2 x 1.95959 = 29393.9 -> 29400;
  // 25000 x 1.5 x 2 x 1.95959 = 146969.4 -> 147000.
  ["end-to-end case", { medium: "Oil", age: 100, width: 24, height: 36 }, 29400, 147000],
];

describe("computeQuickEstimate", () => {
  it.each(cases)("%s", (_name, override, low, high) => {
    const result = computeQuickEstimate({ ...neutral, ...override });
    expect({ low: result.low, high: result.high }).toEqual({ low, high });
  });

  it("reports the factors of the end-to-end case", () => {
    const r = computeQuickEstimate({ ...neutral, medium: "Oil", age: 100, width: 24, height: 36 });
    expect(r.area).toBe(864);
    expect(r.factors.medium).toBe(1.5);
    expect(r.factors.age).toBe(2);
    expect(r.factors.size).toBeCloseTo(1.95959, 4);
    expect(r.factors.artist).toBe(1);
  });

  it("recognises all eleven famous artists by surname", () => {
    for (const name of FAMOUS_ARTISTS) {
      const surname = name.split(" ").at(-1) ?? name;
      expect(computeQuickEstimate({ ...neutral, artist: surname }).factors.artist).toBe(5);
    }
    expect(FAMOUS_ARTISTS).toHaveLength(11);
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
