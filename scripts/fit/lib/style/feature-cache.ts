/**
 * The learned features of the labelled style images: each network's candidate layers, extracted
 * once and cached in /tmp (never in the repository: the images and anything row-level derived
 * from them stay out).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { toNetworkInput, layerValues, loadStyleNetwork, type FeatureLayout } from "@engine/style";
import { type StyleNetworkName } from "@engine/knowledge";
import { sampleGrid } from "@engine/photo";
import type { StyleImage } from "./style-images";

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
