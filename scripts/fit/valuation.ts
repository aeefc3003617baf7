/**
 * Fits the appraisal's valuation model on the sold lots of ../shared/evaldata/sales (decision
 * 27) and writes engine/knowledge/valuation-model.ts: coefficients, per-artist levels with their
 * sale counts, interval half-widths calibrated leave-one-source-out, market medians per medium
 * and size band, and the measured figures the report and the "How we appraise" page quote.
 * Only derived figures are written, never rows.
 *
 *   npx tsx scripts/fit/valuation.ts [evaldataDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "../../engine/training/csv";
import { toTrainingLot, type TrainingLot } from "../../engine/training/sales-lots";
import { fitSalesModel } from "../../engine/training/sales-model";
import {
  buildFitOptions,
  calibrateHalfWidths,
  heldOutIntervals,
  INTERVAL_GROUPS,
  measureHouseEstimates,
  measureIntervals,
  predictLeaveOneSourceOut,
  type IntervalFigures,
} from "../../engine/training/sales-validation";
import { FEATURE_NAMES, MEDIUM_CATEGORIES, type MediumCategory } from "../../engine/valuation-features";
import { SIZE_BANDS, toSizeBand } from "../../engine/valuation-evidence";

/**
 * Target share of held-out prices inside the range: a little over half, so that the regional
 * houses, whose lots are the hardest to price, are held about half the time too.
 */
export const COVERAGE_TARGET = 0.52;
const SALES_FILES = ["sales_normalized.csv", "sales_more.csv"];

export function loadTrainingLots(evaldataDir: string): { lots: TrainingLot[]; names: Map<string, string> } {
  const rows = SALES_FILES.flatMap((f) => parseCsv(readFileSync(path.join(evaldataDir, "sales", f), "utf8")));
  const lots: TrainingLot[] = [];
  const spellings = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const lot = toTrainingLot(r, { includeUnsold: true });
    if (!lot) continue;
    lots.push(lot);
    if (lot.hasArtist && !lot.imputed) {
      const m = spellings.get(lot.artistKey) ?? new Map<string, number>();
      const name = (r.artist ?? "").replace(/\s*\(.*?\)\s*/g, " ").trim();
      m.set(name, (m.get(name) ?? 0) + 1);
      spellings.set(lot.artistKey, m);
    }
  }
  const names = new Map([...spellings].map(([key, m]) => [key, [...m].sort((a, b) => b[1] - a[1])[0]![0]]));
  return { lots, names };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r3 = (x: number) => Math.round(x * 1e3) / 1e3;
const figures = (f: IntervalFigures) => ({
  n: f.n,
  coverage: r3(f.coverage),
  medianRatio: r3(f.medianRatio),
  medianAbsLogError: r3(f.medianAbsLogError),
});

function main() {
  const evaldataDir = path.resolve(process.argv[2] ?? process.env.EVALDATA_DIR ?? "../shared/evaldata");
  const { lots, names } = loadTrainingLots(evaldataDir);
  const options = buildFitOptions();
  const sold = lots.filter((l) => !l.imputed);
  console.log(
    `${sold.length} sold lots and ${lots.length - sold.length} bought-in lots from ${new Set(lots.map((l) => l.source)).size} sources`,
  );

  const preds = predictLeaveOneSourceOut(lots, options);
  const halfWidths = calibrateHalfWidths(preds, COVERAGE_TARGET);
  const nested = heldOutIntervals(preds, COVERAGE_TARGET).map(({ pred, halfWidth }) => ({
    logPrice: pred.lot.logPrice,
    logPredicted: pred.logPredicted,
    halfWidth,
    pred,
  }));
  const regional = nested.filter((i) => !i.pred.lot.lot.majorHouse);
  const under1000 = nested.filter((i) => Math.exp(i.pred.lot.logPrice) < 1000);
  const measured = {
    allHeldOut: figures(measureIntervals(nested)),
    regionalHouses: figures(measureIntervals(regional)),
    under1000: figures(measureIntervals(under1000)),
    houseEstimates: figures(measureHouseEstimates(lots)),
    // Each group has its own width: narrow where the artist's level in the medium is well known.
    byRangeGroup: Object.fromEntries(INTERVAL_GROUPS.map((g) => [g, figures(measureIntervals(nested.filter((i) => i.pred.group === g)))])),
    sources: new Set(lots.map((l) => l.source)).size,
    lots: sold.length,
    boughtIn: lots.length - sold.length,
  };
  console.log("held out (leave one source out):", measured);

  const model = fitSalesModel(lots, options);
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

  const artists = [...model.artists]
    .sort((a, b) => b[1].sales - a[1].sales || a[0].localeCompare(b[0]))
    .map(
      ([key, a]) =>
        `  ${JSON.stringify(key)}: [${r4(a.level)}, ${a.sales}, ${r3(a.majorShare)}, ${JSON.stringify(names.get(key) ?? key)}, ${JSON.stringify(
          Object.fromEntries(Object.entries(a.mediumLevels).map(([m, level]) => [m, [r3(level), a.mediumSales[m as MediumCategory] ?? 0]])),
        )}],`,
    );
  const today = new Date().toISOString().slice(0, 10);
  const header = `// Generated by scripts/fit/valuation.ts on ${today} from ${sold.length} sold and ${lots.length - sold.length} bought-in lots (${measured.sources} sources in
// ../shared/evaldata/sales). Do not edit: rerun the script. Derived figures only, no sales rows.
`;
  // The card is small and public (the "How we appraise" page imports it); the model is not.
  const card = `${header}
/** Date the model was fitted. */
export const VALUATION_MODEL_DATE = "${today}";
/** Sold lots and sources it was fitted on. */
export const VALUATION_MODEL_DATA = { lots: ${sold.length}, boughtIn: ${lots.length - sold.length}, sources: ${measured.sources}, lowMarketLots: ${lowMarket.length} } as const;

/** Target share of held-out prices inside the range. */
export const VALUATION_COVERAGE_TARGET = ${COVERAGE_TARGET};

/** Measured leave-one-source-out (each source predicted by a model fitted without it; widths from the other sources). */
export const VALUATION_MEASURED = ${JSON.stringify(measured, null, 2)} as const;
`;
  const out = `${header}import type { IntervalGroup } from "../training/sales-validation";
import type { MediumCategory } from "../valuation-features";

export { VALUATION_MODEL_DATA, VALUATION_MODEL_DATE, VALUATION_MEASURED } from "./valuation-model-card";

/** Coefficients in the order of FEATURE_NAMES (valuation-features.ts). */
export const VALUATION_FEATURES = ${JSON.stringify(FEATURE_NAMES)} as const;
export const VALUATION_COEFFICIENTS: readonly number[] = ${JSON.stringify(model.coefficients.map(r4))};

/** Half-width of the range in log terms per group, calibrated to hold ${COVERAGE_TARGET * 100}% of held-out prices. */
export const VALUATION_HALF_WIDTHS: Readonly<Record<IntervalGroup, number>> = ${JSON.stringify(Object.fromEntries(INTERVAL_GROUPS.map((g) => [g, r4(halfWidths[g])])))};

/** Median paid price (USD) and lot count of regional sales without an artist's record, by "medium|size band". */
export const VALUATION_MARKET_EVIDENCE: Readonly<Record<string, { medianUsd: number; n: number }>> = ${JSON.stringify(evidence, null, 2)};

/**
 * Artists with a sales record: key -> [log level over the group, sales, share at international
 * houses, name, { medium: [log offset from the artist's level, sales in that medium] }].
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
  console.log(`wrote ${target}: ${model.artists.size} artist levels, half-widths`, halfWidths);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
