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
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { artworkCrop } from "../../engine/analyse-artwork";
import { type HeadInputLayout, toHeadInput } from "../../engine/style/features/head-input";
import { toNetworkInput } from "../../engine/style/features/network-input";
import { initBackend, loadStyleNetwork, type StyleNetworkName } from "../../engine/style/features/style-network";
import { STYLE_CLASSES } from "../../engine/knowledge/style-classes";
import { locateArtwork } from "../../engine/photo/locate-artwork";
import { sampleGrid } from "../../engine/photo/pixels/sample-grid";
import {
  committedSetting,
  evaluateSetting,
  fitSettingHead,
  headLayoutOf,
  type HeadSetting,
  prepareStyleData,
  printReport,
  selectColumns,
} from "./fit-style-model";
import { candidateLayout } from "./style-dataset";
import { type FittedHead, headLogits } from "./style-head";
import { pickImages, rgba, SCOPES, throughCamera, wallOptions } from "../eval/photos.eval";
import { photographOnWall } from "../../engine/test-support/wall-photo";

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

async function main() {
  if (process.argv.includes("--eval-features-only")) return void (await photosEvalFeatures());
  // The images whose features are cached already: the experiment never starts a full extraction.
  process.env.STYLE_CACHED_ONLY ??= "1";
  const data = await prepareStyleData(EVALDATA, [NETWORK], "full", 1);
  console.log(
    `${data.images.length} images with their owner's photo cached, ${new Set(data.images.map((i) => i.group)).size} groups; ${NETWORK}`,
  );
  // --arm=clean or --arm=owner-photos runs one of the two (two processes side by side on two cores).
  const arm = option("arm");
  const settings = Object.fromEntries(
    Object.entries({ clean: settingFor(0), "with owner's photos": settingFor(1) }).filter(
      ([name]) => !arm || (arm === "clean") === (name === "clean"),
    ),
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
