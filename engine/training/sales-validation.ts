/**
 * Measuring the valuation model honestly (decisions 27 and 34): leave-one-source-out (every
 * source is predicted by a model fitted without it), intervals whose widths are calibrated on
 * held-out residuals, and the same figures for the auction houses' own estimates. Pure.
 */
import {
  PRIOR_WEIGHT,
  REPRODUCTION_MEDIAN_USD,
  SOURCE_TYPICALITY,
  UNATTRIBUTED_SHARE,
  UNRECORDED_MEDIANS_USD,
} from "../knowledge/valuation-priors";
import { MEDIUM_CATEGORIES, REFERENCE_AREA_CM2, type MediumCategory } from "../valuation-features";
import type { TrainingLot } from "./sales-lots";
import { DEFAULT_FIT_OPTIONS, fitSalesModel, predictWithModel, type FitOptions, type PriorLot, type SalesModel } from "./sales-model";

/** Interval groups: how much is known about the hand decides how wide the range must be. */
export const INTERVAL_GROUPS = [
  "no sales record, regional house",
  "no sales record, international house",
  "artist with 3-19 sales",
  "artist with 20+ sales, few in this medium",
  "artist with 20+ sales, 10-29 in this medium",
  "artist with 20+ sales, 30+ in this medium",
] as const;
export type IntervalGroup = (typeof INTERVAL_GROUPS)[number];

/**
 * A work without an artist's record (anonymous or unrecorded) is what owners mostly bring and
 * sells at a regional house; the same work at Christie's Hong Kong is a different market, kept
 * apart so its spread does not widen the owners' ranges (the product never prices there).
 */
export function toIntervalGroup(artistSales: number | undefined, majorHouse: boolean, salesInMedium = 0): IntervalGroup {
  if (!artistSales) return majorHouse ? "no sales record, international house" : "no sales record, regional house";
  if (artistSales < 20) return "artist with 3-19 sales";
  // The more of the artist's sales are in the work's own medium, the better its level is known.
  if (salesInMedium >= 30) return "artist with 20+ sales, 30+ in this medium";
  return salesInMedium >= 10 ? "artist with 20+ sales, 10-29 in this medium" : "artist with 20+ sales, few in this medium";
}

/** The stated priors as pseudo-lots (valuation-priors.ts). */
export function buildPriorLots(): PriorLot[] {
  const base = { areaCm2: REFERENCE_AREA_CM2, majorHouse: false, saleYear: 2023 };
  const priors: PriorLot[] = [];
  for (const medium of MEDIUM_CATEGORIES) {
    const usd = UNRECORDED_MEDIANS_USD[medium];
    priors.push({
      lot: { ...base, medium, unrecorded: true },
      logPrice: Math.log(usd),
      weight: PRIOR_WEIGHT,
      basis: "Artprice annual reports: about half of auction lots under $1,000",
    });
    priors.push({
      lot: { ...base, medium, unattributed: true },
      logPrice: Math.log(usd * UNATTRIBUTED_SHARE),
      weight: PRIOR_WEIGHT,
      basis: "judgement: anonymous works at 0.6 of named ones",
    });
  }
  priors.push({
    lot: { ...base, medium: "print", unattributed: true, reproduction: true, signed: false },
    logPrice: Math.log(REPRODUCTION_MEDIAN_USD),
    weight: PRIOR_WEIGHT,
    basis: "museum-shop poster retail prices",
  });
  return priors;
}

export function buildFitOptions(): FitOptions {
  return { ...DEFAULT_FIT_OPTIONS, priors: buildPriorLots(), sourceTypicality: SOURCE_TYPICALITY };
}

/** One held-out prediction. */
export interface HeldOutPrediction {
  lot: TrainingLot;
  logPredicted: number;
  group: IntervalGroup;
}

/** Predicts every lot of every source with a model fitted on the other sources. */
export function predictLeaveOneSourceOut(lots: readonly TrainingLot[], options: FitOptions = buildFitOptions()): HeldOutPrediction[] {
  const sources = [...new Set(lots.map((l) => l.source))];
  const out: HeldOutPrediction[] = [];
  for (const source of sources) {
    const model = fitSalesModel(
      lots.filter((l) => l.source !== source),
      options,
    );
    for (const lot of lots) if (lot.source === source && !lot.imputed) out.push(predictHeldOut(model, lot));
  }
  return out;
}

function predictHeldOut(model: SalesModel, lot: TrainingLot): HeldOutPrediction {
  const p = predictWithModel(model, { ...lot.lot, unattributed: !lot.hasArtist }, lot.hasArtist ? lot.artistKey : undefined);
  return {
    lot,
    logPredicted: p.logPrice,
    group: toIntervalGroup(p.artist?.sales, lot.lot.majorHouse, p.artist?.mediumSales[lot.lot.medium]),
  };
}

/**
 * Quantile of |residual| with each lot weighted 1 / (its source's lots)^SOURCE_BALANCE: 1 makes
 * every source weigh the same in total (a 24-lot sale would then set the width for thousands),
 * 0 weighs lots alike (the big sources would decide alone); the square root sits between.
 */
export let SOURCE_BALANCE = 0.5;
export const setSourceBalance = (x: number) => (SOURCE_BALANCE = x);
function sourceBalancedQuantile(preds: readonly HeldOutPrediction[], q: number): number {
  const counts = new Map<string, number>();
  for (const p of preds) counts.set(p.lot.source, (counts.get(p.lot.source) ?? 0) + 1);
  const items = preds
    .map((p) => ({ r: Math.abs(p.lot.logPrice - p.logPredicted), w: (counts.get(p.lot.source) ?? 1) ** -SOURCE_BALANCE }))
    .sort((a, b) => a.r - b.r);
  const total = items.reduce((s, i) => s + i.w, 0);
  let acc = 0;
  for (const item of items) {
    acc += item.w;
    if (acc >= q * total) return item.r;
  }
  return items.at(-1)?.r ?? 0;
}

/**
 * Half-widths (log) per group so that the interval holds `coverage` of held-out prices, every
 * source counting equally. A group with under 30 held-out lots takes the widest group's width.
 */
export function calibrateHalfWidths(preds: readonly HeldOutPrediction[], coverage: number): Record<IntervalGroup, number> {
  const widths = {} as Record<IntervalGroup, number>;
  for (const g of INTERVAL_GROUPS) {
    const inGroup = preds.filter((p) => p.group === g);
    widths[g] = inGroup.length >= 30 ? sourceBalancedQuantile(inGroup, coverage) : NaN;
  }
  const widest = Math.max(...Object.values(widths).filter((w) => Number.isFinite(w)));
  for (const g of INTERVAL_GROUPS) if (!Number.isFinite(widths[g])) widths[g] = widest;
  return widths;
}

/** Coverage, median high/low and median |log error| of the midpoint. */
export interface IntervalFigures {
  n: number;
  coverage: number;
  medianRatio: number;
  medianAbsLogError: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Figures of intervals [exp(pred - h), exp(pred + h)] against the paid prices. */
export function measureIntervals(items: readonly { logPrice: number; logPredicted: number; halfWidth: number }[]): IntervalFigures {
  return {
    n: items.length,
    coverage: items.filter((i) => Math.abs(i.logPrice - i.logPredicted) <= i.halfWidth).length / Math.max(1, items.length),
    medianRatio: median(items.map((i) => Math.exp(2 * i.halfWidth))),
    medianAbsLogError: median(items.map((i) => Math.abs(i.logPrice - i.logPredicted))),
  };
}

/** The auction houses' own estimates on the same lots, against the hammer price they estimate. */
export function measureHouseEstimates(lots: readonly TrainingLot[]): IntervalFigures {
  const withEstimate = lots.filter((l) => l.estimate && !l.imputed);
  return {
    n: withEstimate.length,
    coverage:
      withEstimate.filter((l) => l.hammerUsd >= l.estimate!.low && l.hammerUsd <= l.estimate!.high).length /
      Math.max(1, withEstimate.length),
    medianRatio: median(withEstimate.map((l) => l.estimate!.high / l.estimate!.low)),
    medianAbsLogError: median(withEstimate.map((l) => Math.abs(Math.log(Math.sqrt(l.estimate!.low * l.estimate!.high) / l.hammerUsd)))),
  };
}

/** Price tiers of the paid price, for the figures by tier. */
export function toPriceTier(usd: number): string {
  if (usd < 1000) return "under $1,000";
  if (usd < 10000) return "$1,000-$10,000";
  if (usd < 100000) return "$10,000-$100,000";
  return "$100,000 and over";
}

/**
 * Nested calibration for measurement: each source's intervals take widths calibrated on the
 * other sources' held-out residuals, so no lot helps set its own range.
 */
export function heldOutIntervals(preds: readonly HeldOutPrediction[], coverage: number): { pred: HeldOutPrediction; halfWidth: number }[] {
  const sources = [...new Set(preds.map((p) => p.lot.source))];
  const out: { pred: HeldOutPrediction; halfWidth: number }[] = [];
  for (const source of sources) {
    const widths = calibrateHalfWidths(
      preds.filter((p) => p.lot.source !== source),
      coverage,
    );
    for (const p of preds) if (p.lot.source === source) out.push({ pred: p, halfWidth: widths[p.group] });
  }
  return out;
}

export type { MediumCategory };
