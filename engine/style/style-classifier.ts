/**
 * Style prediction (decision 25): logistic-regression heads (knowledge/style-model.ts, generated
 * by scripts/fit/fit-style-model.ts) over learned features of the networks nsfwjs ships
 * (engine/style/features/style-network.ts; which ones, the model says) score the 17 styles; the knowledge base supplies era, artists and description, and the characteristics say
 * what was actually measured in this image's pixels.
 */
import { ART_ERAS, type ArtEra, ART_STYLES, type ArtStyle, STYLE_MODEL, type StyleHeadModel } from "@engine/knowledge";
import type { PixelFeatures } from "@engine/photo";
import { describeObservations } from "./observations";
import type { QuickEstimateStyle } from "@engine/submission";
import { computeLogits, softmax } from "./softmax";
import { toHeadInput } from "./features/head-input";
import { layerValues, type FeatureLayout } from "./features/style-network";

/**
 * Below this calibrated best probability the product calls the style uncertain: the model is
 * then more likely wrong than right about its first style, so it shows three candidates instead.
 */
export const STYLE_UNCERTAIN_BELOW = STYLE_MODEL.uncertainBelow;

/** One scored style. */
export interface StyleScore {
  style: string;
  probability: number;
}

/** The style analysis result (secondary spec "Style prediction"), plus the ranking behind it. */
export interface StylePrediction {
  style: string;
  era: string;
  eraId: string;
  eraPeriod: string;
  probability: number;
  characteristics: string[];
  similarArtists: string[];
  description: string;
  /** Exactly three distinct styles, best first; the first is `style`. */
  topStyles: StyleScore[];
  /** The best probability is below STYLE_UNCERTAIN_BELOW: say the style is uncertain. */
  uncertain: boolean;
  /** The quick estimate style that prices this style. */
  quickEstimateStyle: QuickEstimateStyle;
}

/** One head of the committed model (its network, layout and coefficients). */
type Member = StyleHeadModel;

/** The network layouts the committed heads read, one per member (engine/style/features/style-network.ts). */
export const STYLE_FEATURE_LAYOUTS: readonly FeatureLayout[] = STYLE_MODEL.members.map((m) => ({
  network: m.network,
  layers: m.layers,
  gramLayers: m.gramLayers,
}));

/** Length of the pooled vector a member reads (see STYLE_FEATURE_LAYOUTS). */
export function memberVectorSize(member: Member): number {
  return member.layerChannels.reduce((n, c, i) => n + layerValues(c, member.gramLayers.includes(member.layers[i]!)), 0);
}

/** The columns of a network's pooled vector a member's head uses (per layer: means, deviations, correlations). */
export function headColumns(member: Member, vectorLength: number): number[] {
  const { layers, layerChannels, gramLayers, stats } = member;
  const cols: number[] = [];
  let offset = 0;
  layerChannels.forEach((c, i) => {
    const gram = gramLayers.includes(layers[i]!);
    for (let j = 0; j < c; j++) cols.push(offset + j);
    if (stats === "mean+std") for (let j = 0; j < c; j++) cols.push(offset + c + j);
    for (let j = 2 * c; j < layerValues(c, gram); j++) cols.push(offset + j);
    offset += layerValues(c, gram);
  });
  if (offset !== vectorLength) throw new Error(`style features have ${vectorLength} values, the model expects ${offset}`);
  return cols;
}

/**
 * A member's input from one pooled vector: its columns, transformed as the head was fitted
 * (signed square roots, the correlations' matrix square roots; engine/style/features/head-input.ts).
 */
function headInput(member: Member, vector: ArrayLike<number>): number[] {
  const values = headColumns(member, vector.length).map((c) => vector[c] ?? 0);
  return Array.from(toHeadInput(values, member));
}

/**
 * The weighted mean of several logit vectors (views of a picture, or the members' heads). The
 * fitting script combines its held-out logits with this too, so what it measures is what the
 * engine computes.
 */
export function combineLogits(logits: readonly (readonly number[])[], weights: readonly number[]): number[] {
  if (logits.length === 0 || logits.length !== weights.length)
    throw new Error(`combineLogits needs one weight per logit vector (${logits.length} vectors, ${weights.length} weights)`);
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0) || weights.some((w) => !(w >= 0))) throw new Error("the weights must be non-negative and not all zero");
  return logits[0]!.map((_, c) => logits.reduce((sum, l, m) => sum + weights[m]! * l[c]!, 0) / total);
}

/**
 * Calibrated probabilities of every style, best first (ties by name), from the pooled vectors of
 * one picture: per member (in STYLE_MODEL.members order) the picture's vector and, when the model
 * scores mirror images, its mirror image's. Each member's logits are averaged over the views, the
 * members' logits averaged with the members' weights, and the temperature applied once (the
 * model's own unless the caller states another: a photo's, engine/photo/network-view.ts).
 */
export function scoreStyleVectors(learned: readonly (readonly ArrayLike<number>[])[], temperature = STYLE_MODEL.temperature): StyleScore[] {
  if (learned.length !== STYLE_MODEL.members.length)
    throw new Error(`the model expects vectors from ${STYLE_MODEL.members.length} networks, got ${learned.length}`);
  const perMember = STYLE_MODEL.members.map((member, m) => {
    const views = learned[m]!;
    if (views.length === 0) throw new Error("no feature vector to score");
    return combineLogits(
      views.map((v) => computeLogits(member, headInput(member, v))),
      views.map(() => 1),
    );
  });
  const combined = combineLogits(
    perMember,
    STYLE_MODEL.members.map((member) => member.weight),
  );
  const p = softmax(combined, temperature);
  return STYLE_MODEL.classes
    .map((style, i) => ({ style, probability: p[i] ?? 0 }))
    .sort((a, b) => b.probability - a.probability || a.style.localeCompare(b.style));
}

/** The first of a style's era ids that the era list knows (newer era ids are listed first). */
export function findStyleEra(style: ArtStyle): ArtEra | undefined {
  for (const id of style.eras) {
    const era = ART_ERAS.find((e) => e.id === id);
    if (era) return era;
  }
  return undefined;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Predicts style, era and observed characteristics from pixel measures and the learned vectors (see scoreStyleVectors). */
export function predictStyle(
  features: PixelFeatures,
  learned: readonly (readonly ArrayLike<number>[])[],
  temperature = STYLE_MODEL.temperature,
): StylePrediction {
  const ranked = scoreStyleVectors(learned, temperature);
  const top = ranked[0]!;
  const style = ART_STYLES[top.style];
  if (!style) throw new Error(`the knowledge base has no style named ${top.style}`);
  const era = findStyleEra(style);
  // A movement with its own dates gets its own era name (Edo-Meiji for Ukiyo-e); eraId still
  // points at the timeline era it falls in.
  return {
    style: style.name,
    era: style.ownPeriod?.eraName ?? era?.name ?? style.name,
    eraId: era?.id ?? "",
    eraPeriod: style.ownPeriod?.period ?? era?.period ?? "",
    probability: round3(top.probability),
    characteristics: describeObservations(features, style),
    similarArtists: style.similarArtists.slice(0, 4),
    description: style.description,
    topStyles: ranked.slice(0, 3).map((s) => ({ style: s.style, probability: round3(s.probability) })),
    uncertain: top.probability < STYLE_UNCERTAIN_BELOW,
    quickEstimateStyle: style.quickEstimateStyle,
  };
}
