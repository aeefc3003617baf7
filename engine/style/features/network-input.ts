/**
 * The network's input, made from the same letterbox-trimmed sample grid the pixel measures use.
 * Every image, whatever its source size or aspect, is squashed to one fixed square: the training
 * sources differ in size and framing (224 px squashed squares, letterboxed thumbnails, 320 px
 * originals), and a fixed square leaves the model nothing but the picture to learn from.
 */
import type { SampleGrid } from "@engine/photo";

/** Side of the square the network sees (MobileNetV2's native size). */
export const NETWORK_INPUT_SIDE = 224;

/** RGB values 0-1, row-major, NETWORK_INPUT_SIDE squared pixels (the scaling nsfwjs trained with). */
export function toNetworkInput(grid: SampleGrid): Float32Array {
  const side = NETWORK_INPUT_SIDE;
  const out = new Float32Array(side * side * 3);
  const { width: w, height: h } = grid;
  // Bilinear resampling with pixel centres aligned: deterministic, and the same in Node and browsers.
  const sx = w / side;
  const sy = h / side;
  for (let y = 0; y < side; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < side; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const wx = fx - x0;
      const a = y0 * w + x0;
      const b = y0 * w + x1;
      const c = y1 * w + x0;
      const d = y1 * w + x1;
      const o = (y * side + x) * 3;
      out[o] = mix(grid.r, a, b, c, d, wx, wy) / 255;
      out[o + 1] = mix(grid.g, a, b, c, d, wx, wy) / 255;
      out[o + 2] = mix(grid.b, a, b, c, d, wx, wy) / 255;
    }
  }
  return out;
}

function mix(ch: Float32Array, a: number, b: number, c: number, d: number, wx: number, wy: number): number {
  const top = (ch[a] ?? 0) * (1 - wx) + (ch[b] ?? 0) * wx;
  const bottom = (ch[c] ?? 0) * (1 - wx) + (ch[d] ?? 0) * wx;
  return top * (1 - wy) + bottom * wy;
}
