import { AR_MAX_OVERLAY_FRACTION } from "@contracts/ar-previews";

/**
 * The artwork's box as fractions of the scene: the width is the size percent, the height
 * follows the artwork's proportions, and neither exceeds 80% of the scene (secondary spec).
 */
export function computeArtworkBox({ size, artworkAspect, sceneAspect }: { size: number; artworkAspect: number; sceneAspect: number }): {
  width: number;
  height: number;
} {
  let width = Math.min(size / 100, AR_MAX_OVERLAY_FRACTION);
  let height = (width * artworkAspect) / sceneAspect;
  if (height > AR_MAX_OVERLAY_FRACTION) {
    width *= AR_MAX_OVERLAY_FRACTION / height;
    height = AR_MAX_OVERLAY_FRACTION;
  }
  return { width, height };
}
