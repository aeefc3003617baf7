/**
 * Fits and measures the style model (decision 25) on ../shared/evaldata/styles-large + styles.
 *
 *   npx tsx scripts/fit/fit-style-model.ts            measure the candidate settings (held-out)
 *   npx tsx scripts/fit/fit-style-model.ts --write    also fit on everything and write
 *                                                     engine/knowledge/style-head-model.ts and
 *                                                     engine/knowledge/style-model-card.ts
 *
 * Features are extracted once and cached in /tmp (see style-dataset.ts). Only coefficients and
 * aggregate figures are written into the repository, never rows of the data.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { STYLE_CLASSES } from "../../engine/knowledge/style-classes";
import { type GramTransform, type HeadInputLayout, toHeadInput } from "../../engine/features/head-input";
import { initBackend, layerValues } from "../../engine/features/style-network";
import {
  CANDIDATE_CHANNELS,
  CANDIDATE_LAYERS,
  candidateOffsets,
  clusterUnknownArtists,
  type ImageViews,
  loadStyleFeatures,
  readCachedFiles,
  readStyleImages,
  selectStyleImages,
  type StyleImage,
} from "./style-dataset";
import { assignFolds, chooseTemperature, crossValidate, fitHead, measure, type Measures } from "./style-head";

const EVALDATA = path.resolve(process.argv.find((a) => a.startsWith("--evaldata="))?.slice(11) ?? "../shared/evaldata");
const WRITE = process.argv.includes("--write");
const FOLDS = 5;

/** A candidate: which pooled layers and statistics, how they are transformed, which penalty. */
export interface HeadSetting {
  layers: readonly string[];
  /** Of `layers`, those whose channel correlations the head reads too. */
  gramLayers: readonly string[];
  stats: "mean" | "mean+std";
  /** Signed square root of the means and deviations (and of the correlations under "signed-sqrt"). */
  power: boolean;
  /** How the correlations are normalised (default "signed-sqrt"; see engine/features/head-input.ts). */
  gramTransform?: GramTransform;
  /** Score each picture and its mirror image and average the logits (twice the network's time). */
  mirror: boolean;
  /** Fit on the mirror images too, as extra examples (costs nothing when scoring). */
  mirrorTraining?: boolean;
  lambda: number;
  balance: number;
}

export interface PreparedData {
  images: StyleImage[];
  y: number[];
  /** Per image, the cached vectors of the picture and of its mirror image (CANDIDATE_LAYOUT). */
  all: ImageViews[];
}

/** Reads images and cached features (extracting them the first time). */
export async function prepareStyleData(evaldataDir: string): Promise<PreparedData> {
  // The head is fitted on tfjs: WebAssembly matrix products even when no feature needs extracting.
  await initBackend();
  let images = selectStyleImages(readStyleImages(evaldataDir).filter((img) => STYLE_CLASSES.includes(img.style)));
  if (process.env.STYLE_CACHED_ONLY === "1") {
    const cached = readCachedFiles();
    images = images.filter((img) => cached.has(img.file));
  }
  const all = await loadStyleFeatures(evaldataDir, images);
  // eliogrande images have no artist: group them by visual similarity (see clusterUnknownArtists).
  const deepest = candidateOffsets().get("out_relu")!;
  images = clusterUnknownArtists(
    images,
    all.map((views) => views[0]),
    deepest.offset,
    deepest.channels,
  );
  return { images, y: images.map((img) => STYLE_CLASSES.indexOf(img.style)), all };
}

/** The columns of a cached vector a setting uses, in the order the engine's head reads them. */
export function selectColumns(setting: Pick<HeadSetting, "layers" | "gramLayers" | "stats">): number[] {
  const cols: number[] = [];
  for (const [layer, { offset, channels, gram }] of candidateOffsets()) {
    if (!setting.layers.includes(layer)) continue;
    for (let j = 0; j < channels; j++) cols.push(offset + j);
    if (setting.stats === "mean+std") for (let j = 0; j < channels; j++) cols.push(offset + channels + j);
    if (setting.gramLayers.includes(layer)) {
      if (!gram) throw new Error(`the cache holds no correlations for ${layer}`);
      for (let j = 2 * channels; j < layerValues(channels, true); j++) cols.push(offset + j);
    }
  }
  return cols;
}

/** The head's input layout of a setting (the engine's model carries the same fields). */
export function headLayoutOf(setting: HeadSetting): HeadInputLayout {
  const layers = CANDIDATE_LAYERS.filter((l) => setting.layers.includes(l));
  return {
    layers,
    layerChannels: layers.map((l) => CANDIDATE_CHANNELS[l]),
    gramLayers: layers.filter((l) => setting.gramLayers.includes(l)),
    stats: setting.stats,
    power: setting.power,
    gramTransform: setting.gramTransform ?? "signed-sqrt",
  };
}

/** The head's inputs of every image's views: the setting's columns, transformed as the engine does. */
export function project(data: PreparedData, setting: HeadSetting): Float32Array[][] {
  const cols = selectColumns(setting);
  const layout = headLayoutOf(setting);
  const views = setting.mirror || setting.mirrorTraining ? 2 : 1;
  return data.all.map((pair) =>
    pair.slice(0, views).map((row) =>
      toHeadInput(
        Float32Array.from(cols, (c) => row[c]!),
        layout,
      ),
    ),
  );
}

/** Row weights that soften class imbalance: each row weighs (class count)^-balance. */
export function classWeights(y: readonly number[], balance: number): number[] {
  const counts = new Map<number, number>();
  for (const c of y) counts.set(c, (counts.get(c) ?? 0) + 1);
  return y.map((c) => (counts.get(c) ?? 1) ** -balance);
}

export interface SplitReport {
  temperature: number;
  artistHeldOut: Measures;
  perStyle: { style: string; measures: Measures }[];
  perSource: { source: string; measures: Measures }[];
  sourceHeldOut: { source: string; measures: Measures }[];
  sourceHeldOutAll: Measures;
  /** Accuracy of the held-out predictions the product states (not uncertain) vs flags uncertain. */
  confident: Measures;
  uncertain: Measures;
  logits: number[][];
}

export const UNCERTAIN_BELOW = 0.5;

/** Held-out measures of one setting: artist-grouped folds and leave-one-source-out. */
export function evaluateSetting(data: PreparedData, setting: HeadSetting, withSources = true): SplitReport {
  const X = project(data, setting);
  const weights = classWeights(data.y, setting.balance);
  const fold = assignFolds(
    data.images.map((i) => i.group),
    FOLDS,
  );
  const scoredViews = setting.mirror ? 2 : 1;
  const logits = crossValidate(X, data.y, STYLE_CLASSES.length, fold, { lambda: setting.lambda, weights, scoredViews });
  const temperature = chooseTemperature(logits, data.y);
  const rowsWhere = (f: (img: StyleImage) => boolean) => data.images.flatMap((img, i) => (f(img) ? [i] : []));
  const sources = [...new Set(data.images.map((i) => i.source))].sort();
  let sourceLogits: number[][] = [];
  if (withSources) {
    const sourceFold = data.images.map((img) => sources.indexOf(img.source));
    sourceLogits = crossValidate(X, data.y, STYLE_CLASSES.length, sourceFold, { lambda: setting.lambda, weights, scoredViews });
  }
  const top = (l: number[]) => Math.max(...softmaxT(l, temperature));
  return {
    temperature,
    artistHeldOut: measure(logits, data.y, temperature),
    perStyle: STYLE_CLASSES.map((style) => ({
      style,
      measures: measure(
        logits,
        data.y,
        temperature,
        rowsWhere((i) => i.style === style),
      ),
    })),
    perSource: sources.map((source) => ({
      source,
      measures: measure(
        logits,
        data.y,
        temperature,
        rowsWhere((i) => i.source === source),
      ),
    })),
    sourceHeldOut: withSources
      ? sources.map((source) => ({
          source,
          measures: measure(
            sourceLogits,
            data.y,
            temperature,
            rowsWhere((i) => i.source === source),
          ),
        }))
      : [],
    sourceHeldOutAll: withSources ? measure(sourceLogits, data.y, temperature) : measure([], [], 1),
    confident: measure(
      logits,
      data.y,
      temperature,
      logits.flatMap((l, i) => (top(l) >= UNCERTAIN_BELOW ? [i] : [])),
    ),
    uncertain: measure(
      logits,
      data.y,
      temperature,
      logits.flatMap((l, i) => (top(l) < UNCERTAIN_BELOW ? [i] : [])),
    ),
    logits,
  };
}

function softmaxT(l: readonly number[], t: number): number[] {
  const m = Math.max(...l);
  const e = l.map((v) => Math.exp((v - m) / t));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export function printReport(label: string, r: SplitReport): void {
  console.log(`\n${label}: T=${r.temperature}`);
  const m = r.artistHeldOut;
  console.log(`  artist held out: n=${m.n} top-1 ${pct(m.top1)} top-3 ${pct(m.top3)} log-loss ${m.logLoss.toFixed(3)} ECE ${pct(m.ece)}`);
  console.log(
    `  stated (p>=${UNCERTAIN_BELOW}): n=${r.confident.n} top-1 ${pct(r.confident.top1)}; uncertain: n=${r.uncertain.n} top-1 ${pct(r.uncertain.top1)} top-3 ${pct(r.uncertain.top3)}`,
  );
  for (const s of r.perStyle)
    console.log(
      `    ${s.style.padEnd(20)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
    );
  for (const s of r.perSource)
    console.log(
      `    source ${s.source.padEnd(12)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
    );
  if (r.sourceHeldOut.length) {
    console.log(`  source held out: top-1 ${pct(r.sourceHeldOutAll.top1)} top-3 ${pct(r.sourceHeldOutAll.top3)}`);
    for (const s of r.sourceHeldOut)
      console.log(
        `    without ${s.source.padEnd(12)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
      );
  }
}

async function main() {
  const data = await prepareStyleData(EVALDATA);
  console.log(`${data.images.length} images, ${new Set(data.images.map((i) => i.group)).size} groups`);
  const candidates: HeadSetting[] = JSON.parse(process.env.STYLE_CANDIDATES ?? "null") ?? [
    { layers: ["out_relu"], stats: "mean", lambda: 0.01, balance: 0 },
    { layers: ["block_12_add", "block_15_add", "block_16_project_BN"], stats: "mean+std", lambda: 0.01, balance: 0 },
    {
      layers: ["block_9_add", "block_12_add", "block_15_add", "block_16_project_BN", "out_relu"],
      stats: "mean+std",
      lambda: 0.01,
      balance: 0,
    },
  ];
  for (const c of WRITE ? [] : candidates) {
    const t = Date.now();
    printReport(
      `${c.layers.join("+")} ${c.stats} lambda=${c.lambda} balance=${c.balance}`,
      evaluateSetting(data, c, process.env.STYLE_SOURCES === "1"),
    );
    console.log(`  (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  if (WRITE) {
    const chosen = candidates[0]!;
    const report = evaluateSetting(data, chosen, true);
    printReport("committed setting", report);
    writeStyleModel(data, chosen, report);
  }
}

const r4 = (v: number) => Math.round(v * 10000) / 10000;
const sig = (v: number) => Number(v.toPrecision(5));

/** Fits the chosen setting on every image and writes the coefficients and the model card. */
function writeStyleModel(data: PreparedData, setting: HeadSetting, report: SplitReport): void {
  const X = project(data, setting);
  const rows = X.flatMap((views, i) => views.map((v) => ({ v, y: data.y[i]! })));
  const weights = classWeights(data.y, setting.balance).flatMap((w, i) => X[i]!.map(() => w));
  const head = fitHead(
    rows.map((r) => r.v),
    rows.map((r) => r.y),
    STYLE_CLASSES.length,
    { lambda: setting.lambda, weights },
  );
  const layout = headLayoutOf(setting);
  const layers = layout.layers;
  const model = {
    classes: STYLE_CLASSES,
    ...layout,
    mirror: setting.mirror,
    featureMeans: head.featureMeans.map(sig),
    featureScales: head.featureScales.map(sig),
    weights: head.weights.map((row) => row.map(sig)),
    bias: head.bias.map(sig),
    temperature: report.temperature,
    uncertainBelow: UNCERTAIN_BELOW,
    fit: { lambda: setting.lambda, balance: setting.balance, mirrorTraining: setting.mirrorTraining ?? false },
  };
  const today = new Date().toISOString().slice(0, 10);
  const gramText = layers.filter((l) => setting.gramLayers.includes(l)).join(", ") || "none";
  const header = `/**
 * Fitted style model (generated by \`npx tsx scripts/fit/fit-style-model.ts --write\`; do not edit by
 * hand). Multinomial logistic regression (L-BFGS), L2 penalty ${setting.lambda}, class weights (count)^-${setting.balance},
 * over the pooled ${setting.stats} of MobileNetV2 layers ${layers.join(", ")} and the channel correlations of
 * ${gramText}${layout.gramTransform === "matrix-sqrt" ? " (their matrix square roots)" : ""} (nsfwjs 4.x weights)${setting.power ? ", signed square roots" : ""}${setting.mirror ? ", each picture and its mirror image" : ""}${!setting.mirror && setting.mirrorTraining ? ", fitted on each picture and its mirror image, scoring the picture alone" : ""};
 * fitted on ${data.images.length} labelled images of ../shared/evaldata (styles-large + styles), each squashed to a
 * 224 px square. Temperature ${report.temperature} chosen on artist-held-out folds. Fitted ${today}.
 */
`;
  writeFileSync(
    path.resolve("engine/knowledge/style-model.ts"),
    `${header}import type { StyleHeadModel } from "./style-model-types";

export const STYLE_MODEL: StyleHeadModel = ${JSON.stringify(model)};
`,
  );
  const acc = (m: Measures) => ({ n: m.n, top1: r4(m.top1), top3: r4(m.top3) });
  const n = data.images.length;
  const card = {
    modelDate: today,
    network:
      "MobileNetV2 (weights shipped in the nsfwjs 4.x npm package, MIT licence), pooled mid-layer features, logistic-regression head",
    styles: STYLE_CLASSES,
    images: n,
    artistGroups: new Set(data.images.map((i) => i.group)).size,
    artistHeldOut: { ...acc(report.artistHeldOut), ece: r4(report.artistHeldOut.ece), folds: FOLDS },
    sourceHeldOut: acc(report.sourceHeldOutAll),
    perStyle: report.perStyle.map((s) => ({ style: s.style, ...acc(s.measures) })),
    perSource: report.perSource.map((s) => {
      const held = report.sourceHeldOut.find((h) => h.source === s.source)!.measures;
      return { source: s.source, ...acc(s.measures), sourceHeldOutTop1: r4(held.top1), sourceHeldOutTop3: r4(held.top3) };
    }),
    temperature: report.temperature,
    uncertainBelow: UNCERTAIN_BELOW,
    stated: { share: r4(report.confident.n / n), top1: r4(report.confident.top1) },
    uncertain: { share: r4(report.uncertain.n / n), top1: r4(report.uncertain.top1), top3: r4(report.uncertain.top3) },
  };
  writeFileSync(
    path.resolve("engine/knowledge/style-model-card.ts"),
    `/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * \`npx tsx scripts/fit/fit-style-model.ts --write\`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (${FOLDS} grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = ${JSON.stringify(card, null, 2)};
`,
  );
  console.log("wrote engine/knowledge/style-model.ts and engine/knowledge/style-model-card.ts");
}

if (process.argv[1]?.endsWith("fit-style-model.ts")) await main();
