/**
 * Benchmark and calibration of the built-in AI engine on ../shared/evaldata (never copied
 * into the repository). Run: npx tsx scripts/bench/engine.ts [--skip-sales]
 *   - style analysis time and memory for a 12 MP photo on the server (accuracy: npm run eval;
 *     refitting the style model: scripts/fit/fit-style-model.ts)
 *   - valuation on sales_eval_sample.csv: share inside the range, high/low ratio, log error
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { analyseArtwork } from "../../engine/analyse-artwork";
import { loadAnalysisPixels } from "../../server/modules/appraisals/image-processing";
import { makeLargePhoto } from "./photos";
import { parseCsv } from "../../engine/training/csv";
import { calibrateFromSales, measureValuationOnSales } from "../../engine/training/sales-evaluation";

const EVALDATA = path.resolve(process.env.EVALDATA_DIR ?? "../shared/evaldata");
const args = new Set(process.argv.slice(2));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * Server analysis of one 12 MP phone photo, as the pipeline and the wizard run it: decode and
 * downscale with sharp, pixel measures, network forward pass, head. Median of 9 runs after one
 * warm-up (which loads the network), and the process's memory growth across the runs.
 */
async function benchTiming() {
  const photo = await makeLargePhoto({ targetMb: 6 });
  const t0 = performance.now();
  const rssBefore = process.memoryUsage().rss;
  await analyseArtwork(await loadAnalysisPixels(photo));
  const load = performance.now() - t0;
  const rssLoaded = process.memoryUsage().rss;
  const times: number[] = [];
  for (let run = 0; run < 9; run++) {
    const t = performance.now();
    await analyseArtwork(await loadAnalysisPixels(photo));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const rssAfter = process.memoryUsage().rss;
  const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
  console.log(`\nStyle analysis of a 4000x3000 JPEG (${(photo.length / 1e6).toFixed(1)} MB), decode + measures + network + head:`);
  console.log(
    `  median ${times[4]!.toFixed(0)} ms over 9 runs (min ${times[0]!.toFixed(0)}, max ${times[8]!.toFixed(0)}); first call incl. loading the network ${load.toFixed(0)} ms`,
  );
  console.log(
    `  memory (RSS): +${mb(rssLoaded - rssBefore)} MB for loading the network, +${mb(rssAfter - rssLoaded)} MB over the 9 analyses (${mb(rssAfter)} MB in all); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
}

function benchSales() {
  const read = (name: string) => parseCsv(readFileSync(path.join(EVALDATA, "sales", name), "utf8"));
  const evalRows = read("sales_eval_sample.csv");
  const held = new Set(evalRows.map((r) => `${r.source}|${r.source_row}`));
  const training = read("sales_normalized.csv").filter((r) => !held.has(`${r.source}|${r.source_row}`));
  const c = calibrateFromSales(training);
  console.log(`\nCalibration on ${training.length} records (sales_normalized minus the evaluation sample):`);
  console.log(`  median high/low of auction estimates: ${c.medianEstimateRatio.toFixed(3)} over ${c.estimatedLots} lots`);
  for (const e of c.elasticity) console.log(`  size elasticity ${e.medium.padEnd(10)} ${e.slope.toFixed(3)} (${e.lots} sold lots)`);
  const m = measureValuationOnSales(evalRows);
  console.log(`\nValuation on sales_eval_sample.csv (${m.lots} sold lots; ${m.famousListLots} by an artist on the famous list):`);
  console.log(
    `  engine: price inside range ${pct(m.insideShare)} (below ${pct(m.belowShare)}, above ${pct(m.aboveShare)}), median high/low ${m.medianRatio.toFixed(2)}, median |log error| of midpoint ${m.medianAbsLogError.toFixed(2)} (x${Math.exp(m.medianAbsLogError).toFixed(1)})`,
  );
  const { famous, others } = m.segments;
  console.log(
    `  famous-list artists (${m.famousListLots} lots): inside ${pct(famous.inside)}, median |log error| ${famous.medianAbsLogError.toFixed(2)}; other artists (${m.lots - m.famousListLots}): inside ${pct(others.inside)}, median |log error| ${others.medianAbsLogError.toFixed(2)}`,
  );
  console.log(
    `  auction houses' own estimates on the same lots: inside ${pct(m.auction.insideShare)}, median high/low ${m.auction.medianRatio.toFixed(2)}, median |log error| ${m.auction.medianAbsLogError.toFixed(2)}`,
  );
}

// Style accuracy is `npm run eval` (scripts/eval/style.eval.ts); here only the speed.
await benchTiming();
if (!args.has("--skip-sales")) benchSales();
