/** Dominant colours by deterministic k-means over a subsample of the analysis grid. */
import { nameColour, toHex } from "./colour";
import type { SampleGrid } from "./sample-grid";

/** One dominant colour with its share of the picture. */
export interface PaletteColour {
  hex: string;
  rgb: [number, number, number];
  name: string;
  share: number;
}

/** Number of palette colours; five is what a person can take in at a glance. */
export const PALETTE_SIZE = 5;
const MAX_POINTS = 4096;
const ITERATIONS = 10;

/**
 * k-means in RGB with farthest-point seeding from the mean colour: no random numbers, so
 * the same image always yields the same palette. Clusters under 1% are dropped.
 */
export function extractPalette(grid: SampleGrid, k = PALETTE_SIZE): PaletteColour[] {
  const total = grid.width * grid.height;
  const step = Math.max(1, Math.ceil(total / MAX_POINTS));
  const pts: number[] = [];
  for (let i = 0; i < total; i += step) pts.push(grid.r[i] ?? 0, grid.g[i] ?? 0, grid.b[i] ?? 0);
  const n = pts.length / 3;
  if (n === 0) return [];
  const at = (i: number, c: number) => pts[i * 3 + c] ?? 0;

  // Seed 1: the point nearest the mean colour; then repeatedly the point farthest from all seeds.
  const mean = [0, 0, 0].map((_, c) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += at(i, c);
    return s / n;
  });
  const centres: number[][] = [];
  const dist2 = (i: number, ctr: number[]) =>
    (at(i, 0) - (ctr[0] ?? 0)) ** 2 + (at(i, 1) - (ctr[1] ?? 0)) ** 2 + (at(i, 2) - (ctr[2] ?? 0)) ** 2;
  let first = 0;
  let firstD = Infinity;
  for (let i = 0; i < n; i++) {
    const d = dist2(i, mean);
    if (d < firstD) {
      firstD = d;
      first = i;
    }
  }
  centres.push([at(first, 0), at(first, 1), at(first, 2)]);
  const nearest = new Float64Array(n).fill(Infinity);
  while (centres.length < k) {
    const last = centres[centres.length - 1] ?? mean;
    let far = -1;
    let farD = 0;
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i] ?? Infinity, dist2(i, last));
      if ((nearest[i] ?? 0) > farD) {
        farD = nearest[i] ?? 0;
        far = i;
      }
    }
    if (far < 0 || farD < 1) break; // fewer distinct colours than k
    centres.push([at(far, 0), at(far, 1), at(far, 2)]);
  }

  const assign = new Int32Array(n);
  for (let iter = 0; iter < ITERATIONS; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist2(i, centres[c] ?? mean);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      assign[i] = best;
      const s = sums[best];
      if (s) {
        s[0] = (s[0] ?? 0) + at(i, 0);
        s[1] = (s[1] ?? 0) + at(i, 1);
        s[2] = (s[2] ?? 0) + at(i, 2);
        s[3] = (s[3] ?? 0) + 1;
      }
    }
    sums.forEach((s, c) => {
      const count = s[3] ?? 0;
      if (count > 0) centres[c] = [(s[0] ?? 0) / count, (s[1] ?? 0) / count, (s[2] ?? 0) / count];
    });
  }
  const counts = new Array<number>(centres.length).fill(0);
  for (let i = 0; i < n; i++) counts[assign[i] ?? 0] = (counts[assign[i] ?? 0] ?? 0) + 1;

  return centres
    .map((ctr, c) => {
      const rgb: [number, number, number] = [Math.round(ctr[0] ?? 0), Math.round(ctr[1] ?? 0), Math.round(ctr[2] ?? 0)];
      return { hex: toHex(...rgb), rgb, name: nameColour(...rgb), share: (counts[c] ?? 0) / n };
    })
    .filter((p) => p.share >= 0.01)
    .sort((a, b) => b.share - a.share || a.hex.localeCompare(b.hex));
}
