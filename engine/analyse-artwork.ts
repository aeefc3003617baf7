/** One call for the browser and the server: measure an image, predict its style, suggest a medium. */
import { toNetworkInput } from "./features/network-input";
import { loadStyleNetwork, type StyleNetworkOptions } from "./features/style-network";
import { STYLE_MODEL } from "./knowledge/style-model";
import { suggestMedium } from "./medium-hint";
import { analyseImagePixels, type PixelFeatures, type RgbaImage } from "./pixel-analysis";
import { sampleGrid } from "./pixels/sample-grid";
import type { QuickEstimateMedium } from "./quick-estimate";
import { predictStyle, STYLE_FEATURE_LAYOUTS, type StylePrediction } from "./style-classifier";

/** Everything the engine derives from one image. */
export interface ArtworkAnalysis {
  features: PixelFeatures;
  prediction: StylePrediction;
  suggestedMedium: QuickEstimateMedium;
  suggestedMediumReason: string;
}

/** Loads the style networks the committed heads were fitted on (once; later calls reuse them). */
export function loadArtworkNetworks(options: StyleNetworkOptions = {}) {
  return Promise.all(STYLE_FEATURE_LAYOUTS.map((layout) => loadStyleNetwork(layout, options)));
}

/**
 * Analyses one RGBA image end to end. Deterministic: the same pixels give the same answer. The
 * first call loads the networks (about a second); later calls take one forward pass of each.
 */
export async function analyseArtwork(image: RgbaImage, options: StyleNetworkOptions = {}): Promise<ArtworkAnalysis> {
  const networks = await loadArtworkNetworks(options);
  const features = analyseImagePixels(image);
  const input = toNetworkInput(sampleGrid(image));
  const learned = networks.map((network) => network.extract(input, STYLE_MODEL.mirror));
  const hint = suggestMedium(features);
  return { features, prediction: predictStyle(features, learned), suggestedMedium: hint.medium, suggestedMediumReason: hint.reason };
}
