/**
 * The labelled style images of ../shared/evaldata (styles-large/, styles/ and styles-more/), read the same way
 * for fitting and for `npm run eval`, and their learned features, extracted once and cached in
 * /tmp (never in the repository: the images and anything row-level derived from them stay out).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { toNetworkInput, layerValues, loadStyleNetwork, type FeatureLayout } from "@engine/style";
import type { StyleNetworkName } from "@engine/knowledge";
import { sampleGrid } from "@engine/photo";
import { parseCsv } from "@engine/training";
import { heldOutPhotoFiles } from "../eval/photo-picks";
import { type EvalScope, stratifiedSubset } from "../eval/scope";

/** One labelled image. */
export interface StyleImage {
  file: string;
  style: string;
  /** Normalised artist name; "" when the source gives none. */
  artist: string;
  /** jalpv1, eliogrande, rasta, anbauoq, rory (styles/ originals), egfrontend, artwall (see SOURCE_BY_REPO). */
  source: string;
  /** "styles-large", "styles" or "styles-more". */
  set: string;
  /** Group for artist-held-out folds: the artist, or a stand-in for unknown artists (see groupOf). */
  group: string;
}

const SOURCE_BY_REPO: Record<string, string> = {
  "jalpv1/wiki-art-selected-resized": "jalpv1",
  "eliogrande/TheEndlessTuning_WikiArt224": "eliogrande",
  "bnegreve/rasta": "rasta",
  "anbauoq/art-style-classification": "anbauoq",
  "Rory-A/ml-art-representation": "rory",
  // styles-more/'s source A is the same WikiArt crawl as jalpv1's (same numeric ids, other pictures
  // by the same artists; SOURCES.md): one collection, so a fold holding out jalpv1 holds out both.
  "jalpv1/art_movements_cut_more": "jalpv1",
  "dw-does-grad-school/egfrontend": "egfrontend",
  "klv4de/ArtWall": "artwall",
};

/** Sources whose images carry no artist: held out in blocks, then regrouped by likeness (clusterUnknownArtists). */
const ARTISTLESS_BLOCKS: Readonly<Record<string, string>> = {
  "eliogrande/TheEndlessTuning_WikiArt224": "eliogrande",
  "jalpv1/art_movements_cut_more": "jalpv1-more",
};

/** Lower case, accents and punctuation removed, so spelling variants of a slug meet. */
export function normaliseArtist(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .split(" ")
    .filter((w) => w.length > 1 || w === "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The labelled folders a new fit reads. */
export const STYLE_DATA_SETS: readonly string[] = ["styles-large", "styles", "styles-more"];

/**
 * The folders the committed model was fitted on, so that `npm run eval` refits it on the same data.
 * A model written before styles-more/ joined records none: it read styles-large/ and styles/.
 */
export const committedTrainingSets = (model: { trainingSets?: readonly string[] }): readonly string[] =>
  model.trainingSets ?? ["styles-large", "styles"];

/**
 * Reads the label files of `sets`; rows whose image is missing are skipped, and so are the styles-more/
 * works the photos eval measures and the photo temperature is chosen on (scripts/eval/photo-picks.ts),
 * so that no fit sees them.
 */
export function readStyleImages(evaldataDir: string, sets: readonly string[] = STYLE_DATA_SETS): StyleImage[] {
  const images: Omit<StyleImage, "group">[] = [];
  const blocks: (string | undefined)[] = [];
  for (const set of sets) {
    const csv = path.join(evaldataDir, set, "labels.csv");
    if (!existsSync(csv)) continue;
    const heldOut = set === "styles-more" ? heldOutPhotoFiles(evaldataDir) : new Set<string>();
    for (const row of parseCsv(readFileSync(csv, "utf8"))) {
      const file = row.file ?? "";
      if (!file || heldOut.has(file) || !existsSync(path.join(evaldataDir, file))) continue;
      const repo = row.source_repo ?? "";
      images.push({
        file,
        style: row.style ?? "",
        artist: normaliseArtist(row.artist ?? ""),
        source: SOURCE_BY_REPO[repo] ?? "other",
        set,
      });
      blocks.push(ARTISTLESS_BLOCKS[repo]);
    }
  }
  return images.map((img, i) => ({ ...img, group: groupOf(img, blocks[i], i) }));
}

/**
 * Regroups the images of the artistless blocks (eliogrande, styles-more/'s jalpv1 part) by visual
 * similarity: within each block (one source, one style), k-means on
 * the network's deepest pooled features (one cluster per ~8 images, farthest-point start, so
 * deterministic). Works of one painter look alike and tend to share a cluster, so holding out
 * whole clusters approximates holding out painters; it is less strict than holding out the
 * whole source (reported separately as leave-one-source-out).
 */
export function clusterUnknownArtists(
  images: StyleImage[],
  features: readonly Float32Array[],
  offset: number,
  length: number,
): StyleImage[] {
  const out = [...images];
  const blockGroups = [...new Set(images.filter((i) => isArtistlessBlock(i.group)).map((i) => i.group))].sort();
  for (const block of blockGroups) {
    const rows = images.flatMap((img, i) => (img.group === block ? [i] : []));
    const points = rows.map((i) => {
      const v = features[i]!.subarray(offset, offset + length);
      const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
      return Float64Array.from(v, (x) => x / norm);
    });
    const k = Math.max(1, Math.round(points.length / 8));
    const dist = (a: Float64Array, b: Float64Array) => a.reduce((s, x, j) => s + (x - b[j]!) ** 2, 0);
    const centres: Float64Array[] = [Float64Array.from(points[0]!)];
    while (centres.length < k) {
      let best = 0;
      let bestD = -1;
      points.forEach((p, i) => {
        const d = Math.min(...centres.map((c) => dist(p, c)));
        if (d > bestD) [best, bestD] = [i, d];
      });
      centres.push(Float64Array.from(points[best]!));
    }
    let assign = points.map(() => 0);
    for (let iter = 0; iter < 10; iter++) {
      assign = points.map((p) => {
        let bestC = 0;
        centres.forEach((c, ci) => {
          if (dist(p, c) < dist(p, centres[bestC]!)) bestC = ci;
        });
        return bestC;
      });
      centres.forEach((c, ci) => {
        const members = points.filter((_, i) => assign[i] === ci);
        if (members.length) for (let j = 0; j < c.length; j++) c[j] = members.reduce((s, m) => s + m[j]!, 0) / members.length;
      });
    }
    rows.forEach((row, i) => (out[row] = { ...out[row]!, group: `${block}:${assign[i]}` }));
  }
  return out;
}

/** A block group as groupOf gives it ("<block>:<style>"), before clusterUnknownArtists splits it. */
const isArtistlessBlock = (group: string) =>
  Object.values(ARTISTLESS_BLOCKS).some((b) => group.startsWith(`${b}:`)) && group.split(":").length === 2;

/**
 * eliogrande and styles-more/'s jalpv1 images carry no artist. They are WikiArt pictures picked
 * within a style, so any of them may share a painter with any other image of the same style in
 * that source. We therefore hold them out as one block per source and style ("eliogrande:<style>"):
 * a fold never trains on that block while testing it, which is stricter than per-artist.
 */
function groupOf(img: Omit<StyleImage, "group">, block: string | undefined, index: number): string {
  // By surname: styles/ names painters by surname only ("pollock"), styles-large in full
  // ("jackson pollock"). Two painters sharing a surname share a fold, which is only stricter.
  if (img.artist) return `artist:${img.artist.split(" ").at(-1)}`;
  if (block) return `${block}:${img.style}`;
  return `unknown:${index}`;
}

/** The layers of one network the fitting may choose from, cached together (pooled mean and std each). */
export interface NetworkCandidates {
  network: StyleNetworkName;
  /** Layers in the network's order, with their channels (checked against the network when read). */
  channels: Readonly<Record<string, number>>;
  /** The layers whose channel correlations are cached too. */
  gramLayers: readonly string[];
}

export const CANDIDATES: Readonly<Record<StyleNetworkName, NetworkCandidates>> = {
  // MobileNetV2: the last two layers' Gram matrices (51,360 and 819,840 values) are too large for
  // a head the browser downloads.
  mobilenet_v2: {
    network: "mobilenet_v2",
    channels: {
      block_2_add: 24,
      block_5_add: 32,
      block_9_add: 64,
      block_12_add: 96,
      block_15_add: 160,
      block_16_project_BN: 320,
      out_relu: 1280,
    },
    gramLayers: ["block_2_add", "block_5_add", "block_9_add", "block_12_add", "block_15_add"],
  },
  // InceptionV3's first layers, up to mixed2 (engine/knowledge/inception-v3-stem.ts): the stem's
  // correlations carry what it adds to MobileNetV2. Its other stem layers and the correlations of
  // max_pooling2d_2 (18,528 values) were measured and left out (decision record 0004).
  inception_v3: {
    network: "inception_v3",
    channels: { max_pooling2d_1: 64, activation_4: 80, max_pooling2d_2: 192, mixed0: 256, mixed1: 288, mixed2: 288 },
    gramLayers: ["max_pooling2d_1", "activation_4"],
  },
  // The mid-sized model (MobileNetV2 1.4): the outputs of the blocks MobileNetV2's candidates
  // use, the expansions feeding the deeper blocks, and the last layer (1,792 channels, what its
  // feature vector averages). Node names below MOBILENET_V2_MID_PREFIX.
  mobilenet_v2_mid: {
    network: "mobilenet_v2_mid",
    channels: {
      "expanded_conv_2/add": 32,
      "expanded_conv_3/expand/Relu6": 192,
      "expanded_conv_5/add": 48,
      "expanded_conv_6/expand/Relu6": 288,
      "expanded_conv_9/add": 88,
      "expanded_conv_10/expand/Relu6": 528,
      "expanded_conv_12/add": 136,
      "expanded_conv_13/expand/Relu6": 816,
      "expanded_conv_15/add": 224,
      "expanded_conv_16/expand/Relu6": 1344,
      "expanded_conv_16/project/BatchNorm/FusedBatchNormV3": 448,
      "Conv_1/Relu6": 1792,
    },
    gramLayers: ["expanded_conv_2/add", "expanded_conv_5/add", "expanded_conv_9/add", "expanded_conv_12/add"],
  },
  // The MobileNetV3 backbone of a COCO object detector (engine/knowledge/mobilenet-v3-backbone.ts
  // holds exactly the nodes these layers need): block outputs at four scales, the correlations of
  // the three earliest, and the expansions feeding its last blocks. Node names below
  // MOBILENET_V3_PREFIX.
  mobilenet_v3: {
    network: "mobilenet_v3",
    channels: {
      "expanded_conv_2/add": 24,
      "expanded_conv_5/add": 32,
      "expanded_conv_9/add": 64,
      "expanded_conv_11/add": 88,
      "expanded_conv_12/expand/hard_swish/mul_1": 528,
      "expanded_conv_14/add": 120,
      "expanded_conv_14/expand/hard_swish/mul_1": 720,
    },
    gramLayers: ["expanded_conv_2/add", "expanded_conv_5/add", "expanded_conv_9/add"],
  },
};

/** The cached layout of a network: every candidate layer, correlations for its candidate Gram layers. */
export function candidateLayout(network: StyleNetworkName): FeatureLayout {
  const c = CANDIDATES[network];
  return { network, layers: Object.keys(c.channels), gramLayers: c.gramLayers };
}

/** Where each layer's values start in a network's cached vector, and how many it has. */
export function candidateOffsets(
  network: StyleNetworkName = "mobilenet_v2",
): Map<string, { offset: number; channels: number; gram: boolean }> {
  const out = new Map<string, { offset: number; channels: number; gram: boolean }>();
  let offset = 0;
  const { channels: table, gramLayers } = CANDIDATES[network];
  for (const [layer, channels] of Object.entries(table)) {
    const gram = gramLayers.includes(layer);
    out.set(layer, { offset, channels, gram });
    offset += layerValues(channels, gram);
  }
  return out;
}

/** Length of one cached vector of a network. */
export function candidateSize(network: StyleNetworkName): number {
  return [...candidateOffsets(network).values()].reduce((n, l) => n + layerValues(l.channels, l.gram), 0);
}

const CACHE_DIR = process.env.STYLE_FEATURE_CACHE ?? "/tmp/recog-style-cache";

/** Decodes an image file to RGBA (EXIF rotation applied), as the server does for a photo. */
export async function decodeRgba(file: string): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(file).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * At most this many images per style take part. With styles-more/ several styles have more (Realism
 * 1,035, Art Nouveau 529); the cap keeps one style from dominating the fit. At 400 (6,109 images;
 * decision 0028) a refit from a new machine takes about two hours alone: the caches 61 minutes,
 * the fit about 80 with STYLE_SERIAL=1 (the fit's two processes would need more memory than the
 * machine has), the photo temperature 8. At 250 (4,016) it took about 75 minutes (decision 0026).
 */
export const MAX_IMAGES_PER_STYLE = 400;

/** One list in turn-taking order: the first item of each key, then the second of each, and so on. */
function takeTurns<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const byKey = new Map<string, T[]>();
  for (const item of items) byKey.set(keyOf(item), [...(byKey.get(keyOf(item)) ?? []), item]);
  const keys = [...byKey.keys()].sort();
  const out: T[] = [];
  for (let round = 0; out.length < items.length; round++)
    for (const k of keys) {
      const item = byKey.get(k)![round];
      if (item) out.push(item);
    }
  return out;
}

/**
 * A deterministic subset: within each style the collections take turns, and within a collection
 * its artists (groups) do, so a capped style keeps every collection and as many artists as
 * possible (what the collections-held-out figure needs). The result is interleaved across styles,
 * so a partly written feature cache already covers every style.
 */
export function selectStyleImages(images: readonly StyleImage[], perStyle = MAX_IMAGES_PER_STYLE): StyleImage[] {
  const byStyle = new Map<string, StyleImage[]>();
  for (const img of images) byStyle.set(img.style, [...(byStyle.get(img.style) ?? []), img]);
  const picked: { img: StyleImage; rank: number }[] = [];
  for (const list of byStyle.values()) {
    const sorted = [...list].sort((a, b) => a.file.localeCompare(b.file));
    const bySource = new Map<string, StyleImage[]>();
    for (const img of sorted) bySource.set(img.source, [...(bySource.get(img.source) ?? []), img]);
    const withinSource = [...bySource.values()].flatMap((imgs) => takeTurns(imgs, (img) => img.group));
    const ordered = takeTurns(withinSource, (img) => img.source);
    ordered.slice(0, perStyle).forEach((img, rank) => picked.push({ img, rank }));
  }
  return picked.sort((a, b) => a.rank - b.rank || a.img.style.localeCompare(b.img.style)).map((p) => p.img);
}

/**
 * Images per style in CI's subset (`npm run eval`): 17 styles x 20 = 340 images, whose features
 * three networks extract in two or three minutes on a fresh machine. Changing it changes the subset, so
 * the "ci" floors in scripts/eval/style.eval.ts must then be measured again.
 */
export const CI_IMAGES_PER_STYLE = 20;

/**
 * The images a scope measures: every image selectStyleImages keeps ("full"), or CI's fixed
 * subset, stratified by style and spread over as many artists as possible ("ci"). The subset is
 * drawn from all the images, not from selectStyleImages' capped list, so that images added to
 * the data folder move it as little as possible.
 */
export function scopeStyleImages(images: readonly StyleImage[], scope: EvalScope): StyleImage[] {
  if (scope === "full") return selectStyleImages(images);
  return stratifiedSubset(images, {
    stratum: (img) => img.style,
    group: (img) => img.group,
    key: (img) => img.file,
    perStratum: CI_IMAGES_PER_STYLE,
  });
}

// MobileNetV2's key is the one it had before InceptionV3 joined, so existing caches stay valid.
const cacheKey = (network: StyleNetworkName) => {
  const layout = candidateLayout(network);
  const parts = [layout.layers, layout.gramLayers, "picture+mirror", ...(network === "mobilenet_v2" ? [] : [network])];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);
};

/**
 * A network's cache files in the cache folder (STYLE_FEATURE_CACHE, default /tmp/recog-style-cache):
 * the clean images', or the augmented owner's photos' (owner-photo-features.ts), kept apart so
 * that each file stays under Node's 2 GB file read.
 */
export function cacheFiles(network: StyleNetworkName, part: "clean" | "owner-photos" = "clean"): { rows: string; index: string } {
  const key = cacheKey(network) + (part === "owner-photos" ? "-owner-photos" : "");
  return { rows: path.join(CACHE_DIR, `features-${key}.bin`), index: path.join(CACHE_DIR, `features-${key}.json`) };
}

/** The files already in a network's feature cache (for quick experiments on a partly written cache). */
export function readCachedFiles(network: StyleNetworkName = "mobilenet_v2"): Set<string> {
  const indexFile = path.join(CACHE_DIR, `features-${cacheKey(network)}.json`);
  return new Set(existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, "utf8")) as string[]) : []);
}

/** The cached vectors of one image: the picture as seen, then its mirror image. */
export type ImageViews = [Float32Array, Float32Array];

/**
 * Learned features (a network's candidate layout) of every image and of its mirror image,
 * computed once and cached in /tmp, one cache per network (each stays under Node's 2 GB file
 * read); written every 100 images so an interrupted run resumes. Single process, one image at a
 * time (the machine is shared). About 0.2 s per image on an idle core for MobileNetV2.
 */
export async function loadStyleFeatures(
  evaldataDir: string,
  images: readonly StyleImage[],
  network: StyleNetworkName = "mobilenet_v2",
): Promise<ImageViews[]> {
  const key = cacheKey(network);
  const size = candidateSize(network);
  const cacheFile = path.join(CACHE_DIR, `features-${key}.bin`);
  const indexFile = path.join(CACHE_DIR, `features-${key}.json`);
  const rowSize = 2 * size;
  mkdirSync(CACHE_DIR, { recursive: true });
  // file -> row in the cache; the cache only grows.
  const index: string[] = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, "utf8")) as string[]) : [];
  let cached = existsSync(cacheFile) ? new Float32Array(readFileSync(cacheFile).buffer.slice(0)) : new Float32Array(0);
  if (cached.length !== index.length * rowSize) {
    index.length = 0;
    cached = new Float32Array(0);
  }
  const rowOf = new Map(index.map((file, i) => [file, i]));
  const missing = images.filter((img) => !rowOf.has(img.file));
  const fresh: Float32Array[] = [];
  const join = () => {
    const all = new Float32Array(cached.length + fresh.length * rowSize);
    all.set(cached);
    fresh.forEach((v, i) => all.set(v, cached.length + i * rowSize));
    return all;
  };
  if (missing.length) {
    const extractor = await loadStyleNetwork(candidateLayout(network));
    if (extractor.size !== size) throw new Error(`${network} gives ${extractor.size} values, the channel table ${size}`);
    const started = Date.now();
    for (const [i, img] of missing.entries()) {
      const rgba = await decodeRgba(path.join(evaldataDir, img.file));
      const [picture, mirror] = extractor.extract(toNetworkInput(sampleGrid(rgba)), true) as ImageViews;
      const row = new Float32Array(rowSize);
      row.set(picture);
      row.set(mirror, size);
      fresh.push(row);
      rowOf.set(img.file, index.length);
      index.push(img.file);
      if ((i + 1) % 100 === 0 || i === missing.length - 1) {
        writeFileSync(cacheFile, Buffer.from(join().buffer));
        writeFileSync(indexFile, JSON.stringify(index));
        console.log(
          `  ${network} features: ${i + 1}/${missing.length} new (${((Date.now() - started) / (i + 1)).toFixed(0)} ms/image, ${extractor.backend})`,
        );
      }
    }
  }
  const all = join();
  return images.map((img) => {
    const start = rowOf.get(img.file)! * rowSize;
    return [all.subarray(start, start + size), all.subarray(start + size, start + rowSize)];
  });
}
