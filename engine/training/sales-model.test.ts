import { describe, expect, it } from "vitest";
import type { TrainingLot } from "./sales-lots";
import { fitSalesModel, predictWithModel, solveLinear } from "./sales-model";
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

const options = { sourceCap: 1000, ridge: 0.01, artistShrinkage: 3, minArtistSales: 3, artistMediumShrinkage: 2, priors: [] };

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
