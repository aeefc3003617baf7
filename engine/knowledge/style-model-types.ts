/**
 * Shapes of the generated style model modules (style-model.ts, style-model-card.ts, the network
 * weights): the knowledge owns the shape of what it stores, so the code that reads it imports
 * them from here and nothing here imports that code.
 */
import type * as tf from "@tensorflow/tfjs-core";

/**
 * The networks the style heads read (engine/style/features/style-network.ts describes them).
 */
export type StyleNetworkName = "mobilenet_v2" | "inception_v3" | "mobilenet_v2_mid" | "mobilenet_v3";

/** A graph model's cut topology and weights, as a generated module of the engine holds them. */
export interface GraphNetworkModule {
  modelTopology: { node: unknown[]; library?: unknown; versions?: unknown };
  weightSpecs: tf.io.WeightsManifestEntry[];
  weightsBase64: string;
}

/** InceptionV3's first layers as engine/knowledge/inception-v3-stem.ts holds them. */
export interface InceptionStemModule {
  lastLayer: string;
  modelTopology: unknown;
  weightSpecs: tf.io.WeightsManifestEntry[];
  weightsBase64: string;
}

/** How the channel correlations are normalised before the head reads them. */
export type GramTransform = "signed-sqrt" | "matrix-sqrt";

/** Which values the head reads, in its order: per layer its means, deviations, correlations. */
export interface HeadInputLayout {
  /** MobileNetV2 layers pooled, in order (see engine/style/features/style-network.ts). */
  layers: readonly string[];
  /** Channels of each layer. */
  layerChannels: readonly number[];
  /** Layers whose channel correlations (Gram matrix, upper triangle) follow their deviations. */
  gramLayers: readonly string[];
  /** Which pooled statistics the head reads (correlations always, for gramLayers). */
  stats: "mean" | "mean+std";
  /** Signed square root of the means and deviations (and of the correlations under "signed-sqrt"): tames heavy tails. */
  power: boolean;
  /** How the correlations are normalised. */
  gramTransform: GramTransform;
}

/** A fitted softmax model over standardised features. */
export interface SoftmaxModel {
  classes: readonly string[];
  featureMeans: readonly number[];
  featureScales: readonly number[];
  /** weights[class][feature] on standardised features. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
  /** Softmax temperature chosen for calibration (logits are divided by it). */
  temperature: number;
}

/**
 * The committed style model: one logistic-regression head per network, whose logits are
 * averaged (weighted) and then calibrated by one temperature (decision record 0004).
 */
export interface StyleModel {
  classes: readonly string[];
  /** The labelled folders of ../shared/evaldata it was fitted on; absent: styles-large and styles (before styles-more joined). */
  trainingSets?: readonly string[];
  /** Softmax temperature of the averaged logits, chosen on artist-held-out folds. */
  temperature: number;
  /** Calibrated best probability below which the style is reported as uncertain. */
  uncertainBelow: number;
  /** Score the mirror image as well and average the logits (twice the networks' time). */
  mirror: boolean;
  members: readonly StyleHeadModel[];
}

/** One fitted head over one network's pooled features, and the layout of what it reads. */
export interface StyleHeadModel extends Omit<SoftmaxModel, "temperature" | "classes">, HeadInputLayout {
  network: StyleNetworkName;
  /** Its share of the averaged logits, relative to the other heads' (chosen on artist-held-out folds). */
  weight: number;
  /** How it was fitted (so `npm run eval` refits the same setting on held-out folds). */
  fit: {
    lambda: number;
    balance: number;
    /** Fitted on every picture's mirror image as an extra example as well (see mirror for scoring). */
    mirrorTraining: boolean;
    /** Augmented owner's photos of each picture fitted on as well (scripts/fit/owner-photo.ts); absent: none. */
    ownerPhotos?: number;
    /** Fitted preconditioned, stopping at this gradient norm (scripts/fit/fit-style-model.ts); absent: the plain fit. */
    gradientTolerance?: number;
    /** Leading directions of owner's-photo-minus-picture differences the head does not read (scripts/fit/nuisance.ts); absent: 0. */
    unreadPhotoDirections?: number;
    /** Leading directions of between-collection differences within a style it does not read; absent: 0. */
    unreadCollectionDirections?: number;
    /** Each owner's-photo row's weight relative to a clean picture's row (scripts/fit/fit-style-model.ts); absent: 1. */
    ownerPhotoWeight?: number;
  };
}

/** Held-out accuracy of one slice of the data. */
export interface StyleAccuracy {
  n: number;
  top1: number;
  top3: number;
}

/** The measured figures of the committed model, for the public method page and the README. */
export interface StyleModelCard {
  /** When the committed head was fitted (ISO date). */
  modelDate: string;
  network: string;
  styles: readonly string[];
  images: number;
  artistGroups: number;
  /** Artists held out: grouped folds, no artist in its own training fold. */
  artistHeldOut: StyleAccuracy & { ece: number; folds: number };
  /** Sources held out: each source's images scored by a model fitted on the other sources. */
  sourceHeldOut: StyleAccuracy;
  /** Artists held out, each held-out picture's augmented owner's photo scored instead (when fitted with them). */
  ownerPhotosHeldOut?: StyleAccuracy;
  /** Sources held out, the same owner's photos scored instead (when fitted with them). */
  ownerPhotosSourceHeldOut?: StyleAccuracy;
  perStyle: readonly (StyleAccuracy & { style: string })[];
  perSource: readonly (StyleAccuracy & { source: string; sourceHeldOutTop1: number; sourceHeldOutTop3: number })[];
  temperature: number;
  uncertainBelow: number;
  /** Share of held-out predictions stated with confidence, and their top-1 accuracy. */
  stated: { share: number; top1: number };
  /** Share flagged uncertain, and how often the right style is among the three shown. */
  uncertain: { share: number; top1: number; top3: number };
  /**
   * What the model cannot do, measured on the data it was fitted on: styles of the labelled data it
   * does not name at all, and named styles it rarely gets right or learnt from one collection only.
   * Absent from cards written before the fit listed them (2026-11-29).
   */
  limits?: readonly { style: string; reason: string }[];
  /** The evaldata folders the model was fitted on (as in StyleModel; absent: styles-large and styles). */
  trainingSets?: readonly string[];
}
