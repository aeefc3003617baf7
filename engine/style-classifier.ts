/**
 * Style prediction from measured pixel features: the fitted softmax model of
 * knowledge/style-model.ts scores the styles, the knowledge base supplies era, artists and
 * description, and the characteristics list says what was actually observed in the image.
 */
import { findEra } from "./knowledge/art-eras";
import { ART_STYLES, type ArtStyle } from "./knowledge/art-styles";
import { STYLE_MODEL } from "./knowledge/style-model";
import type { PixelFeatures } from "./pixel-analysis";
import { describeObservations } from "./observations";
import type { QuickEstimateStyle } from "./quick-estimate";
import { toStyleFeatureVector } from "./style-features";
import { predictProbabilities } from "./training/softmax-regression";

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
  topStyles: StyleScore[];
  /** The quick estimate style that prices this style. */
  quickEstimateStyle: QuickEstimateStyle;
}

/** Probabilities of every modelled style for a raw feature vector, best first (ties by name). */
export function scoreStyleVector(vector: readonly number[]): StyleScore[] {
  const p = predictProbabilities(STYLE_MODEL, vector);
  return STYLE_MODEL.classes
    .map((style, i) => ({ style, probability: p[i] ?? 0 }))
    .sort((a, b) => b.probability - a.probability || a.style.localeCompare(b.style));
}

const FALLBACK_STYLE: ArtStyle = ART_STYLES.Contemporary ?? (Object.values(ART_STYLES)[0] as ArtStyle);

/** Predicts style, era and observed characteristics for one analysed image. */
export function predictStyle(features: PixelFeatures): StylePrediction {
  const ranked = scoreStyleVector(toStyleFeatureVector(features));
  const top = ranked[0] ?? { style: FALLBACK_STYLE.name, probability: 0 };
  const style = ART_STYLES[top.style] ?? FALLBACK_STYLE;
  const era = findEra(style.eras[0] ?? "contemporary");
  return {
    style: style.name,
    era: era?.name ?? "Contemporary Art",
    eraId: era?.id ?? "contemporary",
    eraPeriod: era?.period ?? "",
    probability: Math.round(top.probability * 1000) / 1000,
    characteristics: describeObservations(features, style),
    similarArtists: style.similarArtists.slice(0, 4),
    description: style.description,
    topStyles: ranked.slice(0, 3).map((s) => ({ style: s.style, probability: Math.round(s.probability * 1000) / 1000 })),
    quickEstimateStyle: style.quickEstimateStyle,
  };
}
