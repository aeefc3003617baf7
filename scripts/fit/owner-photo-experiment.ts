/**
 * Does fitting on owner's photos close the wall gap? (issue 30, decision record 0022.) One head,
 * on the images whose clean and owner's-photo features are cached (build them first, e.g.
 * `build-feature-cache.ts mobilenet_v2_mid --limit=680 --owner-photos=1`), fitted twice: on the clean
 * pictures and their mirror images only, and on those plus each picture's augmented owner's
 * photo (owner-photo.ts). Each is measured two ways:
 *
 * - artists held out (5 grouped folds; an image's owner's photo shares its fold): the clean
 *   picture, and separately its owner's photo, scored by heads that never saw either;
 * - the photos eval's own test (scripts/eval/photos.eval.ts): styles-more/ images, which no fit
 *   here reads, clean and "photographed on a wall" with the eval's seeds, cropped by the locator.
 *
 *   npx tsx scripts/fit/owner-photo-experiment.ts [--network=mobilenet_v2_mid]
 *     [--scope=full|ci] (the photos eval's scope: 8 or 2 images a style) [--arm=clean|owner-photos]
 *     [--owner-photo-weights=2,4] (more arms: each owner's-photo row weighing that many pictures)
 *     [--owner-photos=N] (read N owner's photos an image, cached by `build-feature-cache.ts --owner-photos=N`,
 *     and add an arm fitted on all N; the held-out owner's photo scored is always the first)
 *
 * `--compare-fits` instead fits the head with owner's photos on one artist fold and on the
 * largest source's fold, plainly and preconditioned (precondition.ts), and prints what each
 * cost and where it stopped (decision record 0022, "Preconditioning the fit"); options
 * --fits=plain,preconditioned --rank=200 --curvature=K --sample-rows=4000 --tolerance=1e-4 --memory=10
 * --split=0|1 (the artist fold or the source fold alone).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { artworkCrop } from "@engine/analysis";
import { type HeadInputLayout, type StyleNetworkName, STYLE_CLASSES } from "@engine/knowledge";
import { toHeadInput, toNetworkInput, initBackend, loadStyleNetwork } from "@engine/style";
import { locateArtwork, sampleGrid } from "@engine/photo";
import {
  committedSetting,
  evaluateSetting,
  fitSettingHead,
  classWeights,
  headLayoutOf,
  type HeadSetting,
  prepareStyleData,
  printReport,
  project,
  selectColumns,
} from "./fit-style-model";
import { objectiveInDouble } from "./precondition";
import { candidateLayout } from "./style-dataset";
import { assignFolds, fitHead, type FitStats, type FittedHead, type HeadOptions, headLogits } from "./style-head";
import { viewPlan } from "./view-plan";
import { pickImages, rgba, SCOPES, throughCamera, wallOptions } from "../eval/photos.eval";
import { photographOnWall } from "@engine/test-support";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EVALDATA = path.resolve(option("evaldata") ?? "../shared/evaldata");
const NETWORK = (option("network") ?? "mobilenet_v2_mid") as StyleNetworkName;
const SCOPE = (option("scope") ?? "full") as "ci" | "full";
const CACHE_DIR = process.env.STYLE_FEATURE_CACHE ?? "/tmp/recog-style-cache";

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The committed model's head of this network, fitted on owner's photos or not. */
function settingFor(ownerPhotos: number): HeadSetting {
  const member = committedSetting().members.find((m) => (m.network ?? "mobilenet_v2") === NETWORK);
  if (!member) throw new Error(`the committed model has no head on ${NETWORK}`);
  return { ...member, ownerPhotos };
}

/** top-1 and top-3 of logits against labels. */
function topK(logits: readonly number[][], labels: readonly number[]) {
  const ranks = logits.map((l, i) => [...l.keys()].sort((a, b) => l[b]! - l[a]! || a - b).indexOf(labels[i]!));
  return { top1: ranks.filter((r) => r === 0).length / ranks.length, top3: ranks.filter((r) => r < 3).length / ranks.length };
}

interface EvalRow {
  clean: Float32Array;
  wall: Float32Array;
  label: number;
}

/**
 * The photos eval's images and wall photos (same picks and seeds), through the product's crop, as
 * the network's cached vectors: computed once per network and scope into the feature cache folder
 * (`--eval-features-only` computes them alone, e.g. while the training features are extracted).
 */
async function photosEvalFeatures(): Promise<EvalRow[]> {
  const file = path.join(CACHE_DIR, `photos-eval-${NETWORK}-${SCOPE}.json`);
  if (existsSync(file))
    return (JSON.parse(readFileSync(file, "utf8")) as { clean: number[]; wall: number[]; label: number }[]).map((r) => ({
      clean: Float32Array.from(r.clean),
      wall: Float32Array.from(r.wall),
      label: r.label,
    }));
  await initBackend();
  const network = await loadStyleNetwork(candidateLayout(NETWORK));
  const samples = pickImages(EVALDATA, SCOPES[SCOPE].perStyle);
  const started = Date.now();
  const rows: EvalRow[] = [];
  for (const [i, sample] of samples.entries()) {
    const image = await rgba(path.join(EVALDATA, sample.file), 768);
    const cleanPixels = await rgba(path.join(EVALDATA, sample.file), 512);
    const { photo } = photographOnWall(image, wallOptions(1000 + i));
    const onWall = await throughCamera(photo, 1000 + i);
    const crop = artworkCrop(onWall, locateArtwork(onWall));
    rows.push({
      clean: network.extract(toNetworkInput(sampleGrid(artworkCrop(cleanPixels, locateArtwork(cleanPixels)))))[0]!,
      wall: network.extract(toNetworkInput(sampleGrid(crop)))[0]!,
      label: STYLE_CLASSES.indexOf(sample.style),
    });
  }
  console.log(`photos eval images (scope ${SCOPE}): ${samples.length}, features in ${Math.round((Date.now() - started) / 1000)} s`);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(rows.map((r) => ({ clean: Array.from(r.clean), wall: Array.from(r.wall), label: r.label }))));
  return rows;
}

/** The plain and the preconditioned fit of one fold, side by side (`--compare-fits`). */
async function compareFits() {
  process.env.STYLE_CACHED_ONLY ??= "1";
  const data = await prepareStyleData(EVALDATA, [NETWORK], "full", 1);
  const setting = settingFor(1);
  const X = project(data, setting);
  const plan = viewPlan(setting, data.ownerPhotoCopies);
  const weights = classWeights(data.y, setting.balance);
  const sources = [...new Set(data.images.map((i) => i.source))];
  const largest = sources.sort(
    (a, b) => data.images.filter((i) => i.source === b).length - data.images.filter((i) => i.source === a).length,
  )[0]!;
  // Five grouped folds, as fit-style-model.ts's artist folds.
  const artistFold = assignFolds(
    data.images.map((i) => i.group),
    5,
  );
  const splits = [
    { name: "artist fold 1 of 5", heldOut: (i: number) => artistFold[i] === 0 },
    { name: `source fold without ${largest}`, heldOut: (i: number) => data.images[i]!.source === largest },
  ];
  const fits: Record<string, HeadOptions["precondition"]> = {
    plain: false,
    preconditioned: {
      rank: Number(option("rank") ?? 200),
      curvature: option("curvature") ? Number(option("curvature")) : undefined,
      sampleRows: Number(option("sample-rows") ?? 4000),
      gradientTolerance: Number(option("tolerance") ?? 1e-4),
      memory: Number(option("memory") ?? 10),
    },
  };
  const chosen = (option("fits") ?? "plain,preconditioned").split(",");
  for (const split of splits.filter((_, i) => !option("split") || Number(option("split")) === i)) {
    const train = X.flatMap((_, i) => (split.heldOut(i) ? [] : [i]));
    const test = X.flatMap((_, i) => (split.heldOut(i) ? [i] : []));
    const rows = train.flatMap((i) => plan.train.map((v) => ({ v: X[i]![v]!, y: data.y[i]!, w: weights[i]! })));
    console.log(`\n${split.name}: ${train.length} images fitted (${rows.length} rows, d ${rows[0]!.v.length}), ${test.length} held out`);
    for (const name of chosen) {
      const stats = {} as FitStats;
      const cpu = process.cpuUsage();
      const head = fitHead(
        rows.map((r) => r.v),
        rows.map((r) => r.y),
        STYLE_CLASSES.length,
        { lambda: setting.lambda, weights: rows.map((r) => r.w), precondition: fits[name], stats },
      );
      const used = process.cpuUsage(cpu);
      const Z = rows.map((r) => Float32Array.from(r.v, (v, j) => (v - head.featureMeans[j]!) / head.featureScales[j]!));
      const at = objectiveInDouble(
        Z,
        rows.map((r) => r.y),
        head.weights,
        head.bias,
        setting.lambda,
        rows.map((r) => r.w),
      );
      const scored = (views: readonly number[]) =>
        topK(
          test.map((i) => {
            const logits = headLogits(
              head,
              views.map((v) => X[i]![v]!),
            );
            return logits[0]!.map((_, c) => logits.reduce((s, l) => s + l[c]! / logits.length, 0));
          }),
          test.map((i) => data.y[i]!),
        );
      const clean = scored(plan.clean);
      const photo = plan.ownerPhoto ? scored(plan.ownerPhoto) : null;
      console.log(
        `  ${name.padEnd(15)} ${stats.evaluations} evaluations, ${stats.iterations} iterations, ` +
          `${((used.user + used.system) / 1e6).toFixed(1)} s CPU (directions ${stats.directionSeconds.toFixed(1)} s); ` +
          `loss ${at.loss.toFixed(9)}, gradient norm ${at.gradientNorm.toExponential(2)}; held out n ${test.length}: ` +
          `clean ${pct(clean.top1)} / ${pct(clean.top3)}` +
          (photo ? `, owner's photo ${pct(photo.top1)} / ${pct(photo.top3)}` : ""),
      );
    }
  }
}

async function main() {
  if (process.argv.includes("--eval-features-only")) return void (await photosEvalFeatures());
  if (process.argv.includes("--compare-fits")) return void (await compareFits());
  // The images whose features are cached already: the experiment never starts a full extraction.
  process.env.STYLE_CACHED_ONLY ??= "1";
  // --owner-photos=N (N > 1): read N owner's photos of each image, and add an arm fitted on all N.
  const copies = Math.max(1, Number(option("owner-photos") ?? 1));
  const data = await prepareStyleData(EVALDATA, [NETWORK], "full", copies);
  console.log(
    `${data.images.length} images with their owner's photo cached, ${new Set(data.images.map((i) => i.group)).size} groups; ${NETWORK}`,
  );
  // --arm=clean or --arm=owner-photos runs one of the two (two processes side by side on two cores).
  const arm = option("arm");
  // --owner-photo-weights=2,4: more arms, each owner's-photo row weighing that many pictures (decision 0029).
  const weighted = (option("owner-photo-weights")?.split(",") ?? []).map(Number);
  const settings = Object.fromEntries(
    Object.entries({
      clean: settingFor(0),
      "with owner's photos": settingFor(1),
      ...Object.fromEntries(weighted.map((w) => [`owner's photos x${w}`, { ...settingFor(1), ownerPhotoWeight: w }])),
      ...(copies > 1 ? { [`${copies} owner's photos`]: settingFor(copies) } : {}),
    }).filter(([name]) => !arm || (arm === "clean") === (name === "clean")),
  );

  const evalRows = await photosEvalFeatures();
  const results: string[] = [];
  for (const [name, setting] of Object.entries(settings)) {
    const t = Date.now();
    const report = await evaluateSetting(data, setting, false);
    printReport(`${NETWORK}, fitted ${name}`, report);
    const head: FittedHead = fitSettingHead(data, setting);
    const cols = selectColumns(setting);
    const layout: HeadInputLayout = headLayoutOf(setting);
    const score = (row: Float32Array) =>
      toHeadInput(
        Float32Array.from(cols, (c) => row[c]!),
        layout,
      );
    const labels = evalRows.map((r) => r.label);
    const n = evalRows.length;
    const clean = topK(
      headLogits(
        head,
        evalRows.map((r) => score(r.clean)),
      ),
      labels,
    );
    const wall = topK(
      headLogits(
        head,
        evalRows.map((r) => score(r.wall)),
      ),
      labels,
    );
    const a = report.artistHeldOut;
    const o = report.ownerPhotoHeldOut!;
    results.push(
      `${name.padEnd(20)} artists held out: clean ${pct(a.top1)} / ${pct(a.top3)}, owner's photo ${pct(o.top1)} / ${pct(o.top3)}; ` +
        `photos eval (styles-more/, n ${n}): clean ${pct(clean.top1)} / ${pct(clean.top3)}, on a wall cropped ${pct(wall.top1)} / ${pct(wall.top3)} (${Math.round((Date.now() - t) / 1000)} s)`,
    );
  }
  console.log(`\n${NETWORK} head, top-1 / top-3:\n${results.join("\n")}`);
}

await main();
