/** A small greyscale copy of a photo and its Sobel gradient: what the artwork locator reads. */
import type { RgbaImage } from "./pixels/sample-grid";

/** One channel of floats, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  values: Float32Array;
}

/** Gradient magnitude and direction (radians, -pi..pi) per pixel of a GrayImage. */
export interface Gradient {
  width: number;
  height: number;
  magnitude: Float32Array;
  direction: Float32Array;
}

/**
 * Box-averages the photo down to at most `maxSide` pixels a side, as luminance 0-255. Averaging
 * (not striding) keeps a 12 MP photo's fine grain out of the edges the locator looks for.
 */
export function downscaleGray(image: RgbaImage, maxSide: number): { gray: GrayImage; scale: number } {
  const { data, width, height } = image;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const sums = new Float64Array(w * h);
  const counts = new Uint32Array(w * h);
  // A bounded number of source samples per cell: at most 4x4 whatever the photo's size.
  const step = Math.max(1, Math.floor(1 / scale / 4));
  for (let y = 0; y < height; y += step) {
    const gy = Math.min(h - 1, Math.floor((y * h) / height));
    for (let x = 0; x < width; x += step) {
      const gx = Math.min(w - 1, Math.floor((x * w) / width));
      const i = (y * width + x) * 4;
      sums[gy * w + gx]! += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      counts[gy * w + gx]! += 1;
    }
  }
  const values = new Float32Array(w * h);
  for (let i = 0; i < values.length; i++) values[i] = counts[i]! > 0 ? sums[i]! / counts[i]! : 0;
  return { gray: { width: w, height: h, values }, scale: w / width };
}

/** A 3x3 box blur: takes the edge of single-pixel noise before the gradient. */
export function blur3(image: GrayImage): GrayImage {
  const { width: w, height: h, values } = image;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          sum += values[yy * w + xx]!;
          n++;
        }
      }
      out[y * w + x] = sum / n;
    }
  }
  return { width: w, height: h, values: out };
}

/** Sobel gradient; the outermost pixels get none (they have no neighbours on one side). */
export function sobel(image: GrayImage): Gradient {
  const { width: w, height: h, values: v } = image;
  const magnitude = new Float32Array(w * h);
  const direction = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = v[i - w + 1]! + 2 * v[i + 1]! + v[i + w + 1]! - v[i - w - 1]! - 2 * v[i - 1]! - v[i + w - 1]!;
      const gy = v[i + w - 1]! + 2 * v[i + w]! + v[i + w + 1]! - v[i - w - 1]! - 2 * v[i - w]! - v[i - w + 1]!;
      magnitude[i] = Math.hypot(gx, gy) / 8;
      direction[i] = Math.atan2(gy, gx);
    }
  }
  return { width: w, height: h, magnitude, direction };
}

/**
 * Canny's non-maximum suppression: 1 where a pixel's gradient is at least that of both
 * neighbours across the edge. A soft edge is several pixels wide; its ridge is one, which keeps
 * two close parallel edges (a mat's inner edge and the frame's) apart in the line search.
 */
export function edgeRidges(gradient: Gradient): Uint8Array {
  const { width: w, height: h, magnitude, direction } = gradient;
  const ridge = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const m = magnitude[i]!;
      if (m === 0) continue;
      const dx = Math.round(Math.cos(direction[i]!));
      const dy = Math.round(Math.sin(direction[i]!));
      if (m >= magnitude[i + dy * w + dx]! && m >= magnitude[i - dy * w - dx]!) ridge[i] = 1;
    }
  }
  return ridge;
}
