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

/**
 * The fine-art market's own ranges of a valuation: what the product drew before the market tier
 * was wired (a piece certain of the fine-art market keeps them exactly), the offset every fit
 * and measurement here starts from.
 */
export function fineArtOf(v: {
  market: { tiers: { tier: string; likely: { low: number; high: number }; wide: { low: number; high: number } }[] };
}) {
  const t = v.market.tiers.find((x) => x.tier === "fine-art")!;
  return { low: t.likely.low, high: t.likely.high, wide: t.wide };
}

/**
 * The appraisal of one lot, from the owner's inputs (its ranges carry the market tier);
 * `provenance` is what the owner writes of where it was bought, when the measurement says.
 */
export function appraiseToday(l: GeneralLot, provenance?: string) {
  return computeValuation({
    medium: l.wizardMedium,
    yearCreated: l.year ?? null,
    height: l.heightIn === undefined ? null : l.heightIn.toFixed(1),
    width: l.widthIn === undefined ? null : l.widthIn.toFixed(1),
    artistName: l.artist ?? null,
    notes: l.notes || null,
    provenance: provenance ?? null,
    documentsCount: 0,
    asOfYear: AS_OF_YEAR,
  });
}

/** The quick estimate of one lot, from the form's answers (no signature question, condition unknown). */
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
  const appraisal = scored((l) => fineArtOf(appraiseToday(l)));
  console.log(
    `${lots.length} sold lots of the general house (Cabral Moncada, 2017-2019), priced as the product did before the market tier`,
  );
  printSlices("Appraisal today, all lots", sliceFigures(appraisal));
  printSlices(`Appraisal today, sold from ${TIME_SPLIT}`, sliceFigures(appraisal.filter((l) => l.date >= TIME_SPLIT)));
  printSlices(`Appraisal today, sold before ${TIME_SPLIT}`, sliceFigures(appraisal.filter((l) => l.date < TIME_SPLIT)));
  const below = appraisal.filter((l) => l.logPrice < Math.log(l.low)).length;
  console.log(`\n${below} of ${appraisal.length} prices fell below the likely range`);
  printSlices(
    "Quick estimate before the market tier (same inputs, condition unknown, no signature question)",
    sliceFigures(scored((l) => fineArtOf(quickToday(l)))),
  );
  printSlices(
    "Appraisal with the market tier (the committed model, fitted on all these lots: not held out)",
    sliceFigures(scored(appraiseToday)),
  );
}

if (process.argv[1]?.endsWith("baseline.ts")) main();
