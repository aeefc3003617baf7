/** Locate, crop and judge in one call: what the server's upload checks and the pipeline ask. */
import { analyseImagePixels } from "./pixel-analysis";
import type { RgbaImage } from "./pixels/sample-grid";
import { assessArtworkPresence, type ArtworkPresence } from "./artwork-presence";
import { cropToOutline, locateArtwork, type ArtworkLocation } from "./locate-artwork";

/**
 * Whether the photo holds an artwork (without running the style networks: a few hundred ms at
 * most), judged inside `location` when it is known (the owner's corners), else where the locator
 * finds it; a found outline is judged with the whole photo (engine/photo/artwork-presence.ts).
 */
export function detectArtwork(image: RgbaImage, location: ArtworkLocation = locateArtwork(image)): ArtworkPresence {
  if (location.method === "whole-image") return assessArtworkPresence(analyseImagePixels(image), location);
  const crop = analyseImagePixels(cropToOutline(image, location.outline));
  return assessArtworkPresence(crop, location, location.method === "outline" ? analyseImagePixels(image) : crop);
}
