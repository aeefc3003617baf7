/**
 * Texture and composition descriptors for the style model: local binary patterns, edge
 * orientations, coarse-scale texture, CIE Lab colour statistics and a 3x3 tonal layout.
 * Classic hand-made features for painting-style recognition; all on the small grid.
 */
import { rgbToLab } from "./colour";
import type { SampleGrid } from "./sample-grid";

/** Descriptors added to PixelFeatures (see there for meaning). */
export interface TextureDescriptors {
  /** Share of the 10 rotation-invariant uniform LBP codes (0-8 set bits, then "non-uniform"). */
  lbpHistogram: number[];
  /** The same LBP histogram on a half-resolution grid: the scale of broader strokes. */
  coarseLbpHistogram: number[];
  /** Share of gradient energy in 8 orientation bins of 22.5°, from horizontal gradients. */
  orientationHistogram: number[];
  /** Mean 3x3 local standard deviation on a half-resolution grid: broad strokes and patches. */
  coarseTexture: number;
  /** Mean CIE L*a*b* of the picture and mean chroma (sqrt(a²+b²)). */
  lab: { l: number; a: number; b: number; chroma: number };
  /** Mean luminance of each cell of a 3x3 division, row by row, minus the overall mean. */
  tonalLayout: number[];
}

/** Computes the texture descriptors of a grid. */
export function measureTexture(grid: SampleGrid): TextureDescriptors {
  const { width: w, height: h, lum } = grid;
  const L = (x: number, y: number) => lum[y * w + x] ?? 0;
  const orient = new Array<number>(8).fill(0);
  let orientTotal = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const gx = L(x + 1, y) - L(x - 1, y);
      const gy = L(x, y + 1) - L(x, y - 1);
      const mag = Math.hypot(gx, gy);
      if (mag > 0.02) {
        let theta = Math.atan2(gy, gx);
        if (theta < 0) theta += Math.PI;
        const bin = Math.min(7, Math.floor((theta / Math.PI) * 8));
        orient[bin] = (orient[bin] ?? 0) + mag;
        orientTotal += mag;
      }
    }
  }
  const half = halveGrid(grid);
  return {
    lbpHistogram: computeLbpHistogram(lum, w, h),
    coarseLbpHistogram: computeLbpHistogram(half.values, half.width, half.height),
    orientationHistogram: orient.map((v) => (orientTotal > 0 ? v / Math.max(1e-9, orientTotal) : 0)),
    coarseTexture: measureCoarseTexture(half.values, half.width, half.height),
    lab: measureLab(grid),
    tonalLayout: measureLayout3x3(grid),
  };
}

// Neighbour offsets in circular order, so that "uniform" (<= 2 transitions) is well defined.
const RING: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** Rotation-invariant uniform LBP histogram (10 bins) of a luminance array. */
function computeLbpHistogram(lum: Float32Array, w: number, h: number): number[] {
  const hist = new Array<number>(10).fill(0);
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const c = lum[y * w + x] ?? 0;
      let transitions = 0;
      let ones = 0;
      let first = 0;
      let prev = 0;
      for (let k = 0; k < 8; k++) {
        const [dx, dy] = RING[k] ?? [0, 0];
        // A small tolerance keeps JPEG noise in flat areas from looking like texture.
        const bit = (lum[(y + dy) * w + x + dx] ?? 0) >= c + 0.01 ? 1 : 0;
        if (k === 0) first = bit;
        else if (bit !== prev) transitions++;
        ones += bit;
        prev = bit;
      }
      if (prev !== first) transitions++;
      const code = transitions <= 2 ? ones : 9;
      hist[code] = (hist[code] ?? 0) + 1;
      n++;
    }
  }
  return hist.map((v) => v / Math.max(1, n));
}

/** Luminance averaged over 2x2 blocks. */
function halveGrid(grid: SampleGrid): { values: Float32Array; width: number; height: number } {
  const w = Math.floor(grid.width / 2);
  const h = Math.floor(grid.height / 2);
  const values = new Float32Array(Math.max(0, w * h));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = 2 * y * grid.width + 2 * x;
      values[y * w + x] =
        ((grid.lum[i] ?? 0) + (grid.lum[i + 1] ?? 0) + (grid.lum[i + grid.width] ?? 0) + (grid.lum[i + grid.width + 1] ?? 0)) / 4;
    }
  }
  return { values, width: w, height: h };
}

function measureCoarseTexture(half: Float32Array, w: number, h: number): number {
  if (w < 3 || h < 3) return 0;
  let sum = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      let s = 0;
      let sq = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const v = half[(y + dy) * w + x + dx] ?? 0;
          s += v;
          sq += v * v;
        }
      }
      sum += Math.sqrt(Math.max(0, sq / 9 - (s / 9) ** 2));
      n++;
    }
  }
  return n > 0 ? sum / n : 0;
}

function measureLab(grid: SampleGrid): TextureDescriptors["lab"] {
  const n = grid.width * grid.height;
  // Every 4th cell is plenty for a mean and keeps the cube roots cheap.
  const step = n > 4096 ? 4 : 1;
  let l = 0;
  let a = 0;
  let b = 0;
  let chroma = 0;
  let count = 0;
  for (let i = 0; i < n; i += step) {
    const lab = rgbToLab(grid.r[i] ?? 0, grid.g[i] ?? 0, grid.b[i] ?? 0);
    l += lab[0];
    a += lab[1];
    b += lab[2];
    chroma += Math.hypot(lab[1], lab[2]);
    count++;
  }
  const k = Math.max(1, count);
  return { l: l / k, a: a / k, b: b / k, chroma: chroma / k };
}

function measureLayout3x3(grid: SampleGrid): number[] {
  const sums = new Array<number>(9).fill(0);
  const counts = new Array<number>(9).fill(0);
  let total = 0;
  for (let y = 0; y < grid.height; y++) {
    const row = Math.min(2, Math.floor((3 * y) / grid.height));
    for (let x = 0; x < grid.width; x++) {
      const cell = row * 3 + Math.min(2, Math.floor((3 * x) / grid.width));
      const v = grid.lum[y * grid.width + x] ?? 0;
      sums[cell] = (sums[cell] ?? 0) + v;
      counts[cell] = (counts[cell] ?? 0) + 1;
      total += v;
    }
  }
  const mean = total / Math.max(1, grid.width * grid.height);
  return sums.map((s, i) => s / Math.max(1, counts[i] ?? 0) - mean);
}
