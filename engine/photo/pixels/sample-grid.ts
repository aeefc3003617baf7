/** Downsampled analysis grid over an RGBA buffer, without copying the full image. */

/** RGBA pixels as the browser's ImageData or sharp's raw output give them. */
export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** A small grid of averaged samples: channels 0-255, luminance 0-1. */
export interface SampleGrid {
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  lum: Float32Array;
  /** Grid cells trimmed as letterbox/frame bars on each side (in grid cells). */
  trimmed: { top: number; bottom: number; left: number; right: number };
}

/** Longest side of the analysis grid: bounded work whatever the photo's size. */
export const GRID_MAX_SIDE = 256;

/**
 * Samples the image on a grid of at most GRID_MAX_SIDE per side. Each cell averages four
 * points at quarter offsets so that a 12 MP photo and a 224 px thumbnail of the same work
 * give similar texture figures (plain striding would alias fine detail into "texture").
 */
export function sampleGrid(image: RgbaImage): SampleGrid {
  const { data, width, height } = image;
  const scale = Math.min(1, GRID_MAX_SIDE / Math.max(width, height));
  const gw = Math.max(1, Math.round(width * scale));
  const gh = Math.max(1, Math.round(height * scale));
  const sx = width / gw;
  const sy = height / gh;
  const n = gw * gh;
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const b = new Float32Array(n);
  const offsets = sx >= 2 && sy >= 2 ? [0.25, 0.75] : [0.5];
  const count = offsets.length * offsets.length;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      let rs = 0;
      let gs = 0;
      let bs = 0;
      for (const oy of offsets) {
        const py = Math.min(height - 1, Math.floor((y + oy) * sy));
        for (const ox of offsets) {
          const px = Math.min(width - 1, Math.floor((x + ox) * sx));
          const i = (py * width + px) * 4;
          rs += data[i] ?? 0;
          gs += data[i + 1] ?? 0;
          bs += data[i + 2] ?? 0;
        }
      }
      const k = y * gw + x;
      r[k] = rs / count;
      g[k] = gs / count;
      b[k] = bs / count;
    }
  }
  return trimBars({ width: gw, height: gh, r, g, b, lum: new Float32Array(0), trimmed: { top: 0, bottom: 0, left: 0, right: 0 } });
}

// Rec. 709 luma weights on gamma-encoded values: the usual "brightness" people perceive.
const luma = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/**
 * Removes uniform near-black or near-white bars at the edges (letterboxing, scanner borders):
 * they are not the artwork and would make every letterboxed image look dark and high-contrast.
 */
function trimBars(grid: SampleGrid): SampleGrid {
  const { width: w, height: h } = grid;
  const lumAt = (x: number, y: number) => {
    const k = y * w + x;
    return luma(grid.r[k] ?? 0, grid.g[k] ?? 0, grid.b[k] ?? 0);
  };
  const isBar = (values: number[]) => {
    let min = 1;
    let max = 0;
    for (const v of values) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    return max - min < 0.06 && (max < 0.1 || min > 0.95);
  };
  const row = (y: number) => Array.from({ length: w }, (_, x) => lumAt(x, y));
  const col = (x: number, y0: number, y1: number) => Array.from({ length: y1 - y0 }, (_, i) => lumAt(x, y0 + i));
  const maxTrimY = Math.floor(h * 0.3);
  const maxTrimX = Math.floor(w * 0.3);
  let top = 0;
  while (top < maxTrimY && isBar(row(top))) top++;
  let bottom = 0;
  while (bottom < maxTrimY && isBar(row(h - 1 - bottom))) bottom++;
  let left = 0;
  while (left < maxTrimX && isBar(col(left, top, h - bottom))) left++;
  let right = 0;
  while (right < maxTrimX && isBar(col(w - 1 - right, top, h - bottom))) right++;
  // A wholly uniform image (a flat test card) is content, not bars.
  if (top + bottom >= h - 2 || left + right >= w - 2) {
    top = bottom = left = right = 0;
  }
  const nw = w - left - right;
  const nh = h - top - bottom;
  const r = new Float32Array(nw * nh);
  const g = new Float32Array(nw * nh);
  const b = new Float32Array(nw * nh);
  const lum = new Float32Array(nw * nh);
  for (let y = 0; y < nh; y++) {
    for (let x = 0; x < nw; x++) {
      const src = (y + top) * w + (x + left);
      const dst = y * nw + x;
      const rv = grid.r[src] ?? 0;
      const gv = grid.g[src] ?? 0;
      const bv = grid.b[src] ?? 0;
      r[dst] = rv;
      g[dst] = gv;
      b[dst] = bv;
      lum[dst] = luma(rv, gv, bv);
    }
  }
  return { width: nw, height: nh, r, g, b, lum, trimmed: { top, bottom, left, right } };
}
