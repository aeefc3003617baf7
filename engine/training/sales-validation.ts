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
  MEDIUM_CATEGORIES,
  type MediumCategory,
  type Recalibration,
} from "@engine/knowledge";
import {
  REFERENCE_AREA_CM2,
  MEDIUM_GROUP_OF,
  INTERVAL_GROUPS,
  isRecordedGroup,
  PRICE_TIERS,
  recalibrateLogPrice,
  toCorrectedLogPrice,
  toIntervalGroup,
  toTier,
  type IntervalGroup,
} from "@engine/valuation";
import type { TrainingLot } from "./sales-lots";
import { DEFAULT_FIT_OPTIONS, fitSalesModel, predictWithModel, type FitOptions, type PriorLot, type SalesModel } from "./sales-model";

/**
 * The houses an owner sells in, each held out in turn to measure the ranges (issue 31): Agra-Art
 * in Warsaw, the five Tallinn houses, Veritas in Lisbon, Bonhams Skinner, Bonhams' online sales
 * and a Catawiki sale. The other sources (Christie's, Sotheby's, Phillips, AskArt New York) are
 * the high end, fitted on and reported apart.
 */
export const REGIONAL_HOUSES: readonly string[] = [
  "agraart_warsaw",
  "estonia_haus",
  "estonia_salong",
  "estonia_vaal",
  "estonia_allee",
  "estonia_vernissage",
  "veritas_lisbon",
  "bonhams_skinner_2023",
  "bonhams_online_2021",
  "catawiki_prints_2024",
];

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
  /** Variance of an unseen house's level (house plus house-in-medium) in the model that predicted it. */
  houseVariance: number;
}

/**
 * Predicts every lot of every source (or of the sources `heldOut` names) with a model fitted on
 * the other sources: the house is new to the model, as an owner's house is.
 */
export function predictLeaveOneSourceOut(
  lots: readonly TrainingLot[],
  options: FitOptions = buildFitOptions(),
  heldOut: (source: string) => boolean = () => true,
): HeldOutPrediction[] {
  const sources = [...new Set(lots.map((l) => l.source))].filter(heldOut);
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
    houseVariance: model.variances.house + model.variances.houseMedium,
  };
}

/**
 * A range's width in log terms: multiplier x sqrt(an unseen house's variance + the spread left
 * inside a house for the group). The house's variance (per medium group), the groups' spreads
 * and the multipliers come from held-out houses, every house weighing the same.
 */
export interface RangeCalibration {
  coverage: number;
  multiplier: number;
  /** Spread inside a house by "group|medium" (prints scatter more than paintings), and by group alone as the fallback. */
  groupVariances: Record<string, number>;
  /**
   * The multiplier by "tier|medium" of the corrected midpoint, and by tier alone: the spread a
   * house's level adds is not the same for a $300 print as for a $3,000 painting, so one
   * multiplier over-covers the one and under-covers the other. Each cell's own quantile, shrunk
   * towards its tier's and medium's multipliers (CELL_SHRINKAGE pseudo-lots) when it is thin.
   */
  cellMultipliers?: Record<string, number>;
  /** No half-width (log) past this: RANGE_MAX_RATIO, set by calibrateRangeAcrossHouses. */
  maxHalfWidth?: number;
  /**
   * An unseen house's variance (log^2) by "group:" medium group, and "all", measured on the
   * calibration houses' held-out midpoints (fitHouseVariances); without it, the fitted model's one
   * variance for every medium.
   */
  houseVariances?: Record<string, number>;
}

/** Houses a spread (of a group in a medium) must come from: one house's spread says how that house scatters. */
export const SPREAD_MIN_HOUSES = 2;
/** A house needs this many lots in a medium group for its level there to count; a group needs this many such houses. */
export const HOUSE_VARIANCE_MIN_LOTS = 10;
export const HOUSE_VARIANCE_MIN_HOUSES = 3;

/**
 * An unseen house's variance, measured where it matters: the variance of a house's level (its
 * mean held-out residual) across the calibration houses, every house weighing the same, less what
 * the noise of each mean explains; per medium group (editions scatter across houses more than
 * unique works), where HOUSE_VARIANCE_MIN_HOUSES houses have HOUSE_VARIANCE_MIN_LOTS lots in it,
 * and overall. The fitted model's one variance is an in-sample figure, and it shrinks when the
 * house most unlike the others is left out of the fit (0.40 without Catawiki, 1.21 with it), so
 * that house got the narrowest ranges of all.
 */
export function fitHouseVariances(preds: readonly HeldOutPrediction[], residuals: readonly number[]): Record<string, number> {
  const between = (keep: (p: HeldOutPrediction) => boolean) => {
    const byHouse = new Map<string, number[]>();
    preds.forEach((p, i) => {
      if (!keep(p)) return;
      const r = byHouse.get(p.lot.source) ?? [];
      r.push(residuals[i]!);
      byHouse.set(p.lot.source, r);
    });
    const houses = [...byHouse.values()].filter((r) => r.length >= HOUSE_VARIANCE_MIN_LOTS);
    if (houses.length < HOUSE_VARIANCE_MIN_HOUSES) return undefined;
    const means = houses.map((r) => r.reduce((s, x) => s + x, 0) / r.length);
    const noise = houses.map((r, i) => r.reduce((s, x) => s + (x - means[i]!) ** 2, 0) / (r.length - 1) / r.length);
    const grand = means.reduce((s, x) => s + x, 0) / means.length;
    const spread = means.reduce((s, x) => s + (x - grand) ** 2, 0) / (means.length - 1);
    return Math.max(0, spread - noise.reduce((s, x) => s + x, 0) / noise.length);
  };
  const out: Record<string, number> = { all: between(() => true) ?? 0 };
  for (const g of new Set(Object.values(MEDIUM_GROUP_OF))) {
    const v = between((p) => MEDIUM_GROUP_OF[p.lot.lot.medium] === g);
    if (v !== undefined) out[`group:${g}`] = v;
  }
  return out;
}

/** A calibration's house variance for a medium (the model's when the calibration has none). */
export function toHouseVariance(calibration: RangeCalibration, medium: MediumCategory, modelVariance: number): number {
  const v = calibration.houseVariances;
  if (!v) return modelVariance;
  return v[`group:${MEDIUM_GROUP_OF[medium]}`] ?? v.all ?? modelVariance;
}

/** Pseudo-lots a width cell's quantile is shrunk with towards its tier's and medium's (a cell of 300 lots is half its own). */
export const CELL_SHRINKAGE = 300;
/** Lots (from two houses or more) a cell, tier or medium needs for a quantile of its own. */
export const CELL_MIN_LOTS = 100;

/** The tier of a log midpoint. */
const tierOfLog = (logPredicted: number) => toTier(Math.exp(logPredicted));

/**
 * Per tier x medium multipliers (see RangeCalibration.cellMultipliers): the scaled residuals'
 * weighted quantile in each cell, shrunk towards the tier's plus the medium's departure from
 * the overall multiplier; a tier towards the overall one.
 */
function fitCellMultipliers(
  preds: readonly HeldOutPrediction[],
  scaled: readonly number[],
  weights: readonly number[],
  coverage: number,
  overall: number,
): Record<string, number> {
  const quantileOf = (keep: (p: HeldOutPrediction) => boolean) => {
    const idx = preds.map((p, i) => (keep(p) ? i : -1)).filter((i) => i >= 0);
    // A cell of one house, or of few lots, says more about that house than about the cell.
    if (idx.length < CELL_MIN_LOTS || new Set(idx.map((i) => preds[i]!.lot.source)).size < 2) return { n: 0, q: 0 };
    const q = idx.length
      ? weightedQuantile(
          idx.map((i) => scaled[i]!),
          idx.map((i) => weights[i]!),
          coverage,
        )
      : 0;
    return { n: idx.length, q };
  };
  // Kept within half and twice the overall multiplier: a cell never gets a range of its own making.
  const shrunk = ({ n, q }: { n: number; q: number }, prior: number) =>
    Math.min(2 * overall, Math.max(0.5 * overall, (n * q + CELL_SHRINKAGE * prior) / (n + CELL_SHRINKAGE)));
  const tiers = [...new Set(preds.map((p) => tierOfLog(p.logPredicted)))];
  const media = [...new Set(preds.map((p) => p.lot.lot.medium))];
  const byTier = Object.fromEntries(
    tiers.map((t) => [
      t,
      shrunk(
        quantileOf((p) => tierOfLog(p.logPredicted) === t),
        overall,
      ),
    ]),
  );
  const byMedium = Object.fromEntries(
    media.map((m) => [
      m,
      shrunk(
        quantileOf((p) => p.lot.lot.medium === m),
        overall,
      ),
    ]),
  );
  const cells: Record<string, number> = { ...byTier };
  for (const t of tiers)
    for (const m of media) {
      const prior = byTier[t]! + byMedium[m]! - overall;
      cells[`${t}|${m}`] = shrunk(
        quantileOf((p) => tierOfLog(p.logPredicted) === t && p.lot.lot.medium === m),
        prior,
      );
    }
  return cells;
}

/** The key a range's spread is kept under. */
export const toSpreadKey = (group: IntervalGroup, medium: MediumCategory) => `${group}|${medium}`;

/** Each lot's weight: 1 / its house's lots, so that every house weighs the same in total. */
export function houseBalancedWeights(preds: readonly { lot: { source: string } }[]): number[] {
  const counts = new Map<string, number>();
  for (const p of preds) counts.set(p.lot.source, (counts.get(p.lot.source) ?? 0) + 1);
  return preds.map((p) => 1 / (counts.get(p.lot.source) ?? 1));
}

/** The weighted q-quantile of values. */
export function weightedQuantile(values: readonly number[], weights: readonly number[], q: number): number {
  const items = values.map((v, i) => ({ v, w: weights[i] ?? 0 })).sort((a, b) => a.v - b.v);
  const total = items.reduce((s, i) => s + i.w, 0);
  let acc = 0;
  for (const item of items) {
    acc += item.w;
    if (acc >= q * total) return item.v;
  }
  return items.at(-1)?.v ?? NaN;
}

/**
 * Calibrates a range to hold `coverage` of held-out prices, every house counting equally. A
 * group with under 30 held-out lots takes the widest group's spread.
 */
export function calibrateRange(preds: readonly HeldOutPrediction[], coverage: number): RangeCalibration {
  const weights = houseBalancedWeights(preds);
  const residuals = preds.map((p) => p.lot.logPrice - p.logPredicted);
  // The spread left once a house's own level (its mean residual) is taken out.
  const houseMean = new Map<string, { sum: number; w: number }>();
  preds.forEach((p, i) => {
    const m = houseMean.get(p.lot.source) ?? { sum: 0, w: 0 };
    m.sum += residuals[i]!;
    m.w += 1;
    houseMean.set(p.lot.source, m);
  });
  const centred = preds.map((p, i) => residuals[i]! - houseMean.get(p.lot.source)!.sum / houseMean.get(p.lot.source)!.w);
  const groupVariances: Record<string, number> = {};
  const spread = (keep: (p: HeldOutPrediction) => boolean, houses = 1) => {
    const idx = preds.map((p, i) => (keep(p) ? i : -1)).filter((i) => i >= 0);
    const w = idx.reduce((s, i) => s + weights[i]!, 0);
    if (idx.length < 30 || new Set(idx.map((i) => preds[i]!.lot.source)).size < houses) return NaN;
    return idx.reduce((s, i) => s + weights[i]! * centred[i]! ** 2, 0) / w;
  };
  for (const g of INTERVAL_GROUPS) groupVariances[g] = spread((p) => p.group === g);
  const widest = Math.max(...Object.values(groupVariances).filter((v) => Number.isFinite(v)));
  for (const g of INTERVAL_GROUPS) {
    if (!Number.isFinite(groupVariances[g])) groupVariances[g] = widest;
    for (const m of MEDIUM_CATEGORIES) {
      let v = spread((p) => p.group === g && p.lot.lot.medium === m, SPREAD_MIN_HOUSES);
      // A medium one house has (photographs are all Agra-Art's) takes its medium group's spread.
      if (!Number.isFinite(v))
        v = spread((p) => p.group === g && MEDIUM_GROUP_OF[p.lot.lot.medium] === MEDIUM_GROUP_OF[m], SPREAD_MIN_HOUSES);
      if (Number.isFinite(v)) groupVariances[toSpreadKey(g, m)] = v;
    }
  }
  const houseVariances = fitHouseVariances(preds, residuals);
  const partial: RangeCalibration = { coverage, multiplier: 1, groupVariances, houseVariances };
  const scaled = preds.map(
    (p, i) =>
      Math.abs(residuals[i]!) /
      Math.sqrt(toHouseVariance(partial, p.lot.lot.medium, p.houseVariance) + spreadOf(groupVariances, p.group, p.lot.lot.medium)),
  );
  const multiplier = weightedQuantile(scaled, weights, coverage);
  return { ...partial, multiplier, cellMultipliers: fitCellMultipliers(preds, scaled, weights, coverage, multiplier) };
}

/** How far a tier's factor (below) may move from the overall one: a tier never gets a range of its own making. */
export const TIER_FACTOR_LIMIT = 1.5;
/** The widest each range is ever drawn (high / low): a range wider than this tells the owner nothing. */
/**
 * How far a medium may move its tier's stretch (below), either way. Paintings, the steadiest
 * medium at every tier, needed less stretch than the tier gave them (the wide range held 85.9%
 * of their prices, above its band); a larger limit narrows them further but lets the other media
 * move out of theirs (1.05: sculpture's likely range 42%; 1.1: the $5,000-$50,000 tier 75.6%).
 * Chosen among 1, 1.02, 1.03, 1.05, 1.1 and 1.2 on the held-out-by-house figures (decision 0021).
 */
export const MEDIUM_FACTOR_LIMIT = 1.03;
export const RANGE_MAX_RATIO = { likely: 10, wide: 100 } as const;

/**
 * A range calibrated so that it holds its share at a house that is not among the calibration
 * houses, as the owner's house is not. A range calibrated on every house together holds less at
 * each house left out of it (the further a house's market from the others', the less), so each
 * house's lots are measured against the range calibrated without that house; the factor by which
 * those ranges must stretch to hold the share (every house weighing the same) widens the range,
 * per tier of the midpoint, since a house's level matters most for the cheap lots, and a little (MEDIUM_FACTOR_LIMIT) per medium (shrunk towards
 * the overall factor, CELL_SHRINKAGE pseudo-lots, and within TIER_FACTOR_LIMIT of it). No range
 * is wider than `maxRatio` (high / low).
 */
export function calibrateRangeAcrossHouses(preds: readonly HeldOutPrediction[], coverage: number, maxRatio = Infinity): RangeCalibration {
  const maxHalfWidth = Math.log(maxRatio) / 2;
  const base = { ...calibrateRange(preds, coverage), maxHalfWidth };
  const houses = [...new Set(preds.map((p) => p.lot.source))];
  if (houses.length < 3) return base;
  const rows: HeldOutPrediction[] = [];
  const stretch: number[] = [];
  for (const house of houses) {
    const without = {
      ...calibrateRange(
        preds.filter((p) => p.lot.source !== house),
        coverage,
      ),
      maxHalfWidth,
    };
    for (const p of preds)
      if (p.lot.source === house) {
        rows.push(p);
        stretch.push(
          Math.abs(p.lot.logPrice - p.logPredicted) / toHalfWidth(without, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted),
        );
      }
  }
  const weights = houseBalancedWeights(rows);
  const factorOf = (keep: (p: HeldOutPrediction) => boolean, prior: number) => {
    const idx = rows.map((p, i) => (keep(p) ? i : -1)).filter((i) => i >= 0);
    if (idx.length < CELL_MIN_LOTS || new Set(idx.map((i) => rows[i]!.lot.source)).size < 2) return prior;
    const q = weightedQuantile(
      idx.map((i) => stretch[i]!),
      idx.map((i) => weights[i]!),
      coverage,
    );
    return (idx.length * q + CELL_SHRINKAGE * prior) / (idx.length + CELL_SHRINKAGE);
  };
  const overall = factorOf(() => true, 1);
  const multiplier = base.multiplier * overall;
  const tierFactor = new Map<string, number>();
  for (const t of PRICE_TIERS)
    tierFactor.set(
      t,
      Math.min(
        TIER_FACTOR_LIMIT * overall,
        Math.max(
          overall / TIER_FACTOR_LIMIT,
          factorOf((p) => tierOfLog(p.logPredicted) === t, overall),
        ),
      ),
    );
  // A medium's own stretch, relative to the overall one, moves its tier's factor a little.
  const mediumRatio = new Map<string, number>();
  for (const m of new Set(rows.map((p) => p.lot.lot.medium)))
    mediumRatio.set(
      m,
      Math.min(MEDIUM_FACTOR_LIMIT, Math.max(1 / MEDIUM_FACTOR_LIMIT, factorOf((p) => p.lot.lot.medium === m, overall) / overall)),
    );
  // Kept within half and twice the overall multiplier, as the cells of calibrateRange are.
  const cellMultipliers = Object.fromEntries(
    Object.entries(base.cellMultipliers ?? {}).map(([key, m]) => {
      const [tier, medium] = key.split("|");
      const factor = (tierFactor.get(tier!) ?? overall) * (medium ? (mediumRatio.get(medium) ?? 1) : 1);
      return [key, Math.min(2 * multiplier, Math.max(0.5 * multiplier, m * factor))];
    }),
  );
  return { ...base, multiplier, cellMultipliers };
}

function spreadOf(variances: Readonly<Record<string, number>>, group: IntervalGroup, medium: MediumCategory): number {
  return variances[toSpreadKey(group, medium)] ?? variances[group]!;
}

/** A range's multiplier for a tier of the corrected midpoint and a medium (the overall one without a tier). */
export function toCellMultiplier(calibration: RangeCalibration, tier: string | undefined, medium: MediumCategory): number {
  const cells = calibration.cellMultipliers ?? {};
  return (tier && (cells[`${tier}|${medium}`] ?? cells[tier])) || calibration.multiplier;
}

/**
 * The half-width (log) of a calibrated range for a group and medium, at a house of the given
 * variance; with a log midpoint, the multiplier of its tier and medium.
 */
export function toHalfWidth(
  calibration: RangeCalibration,
  group: IntervalGroup,
  medium: MediumCategory,
  houseVariance: number,
  logMidpoint?: number,
): number {
  const tier = logMidpoint === undefined ? undefined : tierOfLog(logMidpoint);
  const halfWidth =
    toCellMultiplier(calibration, tier, medium) *
    Math.sqrt(toHouseVariance(calibration, medium, houseVariance) + spreadOf(calibration.groupVariances, group, medium));
  return Math.min(calibration.maxHalfWidth ?? Infinity, halfWidth);
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

/** Equal-weight bins of the corrected midpoint the curve is fitted on. */
export const CURVE_BINS = 8;

/** Fits the curve on (midpoint, paid) pairs: bins cut by the weights, knots with every house the same inside a bin (see Recalibration.curve). */
export function fitCurve(
  items: readonly { x: number; paid: number; w: number; house?: string }[],
  bins = CURVE_BINS,
): { x: number[]; y: number[] } {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const total = sorted.reduce((s, i) => s + i.w, 0);
  const x: number[] = [];
  const y: number[] = [];
  let start = 0;
  let acc = 0;
  for (let b = 1; b <= bins; b++) {
    let end = start;
    while (end < sorted.length && (b === bins || acc + sorted[end]!.w <= (b / bins) * total + 1e-12)) acc += sorted[end++]!.w;
    const bin = sorted.slice(start, end);
    start = end;
    if (bin.length < 30) continue;
    // Inside a bin every house weighs the same: the knot says what a house, any house, gets for
    // a work priced at this level (with the houses' overall weights, the house with most lots at
    // one end of the scale sets that end's correction for all the others).
    const inBin = new Map<string | undefined, number>();
    for (const i of bin) inBin.set(i.house, (inBin.get(i.house) ?? 0) + 1);
    const w = bin.map((i) => 1 / inBin.get(i.house)!);
    x.push(
      weightedQuantile(
        bin.map((i) => i.x),
        w,
        0.5,
      ),
    );
    y.push(
      weightedQuantile(
        bin.map((i) => i.paid - i.x),
        w,
        0.5,
      ),
    );
  }
  // Monotone: x + y(x) never falls, so the correction's slope is at least -1.
  for (let i = 1; i < x.length; i++) y[i] = Math.max(y[i]!, y[i - 1]! - (x[i]! - x[i - 1]!));
  return { x, y };
}

/** Fits the recalibration (a medium with under 30 lots takes the overall offset). */
export function fitRecalibration(preds: readonly HeldOutPrediction[]): Recalibration {
  const weights = houseBalancedWeights(preds);
  const plain = preds.map((p, i) => ({ p, w: weights[i]! })).filter(({ p }) => !isRecordedGroup(p.group));
  const totalW = plain.reduce((s, x) => s + x.w, 0) || 1;
  const centre = plain.reduce((s, x) => s + x.w * x.p.logPredicted, 0) / totalW;
  // Weighted least squares of the price on the centred prediction, within each medium.
  const byMedium = new Map<MediumCategory, { sx: number; sy: number; w: number }>();
  for (const { p, w } of plain) {
    const m = byMedium.get(p.lot.lot.medium) ?? { sx: 0, sy: 0, w: 0 };
    m.sx += w * p.logPredicted;
    m.sy += w * p.lot.logPrice;
    m.w += w;
    byMedium.set(p.lot.lot.medium, m);
  }
  let sxy = 0;
  let sxx = 0;
  for (const { p, w } of plain) {
    const m = byMedium.get(p.lot.lot.medium)!;
    const dx = p.logPredicted - m.sx / m.w;
    sxy += w * dx * (p.lot.logPrice - m.sy / m.w);
    sxx += w * dx * dx;
  }
  const slope = plain.length >= 30 && sxx > 0 ? Math.min(1, Math.max(0.3, sxy / sxx)) : 1;
  const pulled = (p: HeldOutPrediction) => (isRecordedGroup(p.group) ? p.logPredicted : centre + slope * (p.logPredicted - centre));
  const offset = (keep: (p: HeldOutPrediction) => boolean) => {
    const idx = preds.map((p, i) => (keep(p) ? i : -1)).filter((i) => i >= 0);
    // A medium seen at one house says what that house pays, not what a house pays.
    if (idx.length < 30 || new Set(idx.map((i) => preds[i]!.lot.source)).size < 2) return undefined;
    return weightedQuantile(
      idx.map((i) => preds[i]!.lot.logPrice - pulled(preds[i]!)),
      idx.map((i) => weights[i]!),
      0.5,
    );
  };
  const unrecordedAll = offset((p) => !isRecordedGroup(p.group)) ?? 0;
  const unrecorded: Partial<Record<MediumCategory, number>> = {};
  // A medium no two houses have (photographs are all Agra-Art's) takes its group's: a photograph is priced as an edition, as a print is.
  for (const m of MEDIUM_CATEGORIES)
    unrecorded[m] =
      offset((p) => !isRecordedGroup(p.group) && p.lot.lot.medium === m) ??
      offset((p) => !isRecordedGroup(p.group) && MEDIUM_GROUP_OF[p.lot.lot.medium] === MEDIUM_GROUP_OF[m]) ??
      unrecordedAll;
  const linear: Recalibration = { slope, centre, unrecorded, unrecordedAll, recorded: offset((p) => isRecordedGroup(p.group)) ?? 0 };
  const curve = fitCurve(
    preds.map((p, i) => ({
      x: recalibrateLogPrice(linear, p.logPredicted, p.lot.lot.medium, p.group),
      paid: p.lot.logPrice,
      w: weights[i]!,
      house: p.lot.source,
    })),
  );
  return { ...linear, curve };
}

function recalibrate(preds: readonly HeldOutPrediction[], r: Recalibration): HeldOutPrediction[] {
  return preds.map((p) => ({ ...p, logPredicted: toCorrectedLogPrice(r, p.logPredicted, p.lot.lot.medium, p.group) }));
}

/**
 * Every house's predictions recalibrated on the other houses only (`alsoExcluded` left out too),
 * so that no house helps correct its own midpoint.
 */
export function recalibrateHeldOut(preds: readonly HeldOutPrediction[], alsoExcluded?: string): HeldOutPrediction[] {
  const sources = [...new Set(preds.map((p) => p.lot.source))].filter((s) => s !== alsoExcluded);
  return sources.flatMap((source) =>
    recalibrate(
      preds.filter((p) => p.lot.source === source),
      fitRecalibration(preds.filter((p) => p.lot.source !== source && p.lot.source !== alsoExcluded)),
    ),
  );
}

/**
 * Nested calibration for measurement: each house's midpoints are recalibrated, and its ranges
 * take widths calibrated, on the other houses' held-out predictions only, so no lot helps set
 * its own range. Returns the recalibrated predictions with their half-widths.
 */
export function heldOutIntervals(
  preds: readonly HeldOutPrediction[],
  coverage: number,
  maxRatio = Infinity,
): { pred: HeldOutPrediction; halfWidth: number }[] {
  const sources = [...new Set(preds.map((p) => p.lot.source))];
  const out: { pred: HeldOutPrediction; halfWidth: number }[] = [];
  for (const source of sources) {
    const calibration = calibrateRangeAcrossHouses(recalibrateHeldOut(preds, source), coverage, maxRatio);
    const own = recalibrate(
      preds.filter((p) => p.lot.source === source),
      fitRecalibration(preds.filter((p) => p.lot.source !== source)),
    );
    for (const p of own)
      out.push({ pred: p, halfWidth: toHalfWidth(calibration, p.group, p.lot.lot.medium, p.houseVariance, p.logPredicted) });
  }
  return out;
}

export type { MediumCategory };
