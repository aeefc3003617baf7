/** Views of a located crop the photo calibration compares (scripts/fit/photo-calibration.ts, decision 0023). */
import { type RgbaImage } from "@engine/photo";

/**
 * The middle of `image` with `share` of its width cut from the left and from the right, and
 * `share` of its height from the top and from the bottom: a rectangle of the straightened crop,
 * so the inset follows the work's own edges whatever the perspective was. Never empty, never
 * outside the image; a share of zero or less gives the image itself.
 */
export function insetImage(image: RgbaImage, share: number): RgbaImage {
  if (!(share > 0)) return image;
  const s = Math.min(share, 0.25);
  const left = Math.min(Math.round(image.width * s), Math.floor((image.width - 1) / 2));
  const top = Math.min(Math.round(image.height * s), Math.floor((image.height - 1) / 2));
  if (left === 0 && top === 0) return image;
  const width = image.width - 2 * left;
  const height = image.height - 2 * top;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y + top) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}
