/**
 * Benchmark and calibration of the built-in AI engine on ../shared/evaldata (never copied
 * into the repository). Run: npx tsx scripts/bench/engine.ts [--fit] [--skip-styles] [--skip-sales]
 *   - style accuracy: top-1/top-3 by leave-one-out and leave-one-artist-out cross-validation
 *   - analysis time of analyseImagePixels on a synthetic 4000x3000 RGBA buffer
 *   - valuation on sales_eval_sample.csv: share inside the range, high/low ratio, log error
 *   --fit refits the style model on all images and rewrites engine/knowledge/style-model.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { analyseImagePixels } from "../../engine/pixel-analysis";
import { toStyleFeatureVector, STYLE_FEATURE_NAMES } from "../../engine/style-features";
import { scoreStyleVector } from "../../engine/style-classifier";
import { crossValidateLogits, summariseEvaluation } from "../../engine/training/evaluate";
import { chooseTemperature, fitSoftmaxRegression } from "../../engine/training/softmax-regression";
import { parseCsv } from "../../engine/training/csv";
import { calibrateFromSales, measureValuationOnSales } from "../../engine/training/sales-evaluation";

const EVALDATA = path.resolve(process.env.EVALDATA_DIR ?? "../shared/evaldata");
const args = new Set(process.argv.slice(2));
const LAMBDAS = [0.001, 0.003, 0.01];

interface Sample {
  file: string;
  style: string;
  group: string;
  vector: number[];
}

/** Reads labels.csv for artist groups (first columns are unquoted: file, style, source_label, artist). */
function readArtistGroups(): Map<string, string> {
  const rows = readFileSync(path.join(EVALDATA, "styles/labels.csv"), "utf8").trim().split("\n").slice(1);
  const groups = new Map<string, string>();
  for (const row of rows) {
    const [file, , , artist] = row.split(",");
    if (file) groups.set(file, artist ? `artist:${artist}` : `image:${file}`);
  }
  return groups;
}

async function loadSamples(): Promise<Sample[]> {
  const dir = path.join(EVALDATA, "styles");
  const groups = readArtistGroups();
  const samples: Sample[] = [];
  for (const style of readdirSync(dir).filter((d) => !d.includes(".")).sort()) {
    for (const name of readdirSync(path.join(dir, style)).filter((f) => f.endsWith(".jpg")).sort()) {
      const file = `styles/${style}/${name}`;
      const { data, info } = await sharp(path.join(dir, style, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const features = analyseImagePixels({ data, width: info.width, height: info.height });
      samples.push({ file, style, group: groups.get(file) ?? `image:${file}`, vector: toStyleFeatureVector(features) });
    }
  }
  return samples;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printSummary(title: string, s: ReturnType<typeof summariseEvaluation>, classes: readonly string[]) {
  console.log(`\n${title}: top-1 ${pct(s.top1)}, top-3 ${pct(s.top3)}, log-loss ${s.logLoss.toFixed(3)} (chance top-1 ${pct(1 / classes.length)})`);
  for (const c of s.perClass) console.log(`  ${c.style.padEnd(14)} n=${String(c.n).padStart(2)}  top-1 ${pct(c.top1).padStart(6)}  top-3 ${pct(c.top3).padStart(6)}`);
  console.log(`  confusion (rows true, columns predicted): ${classes.map((c) => c.slice(0, 5)).join(" ")}`);
  s.confusion.forEach((row, i) => console.log(`  ${(classes[i] ?? "").padEnd(14)} ${row.map((v) => String(v).padStart(5)).join(" ")}`));
}

async function benchStyles() {
  const t0 = performance.now();
  const samples = await loadSamples();
  console.log(`Decoded and analysed ${samples.length} images in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const classes = [...new Set(samples.map((s) => s.style))].sort();
  const X = samples.map((s) => s.vector);
  const y = samples.map((s) => classes.indexOf(s.style));
  const looGroups = samples.map((s) => s.file);
  const artistGroups = samples.map((s) => s.group);

  // Lambda is chosen by leave-one-artist-out log-loss; the LOO figures below reuse that
  // choice, so they are slightly optimistic about hyper-parameter selection (one of four).
  let best = { lambda: LAMBDAS[0] ?? 0.01, loss: Infinity, logits: [] as number[][] };
  for (const lambda of LAMBDAS) {
    const logits = crossValidateLogits(X, y, classes, artistGroups, { lambda });
    const t = chooseTemperature(logits, y);
    const s = summariseEvaluation(logits, y, classes, t);
    console.log(`lambda ${lambda}: leave-one-artist-out top-1 ${pct(s.top1)} top-3 ${pct(s.top3)} log-loss ${s.logLoss.toFixed(3)} (T=${t})`);
    if (s.logLoss < best.loss) best = { lambda, loss: s.logLoss, logits };
  }
  const temperature = chooseTemperature(best.logits, y);
  printSummary(`Leave-one-artist-out (lambda ${best.lambda}, T ${temperature})`, summariseEvaluation(best.logits, y, classes, temperature), classes);
  const loo = crossValidateLogits(X, y, classes, looGroups, { lambda: best.lambda });
  printSummary(`Leave-one-out (lambda ${best.lambda})`, summariseEvaluation(loo, y, classes, temperature), classes);

  // The committed model, scored on the same images it was fitted on: NOT a held-out figure.
  let hits = 0;
  samples.forEach((s) => {
    if (scoreStyleVector(s.vector)[0]?.style === s.style) hits++;
  });
  console.log(`\nCommitted model on its own training images (not held out): top-1 ${pct(hits / samples.length)}`);

  if (args.has("--fit")) {
    const model = { ...fitSoftmaxRegression(X, y, classes, { lambda: best.lambda }), temperature };
    writeStyleModel(model, best.lambda, samples.length);
  }
}

function writeStyleModel(model: ReturnType<typeof fitSoftmaxRegression>, lambda: number, n: number) {
  const r = (v: number) => Math.round(v * 1e4) / 1e4;
  const body = `/**
 * Fitted style model (generated by \`npx tsx scripts/bench/engine.ts --fit\`; do not edit by hand).
 * Multinomial logistic regression with L2 penalty lambda=${lambda}, fitted by full-batch gradient
 * descent (400 steps) on the ${n} labelled images of ../shared/evaldata/styles, features
 * standardised with the means/scales below; lambda chosen by leave-one-artist-out log-loss and the
 * temperature by minimising the held-out negative log-likelihood.
 */
import type { SoftmaxModel } from "../training/softmax-regression";

/** Feature order the weights follow (must equal STYLE_FEATURE_NAMES). */
export const STYLE_MODEL_FEATURES: readonly string[] = ${JSON.stringify(STYLE_FEATURE_NAMES)};

/** The fitted model. */
export const STYLE_MODEL: SoftmaxModel = {
  classes: ${JSON.stringify(model.classes)},
  featureMeans: ${JSON.stringify(model.featureMeans.map(r))},
  featureScales: ${JSON.stringify(model.featureScales.map(r))},
  weights: [
${model.weights.map((w) => `    ${JSON.stringify(w.map(r))},`).join("\n")}
  ],
  bias: ${JSON.stringify(model.bias.map(r))},
  temperature: ${model.temperature},
};
`;
  writeFileSync(path.resolve("engine/knowledge/style-model.ts"), body);
  console.log("Wrote engine/knowledge/style-model.ts");
}

function benchTiming() {
  const width = 4000;
  const height = 3000;
  const data = new Uint8ClampedArray(width * height * 4);
  // A deterministic pattern with gradients and edges, so the timing covers every branch.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = ((x >> 6) + (y >> 6)) % 2 ? 200 : 40;
      data[i + 3] = 255;
    }
  }
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const t = performance.now();
    analyseImagePixels({ data, width, height });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`\nanalyseImagePixels on 4000x3000 RGBA: median ${times[3]?.toFixed(1)} ms over 7 runs (min ${times[0]?.toFixed(1)}, max ${times[6]?.toFixed(1)})`);
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
  console.log(`  engine: price inside range ${pct(m.insideShare)} (below ${pct(m.belowShare)}, above ${pct(m.aboveShare)}), median high/low ${m.medianRatio.toFixed(2)}, median |log error| of midpoint ${m.medianAbsLogError.toFixed(2)} (x${Math.exp(m.medianAbsLogError).toFixed(1)})`);
  const { famous, others } = m.segments;
  console.log(`  famous-list artists (${m.famousListLots} lots): inside ${pct(famous.inside)}, median |log error| ${famous.medianAbsLogError.toFixed(2)}; other artists (${m.lots - m.famousListLots}): inside ${pct(others.inside)}, median |log error| ${others.medianAbsLogError.toFixed(2)}`);
  console.log(`  auction houses' own estimates on the same lots: inside ${pct(m.auction.insideShare)}, median high/low ${m.auction.medianRatio.toFixed(2)}, median |log error| ${m.auction.medianAbsLogError.toFixed(2)}`);
}

if (!args.has("--skip-styles")) await benchStyles();
benchTiming();
if (!args.has("--skip-sales")) benchSales();
