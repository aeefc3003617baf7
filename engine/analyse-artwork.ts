/** One call for the browser and the server: measure an image, predict its style, suggest a medium. */
import { toNetworkInput } from "./features/network-input";
import { loadStyleNetwork, type StyleNetworkOptions } from "./features/style-network";
import { STYLE_MODEL } from "./knowledge/style-model";
import { suggestMedium } from "./medium-hint";
import { analyseImagePixels, type PixelFeatures, type RgbaImage } from "./pixel-analysis";
import { sampleGrid } from "./pixels/sample-grid";
import type { QuickEstimateMedium } from "./quick-estimate";
import { predictStyle, STYLE_FEATURE_LAYOUT, type StylePrediction } from "./style-classifier";

/** Everything the engine derives from one image. */
export interface ArtworkAnalysis {
  features: PixelFeatures;
  prediction: StylePrediction;
  suggestedMedium: QuickEstimateMedium;
  suggestedMediumReason: string;
}

/** Loads the style network the committed head was fitted on (once; later calls reuse it). */
export function loadArtworkNetwork(options: StyleNetworkOptions = {}) {
  return loadStyleNetwork(STYLE_FEATURE_LAYOUT, options);
}

/**
 * Analyses one RGBA image end to end. Deterministic: the same pixels give the same answer. The
 * first call loads the network (about a second); later calls take one forward pass.
 */
export async function analyseArtwork(image: RgbaImage, options: StyleNetworkOptions = {}): Promise<ArtworkAnalysis> {
  const network = await loadArtworkNetwork(options);
  const features = analyseImagePixels(image);
  const learned = network.extract(toNetworkInput(sampleGrid(image)), STYLE_MODEL.mirror);
  const hint = suggestMedium(features);
  return { features, prediction: predictStyle(features, learned), suggestedMedium: hint.medium, suggestedMediumReason: hint.reason };
}
