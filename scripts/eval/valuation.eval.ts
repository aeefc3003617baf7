/**
 * `npm run eval` valuation suite (decisions 34 and 39, issue 31): every house is priced by a
 * model fitted without it. Over the regional houses (Agra-Art, each Tallinn house, Veritas,
 * Bonhams Skinner, Bonhams online, Catawiki), every house weighing the same, it prints both
 * ranges' coverage and median high/low and the midpoint's median absolute and signed error, by
 * tier of the predicted midpoint, by medium, by house and (for information) by tier of the price
 * paid, beside the houses' own estimates; the high-end sources apart. It returns the committed
 * floors it missed. The whole suite runs in either scope (a few minutes: every range is calibrated once per house left out, and again inside).
 */
import { loadTrainingLots, predictHeldOutByHouse, RANGE_COVERAGE } from "../fit/lib/valuation/held-out-lots";
import { measureAll, measureBy, measureRanges, type RangeFigures } from "@engine/training";
import { PRICE_TIERS } from "@engine/valuation";
import { runMarketTierEval, type MarketFloors } from "../research/market-tier/eval-market";

/**
 * Floors a little below what was measured on 2026-11-28 with the ranges calibrated across houses
 * and capped, an artist's level by kind of work, and a new house's variance measured per medium
 * group on the houses held out (docs/decisions/0021-range-calibration.md, its amendments): the
 * ranges must stay near their targets overall, in every tier of the predicted midpoint and in
 * the media that reach them, must not widen, the midpoint must not drift.
 */
export const VALUATION_FLOORS = {
  likelyCoverage: { min: 0.48, max: 0.55 },
  wideCoverage: { min: 0.77, max: 0.84 },
  /** Measured 4.07: editions take the wider house variance they show across houses. */
  maxLikelyMedianRatio: 4.2,
  /** The wide range was widened to hold its share at houses left out (measured 20.4). */
  maxWideMedianRatio: 21.5,
  maxMedianAbsLogError: 0.71,
  /** No predicted tier's median signed error beyond this factor (measured x0.83, x1.03, x1.03). */
  maxTierSignedFactor: 1.3,
  /** Share inside each range by tier of the predicted midpoint, [min, max] (measured 48.6 / 75.2, 50.0 / 78.9, 48.6 / 77.6). */
  byPredictedTier: {
    "under $1,000": { likely: [0.48, 0.55], wide: [0.75, 0.85] },
    "$1,000-$5,000": { likely: [0.49, 0.55], wide: [0.78, 0.85] },
    "$5,000-$50,000": { likely: [0.47, 0.55], wide: [0.77, 0.85] },
  } as Record<string, { likely: readonly [number, number]; wide: readonly [number, number] }>,
  /** The media whose ranges are in the bands (measured 52.1 / 84.9, 48.7 / 82.2 and 45.5 / 84.4). */
  byMedium: {
    painting: { likely: [0.5, 0.55], wide: [0.8, 0.85] },
    "work on paper": { likely: [0.47, 0.55], wide: [0.8, 0.85] },
    sculpture: { likely: [0.45, 0.55], wide: [0.8, 0.85] },
  } as Record<string, { likely: readonly [number, number]; wide: readonly [number, number] }>,
} as const;

/**
 * The market tier's floors (decision 0035), a little below what was measured on 2026-12-02 with the
 * owner prior 0.75 (measured in the comments). The floors above (VALUATION_FLOORS) are the fine-art
 * market's own range held out by house, which the wiring does not move; these are the ranges the
 * product now draws. The general house's targets (issue 49: likely 45-55%, wide 75-85%, |err| <=
 * 0.85, within x1.5) are not met from the evidence alone: named, signed paintings and works on paper
 * look the same at a general and a curated house, so they are priced between the two markets.
 */
export const MARKET_TIER_FLOORS: MarketFloors = {
  generalByTime: [
    {
      // Fit before 2019-07-01, score the 388 later lots: 44.6% / 79.6%, hi/lo 10.0 (the cap), |err| 1.10, x2.92.
      appraisal: { likely: [0.42, 0.6], wide: [0.76, 0.9], maxLikelyRatio: 10.01, maxAbsLogError: 1.2, maxSignedFactor: 3.2 },
      // Quick estimate (no signature question): 58.0% / 89.7%, hi/lo 10.0, |err| 0.86, x2.10.
      quick: { likely: [0.55, 0.65], wide: [0.86, 0.95], maxLikelyRatio: 10.01, maxAbsLogError: 0.95, maxSignedFactor: 2.3 },
      // The owner writes "Bought at an online auction in Lisbon.": 53.1% / 86.9%, hi/lo 4.08, |err| 0.60, x1.17.
      venueStated: { likely: [0.5, 0.58], wide: [0.84, 0.92], maxLikelyRatio: 4.3, maxAbsLogError: 0.66, maxSignedFactor: 1.3 },
      // The visitor answers "Where it was bought": online, a local auction, a market or a shop: 57.2% / 87.1%, hi/lo 4.04, |err| 0.58, x0.74.
      quickVenueStated: { likely: [0.54, 0.62], wide: [0.84, 0.92], maxLikelyRatio: 4.3, maxAbsLogError: 0.64, maxSignedFactor: 1.45 },
    },
    {
      // Fit from 2019-07-01, score the 1,199 earlier lots: 40.4% / 67.4%, hi/lo 8.97, |err| 1.18, x2.83.
      appraisal: { likely: [0.38, 0.55], wide: [0.64, 0.85], maxLikelyRatio: 9.5, maxAbsLogError: 1.3, maxSignedFactor: 3.1 },
      // Quick estimate: 45.0% / 72.7%, hi/lo 9.37, |err| 1.04, x2.31.
      quick: { likely: [0.42, 0.55], wide: [0.7, 0.85], maxLikelyRatio: 9.8, maxAbsLogError: 1.15, maxSignedFactor: 2.5 },
      // The owner writes where it was bought: 47.8% / 74.9%, hi/lo 3.22, |err| 0.68, x1.30.
      venueStated: { likely: [0.45, 0.52], wide: [0.72, 0.8], maxLikelyRatio: 3.4, maxAbsLogError: 0.75, maxSignedFactor: 1.45 },
      // The same answer: 47.0% / 76.7%, hi/lo 3.20, |err| 0.66, x0.96 (paintings 57.6% / 89.5%, x1.37; prints 38.8% / 65.1%, x0.69).
      quickVenueStated: { likely: [0.44, 0.52], wide: [0.73, 0.8], maxLikelyRatio: 3.4, maxAbsLogError: 0.72, maxSignedFactor: 1.15 },
    },
  ],
  // Ten regional houses: 49.7% / 78.3% before, 48.1% / 79.9% wired, hi/lo 5.61, |err| 0.86, x0.68.
  curatedTen: { likely: [0.46, 0.55], wide: [0.77, 0.85], maxLikelyRatio: 5.9, maxAbsLogError: 0.9, maxSignedFactor: 1.6 },
  // 8 fine-art houses: 55.7% / 85.9% before, 53.3% / 87.0% wired, hi/lo 5.29, |err| 0.72, x0.63.
  curatedFineArt: { likely: [0.52, 0.6], wide: [0.85, 0.92], maxLikelyRatio: 5.6, maxAbsLogError: 0.78, maxSignedFactor: 1.75 },
};

/** The targets, printed as met or not (the floors above are what fails the eval). */
const TARGETS = { likely: [0.45, 0.55], wide: [0.75, 0.85], maxLikelyRatio: 5, maxAbsLogError: 0.85, maxSignedFactor: 1.5 } as const;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const times = (log: number) => `x${Math.exp(log).toFixed(2)}`;

function line(label: string, f: RangeFigures): string {
  const h = f.houseEstimates;
  const house = h
    ? `${String(h.n).padStart(5)} ${pct(h.coverage).padStart(6)} ${h.medianRatio.toFixed(2).padStart(5)} ${h.medianAbsLogError.toFixed(2)}`
    : "";
  return `${label.padEnd(34)} ${String(f.n).padStart(6)} ${String(f.houses).padStart(2)}  ${pct(f.likely.coverage).padStart(6)} ${f.likely.medianRatio.toFixed(2).padStart(5)}  ${pct(f.wide.coverage).padStart(6)} ${f.wide.medianRatio.toFixed(1).padStart(5)}  ${f.medianAbsLogError.toFixed(2)} ${times(f.medianSignedLogError).padStart(6)}   | ${house}`;
}

function table(title: string, figures: Record<string, RangeFigures>, order?: readonly string[]): void {
  console.log(`\n${title}`);
  console.log(`${"".padEnd(34)}      n  h  likely  hi/lo    wide hi/lo  |err| signed   | house estimates: n cover hi/lo |err|`);
  const keys = order ? order.filter((k) => k in figures) : Object.keys(figures);
  for (const key of keys) console.log(line(key, figures[key]!));
}

function checkFloors(all: RangeFigures, byTier: Record<string, RangeFigures>, byMedium: Record<string, RangeFigures>): string[] {
  const f = VALUATION_FLOORS;
  const out: string[] = [];
  if (all.likely.coverage < f.likelyCoverage.min || all.likely.coverage > f.likelyCoverage.max)
    out.push(`likely range holds ${pct(all.likely.coverage)}, outside ${pct(f.likelyCoverage.min)}-${pct(f.likelyCoverage.max)}`);
  if (all.wide.coverage < f.wideCoverage.min || all.wide.coverage > f.wideCoverage.max)
    out.push(`wide range holds ${pct(all.wide.coverage)}, outside ${pct(f.wideCoverage.min)}-${pct(f.wideCoverage.max)}`);
  if (all.likely.medianRatio > f.maxLikelyMedianRatio)
    out.push(`likely median high/low ${all.likely.medianRatio} > ${f.maxLikelyMedianRatio}`);
  if (all.wide.medianRatio > f.maxWideMedianRatio) out.push(`wide median high/low ${all.wide.medianRatio} > ${f.maxWideMedianRatio}`);
  if (all.medianAbsLogError > f.maxMedianAbsLogError) out.push(`median |log error| ${all.medianAbsLogError} > ${f.maxMedianAbsLogError}`);
  const slices = [
    ...Object.entries(f.byPredictedTier).map(([tier, band]) => [`predicted ${tier}`, byTier[tier], band] as const),
    ...Object.entries(f.byMedium).map(([medium, band]) => [medium, byMedium[medium], band] as const),
  ];
  for (const [name, t, band] of slices) {
    if (!t) {
      out.push(`${name}: no lots`);
      continue;
    }
    for (const range of ["likely", "wide"] as const)
      if (t[range].coverage < band[range][0] || t[range].coverage > band[range][1])
        out.push(`${name}: ${range} range holds ${pct(t[range].coverage)}, outside ${pct(band[range][0])}-${pct(band[range][1])}`);
  }
  for (const tier of PRICE_TIERS.slice(0, 3)) {
    const t = byTier[tier];
    if (t && Math.abs(t.medianSignedLogError) > Math.log(f.maxTierSignedFactor))
      out.push(`predicted ${tier}: median signed error ${times(t.medianSignedLogError)} beyond a factor of ${f.maxTierSignedFactor}`);
  }
  return out;
}

function reportTargets(figures: ReturnType<typeof measureAll>): void {
  const misses: string[] = [];
  const slices = [
    ...PRICE_TIERS.slice(0, 3).map((t) => [`predicted ${t}`, figures.byPredictedTier[t]] as const),
    ...Object.entries(figures.byMedium)
      .filter(([, f]) => f.n >= 100)
      .map(([m, f]) => [m, f] as const),
  ];
  for (const [name, f] of slices) {
    if (!f) continue;
    // A medium one house sells (photographs: Agra-Art's) has no other house to calibrate it on.
    if (f.houses < 2) {
      misses.push(
        `${name}: one house only, so no house held out can set its level or width; valued and ranged as its medium group (photographs as prints): likely ${pct(f.likely.coverage)}, wide ${pct(f.wide.coverage)}`,
      );
      continue;
    }
    if (f.likely.coverage < TARGETS.likely[0] || f.likely.coverage > TARGETS.likely[1])
      misses.push(`${name}: likely range holds ${pct(f.likely.coverage)}`);
    if (f.wide.coverage < TARGETS.wide[0] || f.wide.coverage > TARGETS.wide[1])
      misses.push(`${name}: wide range holds ${pct(f.wide.coverage)}`);
  }
  if (figures.all.likely.medianRatio > TARGETS.maxLikelyRatio) misses.push(`likely median high/low ${figures.all.likely.medianRatio}`);
  if (figures.all.medianAbsLogError > TARGETS.maxAbsLogError) misses.push(`median |log error| ${figures.all.medianAbsLogError}`);
  for (const tier of PRICE_TIERS.slice(0, 3)) {
    const t = figures.byPredictedTier[tier];
    if (t && Math.abs(t.medianSignedLogError) > Math.log(TARGETS.maxSignedFactor))
      misses.push(`predicted ${tier}: median signed error ${times(t.medianSignedLogError)}`);
  }
  console.log(
    `\nIssue 31 targets (likely 45-55%, wide 75-85% per predicted tier and medium of 100+ lots; likely hi/lo <= 5; |err| <= 0.85; signed within x1.5):`,
  );
  console.log(misses.length ? misses.map((m) => `  not met: ${m}`).join("\n") : "  all met");
}

export async function runEval(evaldataDir: string, scope: "ci" | "full" = "full"): Promise<{ name: string; failures: string[] }> {
  const started = Date.now();
  const { lots } = loadTrainingLots(evaldataDir);
  console.log(
    `\nValuation (${scope}): ${lots.filter((l) => !l.imputed).length} sold lots, each house priced by a model fitted without it; ranges calibrated to hold ${pct(RANGE_COVERAGE.likely)} and ${pct(RANGE_COVERAGE.wide)} on the other regional houses; every house weighs the same. Errors are predicted / paid.`,
  );
  const { regional, highEnd } = predictHeldOutByHouse(lots);
  const figures = measureAll(regional);
  console.log(line("\nRegional houses, all", figures.all));
  table("By tier of the predicted midpoint (what the owner sees)", figures.byPredictedTier, PRICE_TIERS);
  table("By medium", figures.byMedium);
  table("By house (held out)", figures.byHouse);
  table("By how much is known of the hand", figures.byRangeGroup);
  table("For information: by tier of the price paid", figures.byPaidTier, PRICE_TIERS);
  console.log(line("\nHigh-end sources, all (ranges as the product would draw them)", measureRanges(highEnd)));
  table(
    "High end by source (held out)",
    measureBy(highEnd, (r) => r.pred.lot.source),
  );
  reportTargets(figures);
  const marketFailures = runMarketTierEval(evaldataDir, regional, MARKET_TIER_FLOORS);
  console.log(`valuation suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { name: "valuation", failures: [...checkFloors(figures.all, figures.byPredictedTier, figures.byMedium), ...marketFailures] };
}
