/** One call for the browser and the server: measure an image, predict its style, suggest a medium. */
import { suggestMedium } from "./medium-hint";
import { analyseImagePixels, type PixelFeatures, type RgbaImage } from "./pixel-analysis";
import type { QuickEstimateMedium } from "./quick-estimate";
import { predictStyle, type StylePrediction } from "./style-classifier";

/** Everything the engine derives from one image. */
export interface ArtworkAnalysis {
  features: PixelFeatures;
  prediction: StylePrediction;
  suggestedMedium: QuickEstimateMedium;
  suggestedMediumReason: string;
}

/** Analyses one RGBA image end to end (pure, deterministic). */
export function analyseArtwork(image: RgbaImage): ArtworkAnalysis {
  const features = analyseImagePixels(image);
  const hint = suggestMedium(features);
  return { features, prediction: predictStyle(features), suggestedMedium: hint.medium, suggestedMediumReason: hint.reason };
}
