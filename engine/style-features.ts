/** The numeric feature vector the style model scores, built from PixelFeatures. */
import type { PixelFeatures } from "./pixel-analysis";

const HUE_BINS = ["red", "orange", "yellow", "yellow-green", "green", "green-cyan", "cyan", "azure", "blue", "violet", "magenta", "rose"];

/** Names of the style model's inputs, in vector order (the committed weights follow this order). */
export const STYLE_FEATURE_NAMES: readonly string[] = [
  "brightness",
  "contrast",
  "dynamicRange",
  "darkShare",
  "lightShare",
  "saturation",
  "saturationSpread",
  "colourfulness",
  "hueEntropy",
  "warmCoolBalance",
  ...HUE_BINS.map((h) => `hue:${h}`),
  "edgeDensity",
  "meanGradient",
  "straightEdgeShare",
  "orientationEntropy",
  "texture",
  "highFrequency",
  "flatShare",
  "smoothGradientShare",
  "centreEmphasis",
  "topBottomBalance",
  "dominantColourShare",
  "monochrome",
];

/**
 * Feature vector for the style model. Colourfulness is divided by 100 and texture measures
 * are square-rooted so all inputs have comparable, roughly symmetric spreads before
 * standardisation (the model standardises again with the fitted means and scales).
 */
export function toStyleFeatureVector(f: PixelFeatures): number[] {
  return [
    f.brightness,
    f.contrast,
    f.dynamicRange,
    f.darkShare,
    f.lightShare,
    f.saturation,
    f.saturationSpread,
    f.colourfulness / 100,
    f.hueEntropy,
    f.warmCoolBalance,
    ...Array.from({ length: 12 }, (_, i) => f.hueHistogram[i] ?? 0),
    Math.sqrt(f.edgeDensity),
    Math.sqrt(f.meanGradient),
    f.straightEdgeShare,
    f.orientationEntropy,
    Math.sqrt(f.texture),
    Math.sqrt(f.highFrequency),
    f.flatShare,
    f.smoothGradientShare,
    f.centreEmphasis,
    f.topBottomBalance,
    f.palette[0]?.share ?? 1,
    f.isMonochrome ? 1 : 0,
  ];
}
