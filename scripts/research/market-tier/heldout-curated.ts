/**
 * Today's leave-one-house-out predictions over the regional houses (the product's own eval,
 * scripts/eval/valuation.eval.ts), cached per lot so fit-market-tier.ts can measure the tier
 * model on exactly the ranges `npm run eval` scores. Writes derived per-lot predictions to a
 * file outside the repository (never rows into the repo): a few minutes on the shared machine.
 *
 *   npx tsx scripts/research/market-tier/heldout-curated.ts [evaldataDir] [out.json]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadTrainingLots, predictHeldOutByHouse } from "../../fit/lib/valuation/held-out-lots";

const evaldataDir = path.resolve(process.argv[2] ?? "../shared/evaldata");
const out = process.argv[3] ?? "/tmp/market-tier-curated-heldout.json";
const started = Date.now();
const { lots } = loadTrainingLots(evaldataDir);
const { regional } = predictHeldOutByHouse(lots);
const rows = regional.map((r) => ({
  source: r.pred.lot.source,
  medium: r.pred.lot.lot.medium,
  hasArtist: r.pred.lot.hasArtist,
  signed: r.pred.lot.lot.signed ?? null,
  qualified: Boolean(r.pred.lot.lot.attributionQualified),
  reproduction: Boolean(r.pred.lot.lot.reproduction),
  group: r.pred.group,
  logPrice: r.pred.lot.logPrice,
  logPredicted: r.pred.logPredicted,
  likely: r.likely,
  wide: r.wide,
  weight: r.weight,
}));
writeFileSync(out, JSON.stringify(rows));
console.log(`${rows.length} held-out regional lots -> ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
