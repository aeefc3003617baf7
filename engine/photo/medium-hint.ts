/**
 * A medium suggestion for the quick estimate form after an image upload (decision 16). A
 * transparent heuristic, not a fitted model: the evaluation images are all paintings, so
 * there is no labelled data to fit media on. The visitor can always change it.
 */
import type { PixelFeatures } from "./pixel-analysis";
import type { QuickEstimateMedium } from "@engine/submission";

/** Suggests a quick estimate medium from measured features, with the reason. */
export function suggestMedium(f: PixelFeatures): { medium: QuickEstimateMedium; reason: string } {
  if (f.photographicScore > 0.85 && f.texture < 0.04) {
    return { medium: "Photography", reason: "continuous photographic gradients and no brush texture" };
  }
  if (f.geometricScore > 0.75 && f.texture < 0.02) {
    return { medium: "Digital", reason: "perfectly flat colour areas with hard, straight edges" };
  }
  if (f.isMonochrome && f.brightness > 0.45) {
    return { medium: "Charcoal/Pencil", reason: "monochrome marks on a mid-to-light ground, like a drawing" };
  }
  if (f.brightness > 0.6 && f.contrast < 0.2 && f.texture < 0.05) {
    return { medium: "Watercolor", reason: "light, transparent-looking washes with soft contrast" };
  }
  if (f.saturation > 0.45 && f.flatShare > 0.3) {
    return { medium: "Acrylic", reason: "bright, evenly applied colour fields" };
  }
  return { medium: "Oil", reason: "painted surface with modelled tones and visible handling" };
}
