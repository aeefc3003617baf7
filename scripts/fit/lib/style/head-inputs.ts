/** A head's inputs: the columns of the cached vectors its setting reads, transformed as the engine does, and its row weights. */
import { type HeadInputLayout } from "@engine/knowledge";
import { toHeadInput, layerValues } from "@engine/style";
import { CANDIDATES, candidateOffsets } from "./feature-cache";
import type { PreparedData } from "./prepare-data";
import type { HeadSetting } from "./settings";
import { viewPlan } from "./view-plan";

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

/** How a head's setting asks L-BFGS to run (HeadSetting.gradientTolerance). */
export const preconditionOf = (setting: HeadSetting) =>
  setting.gradientTolerance ? { gradientTolerance: setting.gradientTolerance } : (false as const);
