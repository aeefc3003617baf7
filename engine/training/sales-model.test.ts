import { describe, expect, it } from "vitest";
import type { TrainingLot } from "./sales-lots";
import { estimateBetweenVariance, fitSalesModel, predictWithModel, shrunkLevel, solveLinear } from "./sales-model";
import { calibrateHalfWidths, measureIntervals, predictLeaveOneSourceOut } from "./sales-validation";

// Lots the test makes: paintings at $1,000 and prints at $100 (50 x 60 cm), price rising with
// area^0.5, one artist at 5x the group, and deterministic noise of +-0.3 in log terms.
function makeLots(): TrainingLot[] {
  const lots: TrainingLot[] = [];
  let state = 11;
  const noise = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 0.6;
  for (let i = 0; i < 400; i++) {
    const medium = i % 2 === 0 ? "painting" : "print";
    const area = 1000 + (i % 7) * 800;
    const star = i % 10 === 0 || i % 10 === 5; // paintings and prints alike
    const base = Math.log(medium === "painting" ? 1000 : 100) + 0.5 * Math.log(area / 3000) + (star ? Math.log(5) : 0);
    lots.push({
      source: `source-${i % 4}`,
      artistKey: star ? "jane star" : `artist ${i % 20}`,
      hasArtist: true,
      lot: { medium, areaCm2: area, majorHouse: false, saleYear: 2020 },
      logPrice: base + noise(),
      hammerUsd: Math.exp(base) / 1.25,
    });
  }
  return lots;
}

const options = {
  sourceCap: 1000,
  ridge: 0.01,
  artistShrinkage: 3 as number | "estimated",
  minArtistSales: 3,
  artistMediumShrinkage: 2,
  priors: [],
};

describe("the valuation model fit", () => {
  it("solves small linear systems", () => {
    expect(
      solveLinear(
        [
          [2, 1],
          [1, 3],
        ],
        [3, 5],
      ).map((x) => Math.round(x * 1000) / 1000),
    ).toEqual([0.8, 1.4]);
  });

  it("recovers the medium levels, the size slope and a shrunk artist level", () => {
    const model = fitSalesModel(makeLots(), options);
    const painting = predictWithModel(model, { medium: "painting", areaCm2: 3000, majorHouse: false, saleYear: 2020 }, "nobody");
    const print = predictWithModel(model, { medium: "print", areaCm2: 3000, majorHouse: false, saleYear: 2020 }, "nobody");
    expect(Math.exp(painting.logPrice)).toBeGreaterThan(800);
    expect(Math.exp(painting.logPrice)).toBeLessThan(1250);
    expect(Math.exp(painting.logPrice - print.logPrice)).toBeGreaterThan(8);
    expect(Math.exp(painting.logPrice - print.logPrice)).toBeLessThan(12.5);
    const large = predictWithModel(model, { medium: "painting", areaCm2: 12000, majorHouse: false, saleYear: 2020 }, "nobody");
    expect(large.logPrice - painting.logPrice).toBeCloseTo(0.5 * Math.log(4), 0);
    const star = model.artists.get("jane star")!;
    expect(star.sales).toBe(80);
    // Her paintings and prints sit at the same premium, so her levels per medium stay near zero.
    expect(star.mediumSales).toEqual({ painting: 40, print: 40 });
    expect(Math.abs(star.mediumLevels.print ?? 1)).toBeLessThan(0.15);
    expect(Math.exp(star.level)).toBeGreaterThan(3.5);
    expect(Math.exp(star.level)).toBeLessThan(5.5);
    expect(model.artists.get("artist 1")?.sales).toBe(20);
    expect(model.artists.has("nobody")).toBe(false);
  });

  it("calibrates held-out ranges to hold about half the prices", () => {
    const preds = predictLeaveOneSourceOut(makeLots(), options);
    const widths = calibrateHalfWidths(preds, 0.5);
    const figures = measureIntervals(
      preds.map((p) => ({ logPrice: p.lot.logPrice, logPredicted: p.logPredicted, halfWidth: widths[p.group] })),
    );
    expect(figures.n).toBe(400);
    expect(figures.coverage).toBeGreaterThan(0.4);
    expect(figures.coverage).toBeLessThan(0.65);
    expect(figures.medianAbsLogError).toBeLessThan(0.3);
  });
});

describe("random effects", () => {
  it("estimates the between-group variance net of each group's own noise", () => {
    // Four groups at +-1 with residual variance 1 over 100 lots each: about 1 - 1/100.
    const groups = [1, -1, 1, -1].map((m) => ({ sum: m * 100, n: 100 }));
    expect(estimateBetweenVariance(groups, 1)).toBeCloseTo(0.99, 5);
    // Groups that agree better than their noise allows give the floor, not a negative variance.
    expect(
      estimateBetweenVariance(
        [
          { sum: 0.1, n: 2 },
          { sum: -0.1, n: 2 },
        ],
        1,
      ),
    ).toBe(1e-3);
  });

  it("shrinks a small group's level more than a large one's", () => {
    // Mean residual 1 in both; residual variance 1, between variance 0.25: shrinkage 4.
    expect(shrunkLevel({ sum: 4, n: 4 }, 1, 0.25)).toBeCloseTo(0.5, 5);
    expect(shrunkLevel({ sum: 396, n: 396 }, 1, 0.25)).toBeCloseTo(0.99, 5);
  });

  it("recovers each house's level and estimates their variance", () => {
    // The test's lots in four houses of 100 (every artist sells in each), prices moved by the house's level.
    const levels = [0.8, -0.8, 0.4, -0.4];
    const lots = makeLots().map((l, i) => ({
      ...l,
      source: `source-${Math.floor(i / 100)}`,
      logPrice: l.logPrice + levels[Math.floor(i / 100)]!,
    }));
    const model = fitSalesModel(lots, { ...options, artistShrinkage: "estimated" });
    for (const [i, level] of levels.entries()) expect(model.houses.get(`source-${i}`)!.level).toBeCloseTo(level, 1);
    expect(model.variances.house).toBeGreaterThan(0.2);
    expect(model.variances.house).toBeLessThan(0.6);
    expect(model.variances.residual).toBeLessThan(0.1);
  });
});
