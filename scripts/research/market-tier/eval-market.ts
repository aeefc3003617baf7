/**
 * The market tier's part of `npm run eval` (decision 0035): prints the general house held out by
 * time and the curated houses held out by house with the wired ranges, and returns the floors
 * missed. The floors themselves live in scripts/eval/valuation.eval.ts beside the others.
 */
import { formatLine, type Figures } from "./score";
import { measureCuratedWithTier, measureGeneralByTime, toTierLot, VENUE_STATED, type HeldOutRow, type Slices } from "./held-out-market";

/** A band a figure must stay in: coverage [min, max], and maxima for the ratio and errors. */
export interface MarketFloor {
  likely: readonly [number, number];
  wide: readonly [number, number];
  maxLikelyRatio: number;
  maxAbsLogError: number;
  /** |median signed log error| at most log of this factor. */
  maxSignedFactor: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function check(name: string, f: Figures | undefined, floor: MarketFloor): string[] {
  if (!f) return [`${name}: no lots`];
  const out: string[] = [];
  if (f.likely < floor.likely[0] || f.likely > floor.likely[1])
    out.push(`${name}: likely range holds ${pct(f.likely)}, outside ${pct(floor.likely[0])}-${pct(floor.likely[1])}`);
  if (f.wide < floor.wide[0] || f.wide > floor.wide[1])
    out.push(`${name}: wide range holds ${pct(f.wide)}, outside ${pct(floor.wide[0])}-${pct(floor.wide[1])}`);
  if (f.likelyRatio > floor.maxLikelyRatio)
    out.push(`${name}: likely median high/low ${f.likelyRatio.toFixed(2)} > ${floor.maxLikelyRatio}`);
  if (f.absLogError > floor.maxAbsLogError) out.push(`${name}: median |log error| ${f.absLogError.toFixed(2)} > ${floor.maxAbsLogError}`);
  if (Math.abs(f.signedLogError) > Math.log(floor.maxSignedFactor))
    out.push(`${name}: median signed error x${Math.exp(f.signedLogError).toFixed(2)} beyond a factor of ${floor.maxSignedFactor}`);
  return out;
}

function print(title: string, s: Slices) {
  console.log(`\n${title}`);
  console.log(formatLine("all", s.all));
  for (const [k, f] of Object.entries(s.byMedium)) console.log(formatLine(`  ${k}`, f));
  for (const [k, f] of Object.entries(s.byPredictedTier)) console.log(formatLine(`  predicted ${k}`, f));
}

export interface MarketFloors {
  /** Per fold (in order: fit before -> score from, fit from -> score before), all lots, appraisal and quick estimate. */
  generalByTime: readonly { appraisal: MarketFloor; quick: MarketFloor; venueStated: MarketFloor; quickVenueStated: MarketFloor }[];
  /** The ten regional houses of the eval and the 8 fine-art houses, as the product now draws the ranges. */
  curatedTen: MarketFloor;
  curatedFineArt: MarketFloor;
}

export function runMarketTierEval(evaldataDir: string, rows: readonly HeldOutRow[], floors: MarketFloors): string[] {
  const regional = rows.map(toTierLot);
  const failures: string[] = [];
  console.log(
    "\nMarket tier (decision 0035): the range now mixes the general market (general houses, online) and the curated fine-art market by the evidence. 'before': the fine-art range the product drew until now; 'wired': the range it draws.",
  );
  measureGeneralByTime(evaldataDir, regional).forEach((g, i) => {
    console.log(`\n=== General house (Cabral Moncada) held out by time: ${g.fold} (${g.fitted} lots fitted)`);
    print("appraisal, before", g.appraisal.before);
    print("appraisal, wired", g.appraisal.wired);
    print(`appraisal, wired, the owner writes "${VENUE_STATED}"`, g.venueStated);
    print("quick estimate, before", g.quick.before);
    print("quick estimate, wired", g.quick.wired);
    print('quick estimate, wired, "Where it was bought": online, a local auction, a market or a shop', g.quickVenueStated);
    const floor = floors.generalByTime[i]!;
    failures.push(...check(`general ${g.fold}, appraisal`, g.appraisal.wired.all, floor.appraisal));
    failures.push(...check(`general ${g.fold}, quick estimate`, g.quick.wired.all, floor.quick));
    failures.push(...check(`general ${g.fold}, appraisal, where bought stated`, g.venueStated.all, floor.venueStated));
    failures.push(...check(`general ${g.fold}, quick estimate, where bought answered`, g.quickVenueStated.all, floor.quickVenueStated));
  });
  const c = measureCuratedWithTier(regional);
  console.log("\n=== Curated regional houses held out by house (every house the same weight)");
  print("ten houses, before", c.ten.before);
  print("ten houses, wired", c.ten.wired);
  console.log(formatLine("8 fine-art houses, before", c.fineArt.before));
  console.log(formatLine("8 fine-art houses, wired", c.fineArt.wired));
  console.log("\nBy house (before -> wired)");
  for (const h of c.byHouse) {
    console.log(formatLine(`${h.house}, before`, h.before));
    console.log(formatLine(`${h.house}, wired`, h.wired));
  }
  failures.push(...check("ten regional houses, wired", c.ten.wired.all, floors.curatedTen));
  failures.push(...check("8 fine-art houses, wired", c.fineArt.wired, floors.curatedFineArt));
  return failures;
}
