/**
 * Fits the appraisal's valuation model on the sold lots of ../shared/evaldata/sales (decision
 * 27) and writes engine/knowledge/valuation-model.ts: coefficients, per-artist levels with their
 * sale counts, interval half-widths calibrated leave-one-source-out, market medians per medium
 * and size band, and the measured figures the report and the "How we appraise" page quote.
 * Only derived figures are written, never rows.
 *
 *   npx tsx scripts/fit/valuation.ts [evaldataDir]    the whole valuation refit: `npm run fit:valuation`
 *                                                  runs it (scripts/fit/refit.ts)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  fitSalesModel,
  buildFitOptions,
  calibrateRangeAcrossHouses,
  fitRecalibration,
  RANGE_MAX_RATIO,
  recalibrateHeldOut,
  REGIONAL_HOUSES,
  toHouseVariance,
  type RangeCalibration,
  measureAll,
  measureRanges,
  type RangeFigures,
} from "@engine/training";
import { INTERVAL_GROUPS, FEATURE_NAMES, SIZE_BANDS, toSizeBand, toDisplayName } from "@engine/valuation";
import { MEDIUM_CATEGORIES, type MediumCategory } from "@engine/knowledge";
import { loadTrainingLots, predictHeldOutByHouse, RANGE_COVERAGE } from "./lib/valuation/held-out-lots";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r3 = (x: number) => Math.round(x * 1e3) / 1e3;

/** The figures the card keeps in the shape the report quotes (the likely range). */
const asCardFigures = (f: RangeFigures) => ({
  n: f.n,
  coverage: f.likely.coverage,
  medianRatio: f.likely.medianRatio,
  medianAbsLogError: f.medianAbsLogError,
});

function main() {
  const started = Date.now();
  const evaldataDir = path.resolve(process.argv[2] ?? process.env.EVALDATA_DIR ?? "../shared/evaldata");
  const { lots, names } = loadTrainingLots(evaldataDir);
  const options = buildFitOptions();
  const sold = lots.filter((l) => !l.imputed);
  const sources = new Set(lots.map((l) => l.source)).size;
  console.log(`${sold.length} sold lots and ${lots.length - sold.length} bought-in lots from ${sources} sources`);

  const { regionalPreds, regional, highEnd } = predictHeldOutByHouse(lots);
  const regionalFigures = measureAll(regional);
  const highEndFigures = measureRanges(highEnd);
  const measured = {
    // The shape the report quotes: the likely range held out by house.
    allHeldOut: asCardFigures(measureRanges([...regional, ...highEnd])),
    regionalHouses: asCardFigures(regionalFigures.all),
    under1000: asCardFigures(regionalFigures.byPredictedTier["under $1,000"] ?? regionalFigures.all),
    houseEstimates: {
      n: regionalFigures.all.houseEstimates?.n ?? 0,
      coverage: regionalFigures.all.houseEstimates?.coverage ?? 0,
      medianRatio: regionalFigures.all.houseEstimates?.medianRatio ?? 0,
      medianAbsLogError: regionalFigures.all.houseEstimates?.medianAbsLogError ?? 0,
    },
    byRangeGroup: Object.fromEntries(INTERVAL_GROUPS.map((g) => [g, asCardFigures(regionalFigures.byRangeGroup[g] ?? measureRanges([]))])),
    regional: regionalFigures,
    highEnd: highEndFigures,
    houses: REGIONAL_HOUSES.length,
    sources,
    lots: sold.length,
    boughtIn: lots.length - sold.length,
  };
  console.log("held out by house (regional):", JSON.stringify(regionalFigures.all), "high end:", JSON.stringify(highEndFigures));

  const model = fitSalesModel(lots, options);
  // The owner's house is new: the midpoint corrections and both widths come from every regional house held out.
  const recalibration = fitRecalibration(regionalPreds);
  const corrected = recalibrateHeldOut(regionalPreds);
  const houseVariance = model.variances.house + model.variances.houseMedium;
  // Each range calibrated across the regional houses as the eval measures it (every house left
  // out of its own widths in turn), then written as half-widths by group and scales by tier x medium.
  const calibrations = {
    likely: calibrateRangeAcrossHouses(corrected, RANGE_COVERAGE.likely, RANGE_MAX_RATIO.likely),
    wide: calibrateRangeAcrossHouses(corrected, RANGE_COVERAGE.wide, RANGE_MAX_RATIO.wide),
  };
  // A house's variance is measured per medium group on the held-out houses (fitHouseVariances), so every medium gets its own width.
  const widths = (calibration: RangeCalibration) => {
    const out: Record<string, number> = {};
    for (const g of INTERVAL_GROUPS) {
      out[g] = r4(calibration.multiplier * Math.sqrt((calibration.houseVariances?.all ?? houseVariance) + calibration.groupVariances[g]!));
      for (const m of MEDIUM_CATEGORIES) {
        const v = calibration.groupVariances[`${g}|${m}`] ?? calibration.groupVariances[g]!;
        out[`${g}|${m}`] = r4(calibration.multiplier * Math.sqrt(toHouseVariance(calibration, m, houseVariance) + v));
      }
    }
    return out;
  };
  const likelyWidths = widths(calibrations.likely);
  const wideWidths = widths(calibrations.wide);
  // Each tier x medium cell's multiplier over the overall one: the product scales the half-width by it.
  const scales = (calibration: RangeCalibration) =>
    Object.fromEntries(Object.entries(calibration.cellMultipliers ?? {}).map(([k, m]) => [k, r4(m / calibration.multiplier)]));

  // Market evidence for the report: regional sales without an artist's record, by medium and size.
  const evidence: Record<string, { medianUsd: number; n: number }> = {};
  const lowMarket = sold.filter((l) => !l.lot.majorHouse && !model.artists.has(l.artistKey));
  for (const medium of MEDIUM_CATEGORIES) {
    const inMedium = lowMarket.filter((l) => l.lot.medium === medium);
    if (inMedium.length >= 5)
      evidence[`${medium}|any`] = { medianUsd: Math.round(median(inMedium.map((l) => Math.exp(l.logPrice)))), n: inMedium.length };
    for (const band of SIZE_BANDS) {
      const inBand = inMedium.filter((l) => l.lot.areaCm2 !== undefined && toSizeBand(l.lot.areaCm2) === band);
      if (inBand.length >= 5)
        evidence[`${medium}|${band}`] = { medianUsd: Math.round(median(inBand.map((l) => Math.exp(l.logPrice)))), n: inBand.length };
    }
  }

  // Compact rows (the quick estimate ships this table to the browser): the display name only
  // where it differs from the key, medium offsets only where they move the price by 5% or more.
  const artists = [...model.artists]
    .sort((a, b) => b[1].sales - a[1].sales || a[0].localeCompare(b[0]))
    .map(([key, a]) => {
      const media = Object.fromEntries(
        Object.entries(a.mediumLevels)
          .filter(([, level]) => Math.abs(level) >= 0.05)
          .map(([m, level]) => [m, [r3(level), a.mediumSales[m as MediumCategory] ?? 0]]),
      );
      for (const [m, n] of Object.entries(a.mediumSales)) if (!(m in media)) media[m] = [0, n];
      const name = names.get(key) ?? key;
      return `${JSON.stringify(key)}:[${r3(a.level)},${a.sales},${r3(a.majorShare)},${JSON.stringify(name === toDisplayName(key) ? "" : name)},${JSON.stringify(media)}],`;
    });
  const today = new Date().toISOString().slice(0, 10);
  const header = `// Generated by scripts/fit/valuation.ts on ${today} from ${sold.length} sold and ${lots.length - sold.length} bought-in lots (${sources} sources in
// ../shared/evaldata/sales). Do not edit: rerun the script. Derived figures only, no sales rows.
`;
  // The card is small and public (the "How we appraise" page imports it); the model is not.
  const card = `${header}
/** Date the model was fitted. */
export const VALUATION_MODEL_DATE = "${today}";
/** Sold lots and sources it was fitted on. */
export const VALUATION_MODEL_DATA = { lots: ${sold.length}, boughtIn: ${lots.length - sold.length}, sources: ${sources}, regionalHouses: ${REGIONAL_HOUSES.length}, lowMarketLots: ${lowMarket.length} } as const;

/** Target share of held-out prices inside the likely range (the wide range: RANGE_COVERAGE.wide). */
export const VALUATION_COVERAGE_TARGET = ${RANGE_COVERAGE.likely};
/** Targets of the two ranges (decision 39). */
export const VALUATION_COVERAGE_TARGETS = ${JSON.stringify(RANGE_COVERAGE)} as const;

/** Coverage each range was measured at, held out by house over the regional houses (0-1). */
export const VALUATION_RANGE_COVERAGE = { likely: ${regionalFigures.all.likely.coverage}, wide: ${regionalFigures.all.wide.coverage} } as const;

/**
 * Measured leave-one-house-out: each house predicted by a model fitted without it, its midpoint
 * corrections and widths taken from the other regional houses, every house weighing the same.
 */
export const VALUATION_MEASURED = ${JSON.stringify(measured, null, 2)} as const;
`;
  const out = `${header}import type { MediumCategory, Recalibration, GroupTransfer } from "./valuation-model-types";

export {
  VALUATION_MODEL_DATA,
  VALUATION_MODEL_DATE,
  VALUATION_MEASURED,
  VALUATION_RANGE_COVERAGE,
} from "./valuation-model-card";

/** Coefficients in the order of FEATURE_NAMES (valuation-features.ts). */
export const VALUATION_FEATURES = ${JSON.stringify(FEATURE_NAMES)} as const;
export const VALUATION_COEFFICIENTS: readonly number[] = ${JSON.stringify(model.coefficients.map(r4))};

/** Variances (log^2) of the random effects: a new house's level, its level in a medium, an artist's level, the rest. */
export const VALUATION_VARIANCES = ${JSON.stringify(Object.fromEntries(Object.entries(model.variances).map(([k, v]) => [k, r4(v)])))} as const;

/** A new house's variance (log^2) by medium group, measured on the regional houses held out: what the widths use. */
export const VALUATION_HOUSE_VARIANCES: Readonly<Record<string, number>> = ${JSON.stringify(
    Object.fromEntries(Object.entries(calibrations.wide.houseVariances ?? {}).map(([k, v]) => [k, r4(v)])),
  )};

/** How an artist's level carries into a medium group he has no sales in (valuation-medium-groups.ts): level there = offset + slope x his level. */
export const VALUATION_GROUP_TRANSFER: GroupTransfer = ${JSON.stringify(
    Object.fromEntries(
      Object.entries(model.groupTransfer).map(([g, t]) => [g, { offset: r4(t.offset), slope: r4(t.slope), artists: t.artists }]),
    ),
  )};

/** Midpoint corrections learnt on the regional houses held out (sales-validation.ts). */
export const VALUATION_RECALIBRATION: Recalibration = ${JSON.stringify({
    slope: r4(recalibration.slope),
    centre: r4(recalibration.centre),
    unrecorded: Object.fromEntries(Object.entries(recalibration.unrecorded).map(([k, v]) => [k, r4(v!)])),
    unrecordedAll: r4(recalibration.unrecordedAll),
    recorded: r4(recalibration.recorded),
    curve: { x: (recalibration.curve?.x ?? []).map(r4), y: (recalibration.curve?.y ?? []).map(r4) },
  })};

/** Half-width (log) of the likely range (${RANGE_COVERAGE.likely * 100}% held out) by group, and by "group|medium" where measured. */
export const VALUATION_HALF_WIDTHS: Readonly<Record<string, number>> = ${JSON.stringify(likelyWidths)};
/** The same for the wide range (${RANGE_COVERAGE.wide * 100}% held out). */
export const VALUATION_WIDE_HALF_WIDTHS: Readonly<Record<string, number>> = ${JSON.stringify(wideWidths)};

/** Each range's half-width scaled by "tier|medium" of the midpoint (or the tier alone): a cell's multiplier over the overall one. */
export const VALUATION_WIDTH_SCALES: { likely: Readonly<Record<string, number>>; wide: Readonly<Record<string, number>> } = ${JSON.stringify(
    { likely: scales(calibrations.likely), wide: scales(calibrations.wide) },
  )};
/** No range is drawn wider than this (log half-width; high/low ${RANGE_MAX_RATIO.likely} and ${RANGE_MAX_RATIO.wide}): a wider range tells the owner nothing. */
export const VALUATION_MAX_HALF_WIDTHS = ${JSON.stringify({ likely: r4(Math.log(RANGE_MAX_RATIO.likely) / 2), wide: r4(Math.log(RANGE_MAX_RATIO.wide) / 2) })} as const;

/** Median paid price (USD) and lot count of regional sales without an artist's record, by "medium|size band". */
export const VALUATION_MARKET_EVIDENCE: Readonly<Record<string, { medianUsd: number; n: number }>> = ${JSON.stringify(evidence)};

/**
 * Artists with a sales record: key -> [log level over the group, sales, share at international
 * houses, name ("" when it is the key in capitals, toDisplayName), { medium: [log offset from the artist's level, sales in that medium] }].
 */
export const VALUATION_ARTIST_LEVELS: Readonly<
  Record<string, readonly [number, number, number, string, Readonly<Partial<Record<MediumCategory, readonly [number, number]>>>]>
> = {
${artists.join("\n")}
};
`;
  writeFileSync(path.join(import.meta.dirname, "../../engine/knowledge/valuation-model-card.ts"), card);
  const target = path.join(import.meta.dirname, "../../engine/knowledge/valuation-model.ts");
  writeFileSync(target, out);
  console.log(`wrote ${target}: ${model.artists.size} artist levels; ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
