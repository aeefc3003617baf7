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

/**
 * The artwork's height over its width. Its real dimensions win when both are known: an appraisal
 * photo often shows some wall or table around the piece, and true scale must hold for the height
 * too, not only the width. Otherwise the image's own proportions.
 */
export function getArtworkAspect({
  widthCm,
  heightCm,
  imageWidth,
  imageHeight,
}: {
  widthCm: number;
  heightCm: number;
  imageWidth: number;
  imageHeight: number;
}): number {
  if (widthCm > 0 && heightCm > 0) return heightCm / widthCm;
  return imageWidth > 0 && imageHeight > 0 ? imageHeight / imageWidth : 1;
}

/** The centred part of an image that fills a box of another aspect without stretching (CSS object-fit: cover). */
export function coverCrop({ imageWidth, imageHeight, aspect }: { imageWidth: number; imageHeight: number; aspect: number }): {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
} {
  if (imageHeight / imageWidth > aspect) {
    const sh = imageWidth * aspect;
    return { sx: 0, sy: (imageHeight - sh) / 2, sw: imageWidth, sh };
  }
  const sw = imageHeight / aspect;
  return { sx: (imageWidth - sw) / 2, sy: 0, sw, sh: imageHeight };
}

/**
 * Scene pixels the shadow and the dimension label are drawn at in the composed picture. The scene
 * is drawn in screen pixels, so a phone's 340 px scene would give the saved picture, the PDF and
 * the e-mail a label and shadow five times the size of the painting's; below this width the
 * picture is composed as a desktop scene of this width would show it.
 */
export const COMPOSE_MIN_DISPLAY_WIDTH = 800;

/** Picture pixels per scene pixel for the shadow and the label. */
export function getComposeScale({ pictureWidth, displayWidth }: { pictureWidth: number; displayWidth: number }): number {
  return pictureWidth / Math.max(COMPOSE_MIN_DISPLAY_WIDTH, displayWidth);
}
