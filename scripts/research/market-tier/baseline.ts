/**
 * Issue 49's "tried as a new user would", on the general house's sold lots: today's appraisal
 * (computeValuation) and quick estimate (computeQuickEstimate), as they are, from the inputs an
 * owner would give (general-lots.ts), scored with the issue's figures. Deterministic.
 *
 *   npx tsx scripts/research/market-tier/baseline.ts [evaldataDir]
 */
import path from "node:path";
import { computeQuickEstimate, computeValuation } from "@engine/valuation";
import { loadGeneralLots, TIME_SPLIT, type GeneralLot } from "./general-lots";
import { printSlices, sliceFigures, type ScoredLot } from "./score";

export const AS_OF_YEAR = 2026;

/** Today's appraisal of one lot, from the owner's inputs. */
export function appraiseToday(l: GeneralLot) {
  return computeValuation({
    medium: l.wizardMedium,
    yearCreated: l.year ?? null,
    height: l.heightIn === undefined ? null : l.heightIn.toFixed(1),
    width: l.widthIn === undefined ? null : l.widthIn.toFixed(1),
    artistName: l.artist ?? null,
    notes: l.notes || null,
    documentsCount: 0,
    asOfYear: AS_OF_YEAR,
  });
}

/** Today's quick estimate of one lot, from the form's answers (no signature question, condition unknown). */
export function quickToday(l: GeneralLot) {
  return computeQuickEstimate({
    style: "Other",
    medium: l.quickMedium,
    condition: "Unknown",
    age: l.year ? AS_OF_YEAR - l.year : 1,
    width: l.widthIn ?? 24,
    height: l.heightIn ?? 30,
    artist: l.artist ?? null,
    asOfYear: AS_OF_YEAR,
  });
}

function main() {
  const lots = loadGeneralLots(path.resolve(process.argv[2] ?? "../shared/evaldata"));
  const scored = (price: (l: GeneralLot) => { low: number; high: number; wide: { low: number; high: number } }) =>
    lots.map((l): ScoredLot & { date: string } => {
      const v = price(l);
      return {
        logPrice: Math.log(l.priceUsd),
        mid: Math.sqrt(v.low * v.high),
        low: v.low,
        high: v.high,
        wideLow: v.wide.low,
        wideHigh: v.wide.high,
        medium: l.category,
        date: l.saleDate,
      };
    });
  const appraisal = scored(appraiseToday);
  console.log(`${lots.length} sold lots of the general house (Cabral Moncada, 2017-2019), priced as today's product prices them`);
  printSlices("Appraisal today, all lots", sliceFigures(appraisal));
  printSlices(`Appraisal today, sold from ${TIME_SPLIT}`, sliceFigures(appraisal.filter((l) => l.date >= TIME_SPLIT)));
  printSlices(`Appraisal today, sold before ${TIME_SPLIT}`, sliceFigures(appraisal.filter((l) => l.date < TIME_SPLIT)));
  const below = appraisal.filter((l) => l.logPrice < Math.log(l.low)).length;
  console.log(`\n${below} of ${appraisal.length} prices fell below the likely range`);
  printSlices("Quick estimate today (same inputs, condition unknown, no signature question)", sliceFigures(scored(quickToday)));
}

if (process.argv[1]?.endsWith("baseline.ts")) main();
