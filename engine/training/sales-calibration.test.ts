import { describe, expect, it } from "vitest";
import { measureRanges, toHeldOutRows } from "./sales-figures";
import type { TrainingLot } from "./sales-lots";
import {
  calibrateRange,
  calibrateRangeAcrossHouses,
  fitCurve,
  fitRecalibration,
  heldOutIntervals,
  houseBalancedWeights,
  toHalfWidth,
  weightedQuantile,
  type HeldOutPrediction,
} from "./sales-validation";
import { curveCorrection, recalibrateLogPrice } from "@engine/valuation";

// Held-out predictions the test makes: five houses whose levels differ (-0.6 .. +0.6), residuals
// spread evenly over -1..1 inside each house, one house with ten times the lots of the others.
function makePreds(): HeldOutPrediction[] {
  const preds: HeldOutPrediction[] = [];
  const houseLevels = [-0.6, -0.3, 0, 0.3, 0.6];
  for (const [h, level] of houseLevels.entries()) {
    const n = h === 0 ? 1000 : 100;
    for (let i = 0; i < n; i++) {
      const inside = -1 + (2 * (i + 0.5)) / n;
      const lot: TrainingLot = {
        source: `house-${h}`,
        artistKey: "",
        hasArtist: false,
        lot: { medium: i % 2 ? "painting" : "print", majorHouse: false, saleYear: 2020 },
        logPrice: 7 + level + inside,
        hammerUsd: 1000,
      };
      preds.push({ lot, logPredicted: 7, group: "no sales record, regional house", houseVariance: 0.18 });
    }
  }
  return preds;
}

describe("range calibration", () => {
  it("weighs every house the same, whatever its number of lots", () => {
    const weights = houseBalancedWeights(makePreds());
    expect(weights[0]).toBeCloseTo(1 / 1000);
    expect(weights.at(-1)).toBeCloseTo(1 / 100);
    expect(weightedQuantile([1, 2, 3, 4], [1, 1, 1, 1], 0.5)).toBe(2);
    expect(weightedQuantile([1, 2, 3, 4], [0, 0, 0, 1], 0.5)).toBe(4);
  });

  it("calibrates a range to hold the share asked, house by house equally", () => {
    const preds = makePreds();
    for (const coverage of [0.5, 0.8]) {
      const calibration = calibrateRange(preds, coverage);
      const weights = houseBalancedWeights(preds);
      const held = preds.reduce(
        (s, p, i) =>
          s +
          (Math.abs(p.lot.logPrice - p.logPredicted) <= toHalfWidth(calibration, p.group, p.lot.lot.medium, p.houseVariance)
            ? weights[i]!
            : 0),
        0,
      );
      expect(held / weights.reduce((a, b) => a + b, 0)).toBeCloseTo(coverage, 1);
    }
    // The wider range is wider, and the spread inside a house excludes the house's own level.
    const likely = calibrateRange(preds, 0.5);
    expect(calibrateRange(preds, 0.8).multiplier).toBeGreaterThan(likely.multiplier);
    expect(likely.groupVariances["no sales record, regional house"]).toBeCloseTo(1 / 3, 1);
  });

  it("holds about the share asked on houses left out of the calibration", () => {
    const rows = heldOutIntervals(makePreds(), 0.5);
    const held = rows.filter((r) => Math.abs(r.pred.lot.logPrice - r.pred.logPredicted) <= r.halfWidth);
    expect(rows).toHaveLength(1400);
    // Unweighted share over all lots (the big house sits at the centre, so it is held more often).
    expect(held.length / rows.length).toBeGreaterThan(0.4);
    expect(held.length / rows.length).toBeLessThan(0.8);
  });

  it("corrects a midpoint that held-out houses find too low, and pulls spread predictions in", () => {
    const preds = makePreds().map((p) => ({ ...p, logPredicted: p.logPredicted - 0.5 }));
    const r = fitRecalibration(preds);
    expect(r.unrecorded.painting).toBeCloseTo(0.5, 1);
    expect(recalibrateLogPrice(r, 6.5, "painting", "no sales record, regional house")).toBeCloseTo(7, 1);
    // Predictions that vary while the prices do not: the slope goes to its floor.
    const spread = makePreds().map((p, i) => ({ ...p, logPredicted: 7 + (i % 3) - 1, lot: { ...p.lot, logPrice: 7 } }));
    expect(fitRecalibration(spread).slope).toBeCloseTo(0.3, 5);
  });

  it("reports both ranges' coverage with the houses weighing the same", () => {
    const preds = makePreds();
    const { regional } = toHeldOutRows(preds, [], { likely: 0.5, wide: 0.8 });
    const f = measureRanges(regional);
    expect(f.houses).toBe(5);
    expect(f.wide.coverage).toBeGreaterThan(f.likely.coverage);
    expect(f.wide.medianRatio).toBeGreaterThan(f.likely.medianRatio);
    expect(Math.abs(f.medianSignedLogError)).toBeLessThan(0.3);
  });

  it("corrects each end of the price scale by its own amount, and never reverses the order", () => {
    // Cheap predictions ($150) sell 0.5 higher in log, dear ones ($8,000) 0.5 lower, the middle as predicted.
    const items: { x: number; paid: number; w: number }[] = [];
    for (const [x, shift] of [
      [Math.log(150), 0.5],
      [Math.log(2000), 0],
      [Math.log(8000), -0.5],
    ] as const)
      for (let i = 0; i < 300; i++) items.push({ x, paid: x + shift + ((i % 11) - 5) / 10, w: 1 });
    const curve = fitCurve(items, 3);
    expect(curveCorrection(curve, Math.log(150))).toBeCloseTo(0.5, 5);
    expect(curveCorrection(curve, Math.log(2000))).toBeCloseTo(0, 5);
    expect(curveCorrection(curve, Math.log(8000))).toBeCloseTo(-0.5, 5);
    // Flat beyond the last knots; nothing without a curve.
    expect(curveCorrection(curve, Math.log(50))).toBeCloseTo(0.5, 5);
    expect(curveCorrection(curve, Math.log(90000))).toBeCloseTo(-0.5, 5);
    expect(curveCorrection(undefined, 7)).toBe(0);
    // A correction that would make a dearer prediction the cheaper midpoint is held back.
    const steep = fitCurve(
      [...Array(200).keys()].map((i) => ({ x: i < 100 ? 6 : 6.2, paid: i < 100 ? 7 : 6, w: 1 })),
      2,
    );
    const corrected = (x: number) => x + curveCorrection(steep, x);
    expect(corrected(6.2)).toBeGreaterThanOrEqual(corrected(6) - 1e-9);
  });

  it("gives each tier and medium the width that holds its share, and a thin cell the pooled one", () => {
    // Four houses; cheap prints scatter three times as far as dear paintings.
    const preds: HeldOutPrediction[] = [];
    for (let h = 0; h < 4; h++)
      for (let i = 0; i < 400; i++) {
        const cheapPrint = i % 2 === 0;
        const spread = cheapPrint ? 1.5 : 0.5;
        const logPredicted = cheapPrint ? Math.log(300) : Math.log(3000);
        const lot: TrainingLot = {
          source: `house-${h}`,
          artistKey: "",
          hasArtist: false,
          lot: { medium: cheapPrint ? "print" : "painting", majorHouse: false, saleYear: 2020 },
          logPrice: logPredicted + spread * (-1 + (2 * (Math.floor(i / 2) + 0.5)) / 200),
          hammerUsd: 1000,
        };
        preds.push({ lot, logPredicted, group: "no sales record, regional house", houseVariance: 0 });
      }
    // One photograph at one house: too thin for a width of its own.
    preds.push({ ...preds[1]!, lot: { ...preds[1]!.lot, lot: { ...preds[1]!.lot.lot, medium: "photograph" } } });
    const calibration = calibrateRange(preds, 0.5);
    const held = (keep: (p: HeldOutPrediction) => boolean) => {
      const cell = preds.filter(keep);
      return (
        cell.filter(
          (p) =>
            Math.abs(p.lot.logPrice - p.logPredicted) <=
            toHalfWidth(calibration, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted),
        ).length / cell.length
      );
    };
    // One multiplier for both would leave the print's range too narrow and the painting's too wide.
    expect(held((p) => p.lot.lot.medium === "print")).toBeCloseTo(0.5, 1);
    expect(held((p) => p.lot.lot.medium === "painting")).toBeCloseTo(0.5, 1);
    expect(calibration.cellMultipliers?.["under $1,000|print"]).toBeGreaterThan(calibration.cellMultipliers!["$1,000-$5,000|painting"]!);
    expect(calibration.cellMultipliers?.["$1,000-$5,000|photograph"]).toBeCloseTo(calibration.cellMultipliers!["$1,000-$5,000"]!, 5);
    // Without a midpoint, the overall multiplier.
    expect(toHalfWidth(calibration, "no sales record, regional house", "print", 0)).toBeCloseTo(
      calibration.multiplier * Math.sqrt(calibration.groupVariances["no sales record, regional house|print"]!),
      5,
    );
  });

  it("widens a range calibrated across houses so that a house left out holds about its share", () => {
    // Five houses far apart (-1.2 .. +1.2 in log), each with a narrow spread of its own.
    const preds = makePreds().map((p) => {
      const h = Number(p.lot.source.slice(-1));
      return {
        ...p,
        houseVariance: 0,
        lot: { ...p.lot, logPrice: 7 + (h - 2) * 0.6 + (p.lot.logPrice - 7 - [-0.6, -0.3, 0, 0.3, 0.6][h]!) * 0.3 },
      };
    });
    const weights = houseBalancedWeights(preds);
    // Each house against the range calibrated without it, every house weighing the same.
    const heldShare = (calibrate: (rest: HeldOutPrediction[]) => ReturnType<typeof calibrateRange>) => {
      let held = 0;
      for (let h = 0; h < 5; h++) {
        const calibration = calibrate(preds.filter((p) => p.lot.source !== `house-${h}`));
        preds.forEach((p, i) => {
          if (
            p.lot.source === `house-${h}` &&
            Math.abs(p.lot.logPrice - p.logPredicted) <=
              toHalfWidth(calibration, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted)
          )
            held += weights[i]!;
        });
      }
      return held / weights.reduce((a, b) => a + b, 0);
    };
    const plain = heldShare((rest) => calibrateRange(rest, 0.8));
    const across = heldShare((rest) => calibrateRangeAcrossHouses(rest, 0.8));
    // The houses at the ends of the scale are held less by a range fitted on the others.
    expect(plain).toBeLessThan(0.7);
    expect(across).toBeGreaterThan(plain + 0.05);
    expect(calibrateRangeAcrossHouses(preds, 0.8).multiplier).toBeGreaterThan(calibrateRange(preds, 0.8).multiplier);
  });

  it("measures a new house's variance per kind of work: editions scatter across houses more than unique works", () => {
    // Six houses; a house's prints sit up to 1.5 from the others' in log, its paintings up to 0.25.
    const group = "no sales record, regional house" as const;
    const preds: HeldOutPrediction[] = [];
    for (let h = 0; h < 6; h++)
      for (let i = 0; i < 200; i++) {
        const print = i % 2 === 0;
        const lot: TrainingLot = {
          source: `house-${h}`,
          artistKey: "",
          hasArtist: false,
          lot: { medium: print ? "print" : "painting", majorHouse: false, saleYear: 2020 },
          logPrice: 7 + (h - 2.5) * (print ? 0.6 : 0.1) + 0.5 * (-1 + (2 * (Math.floor(i / 2) + 0.5)) / 100),
          hammerUsd: 1000,
        };
        preds.push({ lot, logPredicted: 7, group, houseVariance: 0.3 });
      }
    const calibration = calibrateRange(preds, 0.8);
    // The variance of the houses' levels (0.36 x 3.5 and 0.01 x 3.5), not the model's one 0.3.
    expect(calibration.houseVariances?.["group:multiple"]).toBeCloseTo(1.26, 1);
    expect(calibration.houseVariances?.["group:unique"]).toBeCloseTo(0.035, 1);
    expect(toHalfWidth(calibration, group, "print", 0.3)).toBeGreaterThan(1.5 * toHalfWidth(calibration, group, "painting", 0.3));
    // A photograph, which no house here sells, takes the prints' house variance and spread.
    expect(toHalfWidth(calibration, group, "photograph", 0.3)).toBeCloseTo(toHalfWidth(calibration, group, "print", 0.3), 9);
    // A medium only one house sells takes its group's spread over every house (0.27), not that house's (0.47).
    const oneHouse = preds.map((p) =>
      p.lot.source === "house-0" && p.lot.lot.medium === "print"
        ? { ...p, lot: { ...p.lot, lot: { ...p.lot.lot, medium: "photograph" as const } } }
        : p,
    );
    const c = calibrateRange(oneHouse, 0.8);
    expect(c.groupVariances[`${group}|photograph`]).toBeCloseTo(0.27, 1);
  });

  it("prices a medium only one house sells at its medium group's offset", () => {
    // Prints sell 0.5 above the prediction at every house; photographs, all at house-0, 2.0 above.
    const preds = makePreds().map((p) => {
      const photo = p.lot.source === "house-0" && p.lot.lot.medium === "painting";
      return {
        ...p,
        lot: {
          ...p.lot,
          logPrice: 7.5 + (photo ? 1.5 : 0),
          lot: { ...p.lot.lot, medium: photo ? ("photograph" as const) : ("print" as const) },
        },
      };
    });
    const r = fitRecalibration(preds);
    expect(r.unrecorded.print).toBeCloseTo(0.5, 5);
    expect(r.unrecorded.photograph).toBeCloseTo(r.unrecorded.print!, 9);
  });

  it("never draws a range wider than its cap", () => {
    const calibration = calibrateRangeAcrossHouses(makePreds(), 0.95, 4);
    expect(calibration.maxHalfWidth).toBeCloseTo(Math.log(4) / 2, 9);
    expect(Math.exp(2 * toHalfWidth(calibration, "no sales record, regional house", "print", 5, Math.log(300)))).toBeCloseTo(4, 9);
  });

  it("weighs every house the same inside a bin of the price-level curve", () => {
    // One house with 900 lots sold 1.0 higher, nine houses with 10 lots each as predicted.
    const items = [
      ...[...Array(900).keys()].map(() => ({ x: 6, paid: 7, w: 1 / 10, house: "big" })),
      ...[...Array(90).keys()].map((i) => ({ x: 6, paid: 6, w: 1 / 10, house: `small-${i % 9}` })),
    ];
    expect(curveCorrection(fitCurve(items, 1), 6)).toBeCloseTo(0, 5);
  });
});
