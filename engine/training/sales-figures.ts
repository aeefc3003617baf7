/**
 * The figures the valuation is judged by (issue 31, decision 39), held out by house: for both
 * ranges the share of paid prices inside, the median high/low, and the median absolute and
 * signed error of the midpoint, every house weighing the same; beside the houses' own
 * estimates where the data have them. Pure: the fitting script and `npm run eval` print them.
 */
import {
  calibrateRangeAcrossHouses,
  fitRecalibration,
  heldOutIntervals,
  houseBalancedWeights,
  recalibrateHeldOut,
  toHalfWidth,
  weightedQuantile,
  type HeldOutPrediction,
} from "./sales-validation";
import { PRICE_TIERS, toCorrectedLogPrice, toTier } from "@engine/valuation";

/** One held-out lot with both of its ranges' half-widths (log) and its weight. */
export interface RangeRow {
  pred: HeldOutPrediction;
  likely: number;
  wide: number;
  /** 1 / the lots of its house: every house weighs the same. */
  weight: number;
}

/** The figures of a set of lots. Errors are log(predicted / paid): positive means too high. */
export interface RangeFigures {
  n: number;
  houses: number;
  likely: { coverage: number; medianRatio: number };
  wide: { coverage: number; medianRatio: number };
  medianAbsLogError: number;
  medianSignedLogError: number;
  /** The houses' own pre-sale estimates on the lots that have one (hammer basis). */
  houseEstimates?: { n: number; coverage: number; medianRatio: number; medianAbsLogError: number };
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Pairs the likely and wide half-widths of the same predictions, weighting every house alike. */
export function toRangeRows(
  likely: readonly { pred: HeldOutPrediction; halfWidth: number }[],
  wideHalfWidths: ReadonlyMap<HeldOutPrediction["lot"], number>,
): RangeRow[] {
  const weights = houseBalancedWeights(likely.map((l) => l.pred));
  return likely.map((l, i) => ({
    pred: l.pred,
    likely: l.halfWidth,
    // The product never draws the wide range inside the likely one (engine/valuation/valuation.ts).
    wide: Math.max(l.halfWidth, wideHalfWidths.get(l.pred.lot) ?? l.halfWidth),
    weight: weights[i]!,
  }));
}

/** Figures of the rows (weights as given, so a slice keeps each house's overall weight per lot). */
export function measureRanges(rows: readonly RangeRow[]): RangeFigures {
  const w = rows.map((r) => r.weight);
  const total = w.reduce((s, x) => s + x, 0) || 1;
  const error = rows.map((r) => r.pred.logPredicted - r.pred.lot.logPrice);
  const inside = (half: (r: RangeRow) => number) => rows.reduce((s, r, i) => s + (Math.abs(error[i]!) <= half(r) ? w[i]! : 0), 0) / total;
  const withEstimate = rows.filter((r) => r.pred.lot.estimate);
  const ew = withEstimate.map((r) => r.weight);
  const eTotal = ew.reduce((s, x) => s + x, 0) || 1;
  return {
    n: rows.length,
    houses: new Set(rows.map((r) => r.pred.lot.source)).size,
    likely: {
      coverage: r3(inside((r) => r.likely)),
      medianRatio: r3(
        weightedQuantile(
          rows.map((r) => Math.exp(2 * r.likely)),
          w,
          0.5,
        ),
      ),
    },
    wide: {
      coverage: r3(inside((r) => r.wide)),
      medianRatio: r3(
        weightedQuantile(
          rows.map((r) => Math.exp(2 * r.wide)),
          w,
          0.5,
        ),
      ),
    },
    medianAbsLogError: r3(weightedQuantile(error.map(Math.abs), w, 0.5)),
    medianSignedLogError: r3(weightedQuantile(error, w, 0.5)),
    houseEstimates: withEstimate.length
      ? {
          n: withEstimate.length,
          coverage: r3(
            withEstimate.reduce((s, r, i) => {
              const e = r.pred.lot.estimate!;
              return s + (r.pred.lot.hammerUsd >= e.low && r.pred.lot.hammerUsd <= e.high ? ew[i]! : 0);
            }, 0) / eTotal,
          ),
          medianRatio: r3(
            weightedQuantile(
              withEstimate.map((r) => r.pred.lot.estimate!.high / r.pred.lot.estimate!.low),
              ew,
              0.5,
            ),
          ),
          medianAbsLogError: r3(
            weightedQuantile(
              withEstimate.map((r) =>
                Math.abs(Math.log(Math.sqrt(r.pred.lot.estimate!.low * r.pred.lot.estimate!.high) / r.pred.lot.hammerUsd)),
              ),
              ew,
              0.5,
            ),
          ),
        }
      : undefined,
  };
}

export { PRICE_TIERS, toTier };

/** Figures per key, in the order the keys first sort. */
export function measureBy(rows: readonly RangeRow[], keyOf: (r: RangeRow) => string): Record<string, RangeFigures> {
  const keys = [...new Set(rows.map(keyOf))].sort();
  return Object.fromEntries(keys.map((k) => [k, measureRanges(rows.filter((r) => keyOf(r) === k))]));
}

/** Everything the card and the eval report for a set of held-out rows. */
export function measureAll(rows: readonly RangeRow[]) {
  return {
    all: measureRanges(rows),
    byPredictedTier: measureBy(rows, (r) => toTier(Math.exp(r.pred.logPredicted))),
    byPaidTier: measureBy(rows, (r) => toTier(Math.exp(r.pred.lot.logPrice))),
    byMedium: measureBy(rows, (r) => r.pred.lot.lot.medium),
    byHouse: measureBy(rows, (r) => r.pred.lot.source),
    byRangeGroup: measureBy(rows, (r) => r.pred.group),
  };
}

/**
 * Both ranges of every held-out lot. Regional houses: nested (each house's midpoint corrections
 * and widths come from the other regional houses). High-end sources: the corrections and widths
 * of all the regional houses, as the product would price them.
 */
export function toHeldOutRows(
  regionalPreds: readonly HeldOutPrediction[],
  highEndPreds: readonly HeldOutPrediction[],
  coverage: { likely: number; wide: number },
  maxRatio: { likely: number; wide: number } = { likely: Infinity, wide: Infinity },
): { regional: RangeRow[]; highEnd: RangeRow[] } {
  const likely = heldOutIntervals(regionalPreds, coverage.likely, maxRatio.likely);
  const wide = new Map(heldOutIntervals(regionalPreds, coverage.wide, maxRatio.wide).map((w) => [w.pred.lot, w.halfWidth]));
  const regional = toRangeRows(likely, wide);
  const recalibration = fitRecalibration(regionalPreds);
  const corrected = recalibrateHeldOut(regionalPreds);
  const likelyCal = calibrateRangeAcrossHouses(corrected, coverage.likely, maxRatio.likely);
  const wideCal = calibrateRangeAcrossHouses(corrected, coverage.wide, maxRatio.wide);
  const high = highEndPreds.map((p) => ({
    ...p,
    logPredicted: toCorrectedLogPrice(recalibration, p.logPredicted, p.lot.lot.medium, p.group),
  }));
  const highLikely = high.map((p) => ({
    pred: p,
    halfWidth: toHalfWidth(likelyCal, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted),
  }));
  const highWide = new Map(high.map((p) => [p.lot, toHalfWidth(wideCal, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted)]));
  return { regional, highEnd: toRangeRows(highLikely, highWide) };
}
