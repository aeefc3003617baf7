/**
 * The corners of one grey level for the known-work match (known-work-keypoints.ts): FAST-9 corners,
 * one per neighbourhood, ranked by the Harris response and spread over the picture.
 */
import { scratch, STRENGTH, type Grey } from "./known-work-grey";

/** The descriptor's patch radius; corners stay this far and two more from the edge so it fits. */
export const PATCH_RADIUS = 15;
export const BORDER = PATCH_RADIUS + 2;
/** A ring pixel this much brighter or darker than the centre (0-255) counts for FAST. */
const FAST_THRESHOLD = 24;
const HARRIS_K = 0.04;
/** Corners are spread over a GRID x GRID grid: a cell keeps at most twice its share before the rest fill in. */
const GRID = 6;
/** FAST's strongest this many times the corners kept get a Harris score. */
const HARRIS_SHORTLIST = 4;

/** The 16-pixel Bresenham circle of radius 3 that FAST tests, clockwise from the top. */
const RING = [
  [0, -3],
  [1, -3],
  [2, -2],
  [3, -1],
  [3, 0],
  [3, 1],
  [2, 2],
  [1, 3],
  [0, 3],
  [-1, 3],
  [-2, 2],
  [-3, 1],
  [-3, 0],
  [-3, -1],
  [-2, -2],
  [-1, -3],
] as const;

/** Whether a 16-bit ring mask holds nine contiguous set bits (wrapping round). */
const ARC9 = (() => {
  const table = new Uint8Array(1 << 16);
  for (let mask = 0; mask < 1 << 16; mask++) {
    const twice = mask | (mask << 16);
    let run = 0;
    for (let k = 0; k < 32 && run < 9; k++) run = (twice >>> k) & 1 ? run + 1 : 0;
    table[mask] = run >= 9 ? 1 : 0;
  }
  return table;
})();

/** Whether a 4-bit mask of the compass pixels (north, east, south, west) holds two neighbours. */
const NEIGHBOURING_PAIR = Uint8Array.from({ length: 16 }, (_, m) => (m & (((m << 1) | (m >> 3)) & 15) ? 1 : 0));

/**
 * FAST-9: nine contiguous ring pixels all brighter, or all darker, than the centre by the
 * threshold. Returns the corner's strength (the ring's summed excess over the threshold), 0 when
 * it is not one.
 */
function fastScore(g: Float32Array, at: number, offsets: Int32Array): number {
  const p = g[at]!;
  const hi = p + FAST_THRESHOLD;
  const lo = p - FAST_THRESHOLD;
  let bright = 0;
  let dark = 0;
  let score = 0;
  for (let k = 0; k < 16; k++) {
    const v = g[at + offsets[k]!]!;
    if (v > hi) {
      bright |= 1 << k;
      score += v - hi;
    } else if (v < lo) {
      dark |= 1 << k;
      score += lo - v;
    }
  }
  return ARC9[bright] === 1 || ARC9[dark] === 1 ? score : 0;
}

/** The Harris response at (x, y) over a 7 x 7 window of Sobel gradients. */
function harris(g: Float32Array, w: number, x: number, y: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) {
      const i = (y + dy) * w + x + dx;
      const gx = g[i - w + 1]! + 2 * g[i + 1]! + g[i + w + 1]! - g[i - w - 1]! - 2 * g[i - 1]! - g[i + w - 1]!;
      const gy = g[i + w - 1]! + 2 * g[i + w]! + g[i + w + 1]! - g[i - w - 1]! - 2 * g[i - w]! - g[i - w + 1]!;
      a += gx * gx;
      b += gy * gy;
      c += gx * gy;
    }
  return a * b - c * c - HARRIS_K * (a + b) * (a + b);
}

export interface Candidate {
  x: number;
  y: number;
  score: number;
}

/** FAST corners, one per 3 x 3 neighbourhood (by FAST strength), scored by their Harris response. */
export function corners(grey: Grey, keep: number): Candidate[] {
  const { data: g, width: w, height: h } = grey;
  if (w <= 2 * BORDER || h <= 2 * BORDER) return [];
  const offsets = Int32Array.from(RING, ([dx, dy]) => dy * w + dx);
  const strength = scratch(STRENGTH, w * h, true);
  const found: number[] = [];
  const [north, east, south, west] = [offsets[0]!, offsets[4]!, offsets[8]!, offsets[12]!];
  for (let y = BORDER; y < h - BORDER; y++)
    for (let x = BORDER, at = y * w + BORDER; x < w - BORDER; x++, at++) {
      // An arc of nine holds two neighbouring compass pixels (of 0, 4, 8, 12): most pixels stop here.
      const hi = g[at]! + FAST_THRESHOLD;
      const lo = g[at]! - FAST_THRESHOLD;
      const n = g[at + north]!;
      const e = g[at + east]!;
      const so = g[at + south]!;
      const wv = g[at + west]!;
      const bright = (n > hi ? 1 : 0) | (e > hi ? 2 : 0) | (so > hi ? 4 : 0) | (wv > hi ? 8 : 0);
      const dark = (n < lo ? 1 : 0) | (e < lo ? 2 : 0) | (so < lo ? 4 : 0) | (wv < lo ? 8 : 0);
      if (NEIGHBOURING_PAIR[bright] === 0 && NEIGHBOURING_PAIR[dark] === 0) continue;
      const s = fastScore(g, at, offsets);
      if (s > 0) {
        strength[at] = s;
        found.push(at);
      }
    }
  const peaks: Candidate[] = [];
  for (const at of found) {
    const s = strength[at]!;
    let peak = true;
    for (let dy = -1; dy <= 1 && peak; dy++)
      for (let dx = -1; dx <= 1 && peak; dx++) {
        const o = dy * w + dx;
        if (o !== 0 && (strength[at + o]! > s || (strength[at + o]! === s && o < 0))) peak = false;
      }
    if (peak) peaks.push({ x: at % w, y: Math.floor(at / w), score: s });
  }
  // Harris is dearer than FAST: score only the strongest few times what is kept.
  const wanted = HARRIS_SHORTLIST * keep;
  const cutoff = peaks.length <= wanted ? Infinity : Float64Array.from(peaks, (c) => -c.score).sort()[wanted - 1]!;
  const out: Candidate[] = [];
  for (const c of peaks.filter((c) => -c.score <= cutoff).slice(0, wanted)) {
    const score = harris(g, w, c.x, c.y);
    if (score > 0) out.push({ x: c.x, y: c.y, score });
  }
  return out;
}

/** The strongest `n`, spread: no grid cell takes more than twice its share until the others are used. */
export function spread(found: Candidate[], n: number, w: number, h: number): Candidate[] {
  const sorted = [...found].sort((a, b) => b.score - a.score);
  const cap = Math.max(1, Math.ceil((2 * n) / (GRID * GRID)));
  const used = new Int32Array(GRID * GRID);
  const kept: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const c of sorted) {
    const cell = Math.min(GRID - 1, Math.floor((c.y / h) * GRID)) * GRID + Math.min(GRID - 1, Math.floor((c.x / w) * GRID));
    if (kept.length < n && used[cell]! < cap) {
      used[cell] = used[cell]! + 1;
      kept.push(c);
    } else rest.push(c);
  }
  for (const c of rest) {
    if (kept.length >= n) break;
    kept.push(c);
  }
  return kept;
}
