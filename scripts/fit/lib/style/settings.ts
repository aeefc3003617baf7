/** What a style model to fit is: its heads' settings, and the committed model's (engine/knowledge/style-model.ts). */
import { STYLE_MODEL, type GramTransform, type StyleNetworkName } from "@engine/knowledge";

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
   * Fit on this many augmented owner's photos of each picture too (scripts/fit/lib/photos/owner-photo.ts:
   * framed, on a wall, off-axis, uneven light, through a phone camera, cropped by the product's
   * locator), with their mirror images when mirrorTraining. Default 0.
   */
  ownerPhotos?: number;
  /**
   * Fit preconditioned (precondition.ts) and stop at this gradient norm; absent: the
   * plain fit, stopping on single-precision rounding. 0.003 stops near where the plain fit stops
   * in a third to a half of its matrix products (decision 0022, "Preconditioning the fit").
   */
  gradientTolerance?: number;
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

/** Artist-grouped folds of every held-out measure. */
export const FOLDS = 5;

/** A one-head candidate as a model. */
export const asModel = (setting: HeadSetting | ModelSetting): ModelSetting => ("members" in setting ? setting : { members: [setting] });

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
      lambda: m.fit.lambda,
      balance: m.fit.balance,
      weight: m.weight,
    })),
  };
}

export const NETWORK_NAMES: Record<StyleNetworkName, string> = {
  mobilenet_v2: "MobileNetV2",
  inception_v3: "InceptionV3",
  mobilenet_v2_mid: "MobileNetV2 1.4",
  mobilenet_v3: "MobileNetV3 (COCO detector backbone)",
};

/** One line naming a head in the fit's log. */
export const describeHead = (m: HeadSetting) =>
  `${NETWORK_NAMES[m.network ?? "mobilenet_v2"]} ${m.layers.join("+")} ${m.stats} grams=${m.gramLayers.join("+") || "none"} lambda=${m.lambda}`;
