/**
 * How surely the style answer about a photographed work may speak (issue 30: "never 99%";
 * decision 0023). The heads' temperature was chosen on clean reproductions; an answer about a work
 * found inside a larger photo (frame, wall, perspective, light, a phone's blur and JPEG) is scored
 * at the photo temperature, chosen on owner's photos of styles-more/ images the photos eval does
 * not use and never below the model's own (scripts/fit/photo-calibration.ts, decision 0026).
 */
import { PHOTO_CALIBRATION, STYLE_MODEL } from "@engine/knowledge";
import type { ArtworkLocation } from "@engine/photo";

/**
 * The softmax temperature of the style answer: the photo temperature when the work was found
 * inside a larger photo (by the locator, or inside the owner's corners), the model's own when the
 * picture is taken whole (a scan or a tight crop: what the heads were calibrated on; a photo whose
 * outline was not found is taken whole too, and cannot be told from a scan).
 */
export function styleTemperature(location: Pick<ArtworkLocation, "method">): number {
  return location.method === "whole-image" ? STYLE_MODEL.temperature : PHOTO_CALIBRATION.photoTemperature;
}
