/** Perspective maps between four point pairs, and the warp that straightens a photographed quad. */
import type { RgbaImage } from "./pixels/sample-grid";

export interface Point {
  x: number;
  y: number;
}

/** Four corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3x3 projective matrix, row by row, with the last entry 1. */
export type Homography = readonly number[];

/** The homography taking each `from[i]` to `to[i]` (direct linear transform, h33 = 1). */
export function homographyBetween(from: Quad, to: Quad): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solve(rows);
  return [...h, 1];
}

/** Applies a homography to a point. */
export function project(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/** Gaussian elimination with partial pivoting on an n x (n+1) augmented matrix. */
function solve(rows: number[][]): number[] {
  const n = rows.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-12) throw new Error("The four corners are degenerate (three on one line)");
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const top = rows[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const f = row[col]! / top[col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c]! -= f * top[c]!;
    }
  }
  return rows.map((row, i) => row[n]! / row[i]!);
}

/**
 * The size the straightened crop gets: the mean lengths of opposite sides (a fair guess of the
 * work's proportions when the camera was not square to it), at most `maxSide` on the longer side.
 */
export function straightenedSize(quad: Quad, maxSide: number): { width: number; height: number } {
  const d = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  const width = (d(quad[0], quad[1]) + d(quad[3], quad[2])) / 2;
  const height = (d(quad[0], quad[3]) + d(quad[1], quad[2])) / 2;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Samples the quad of `image` into an upright `width` x `height` RGBA picture (bilinear). */
export function warpQuad(image: RgbaImage, quad: Quad, width: number, height: number): RgbaImage {
  const target: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const h = homographyBetween(target, quad);
  const out = new Uint8ClampedArray(width * height * 4);
  const { data, width: sw, height: sh } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Pixel centres: (x + 0.5, y + 0.5) in the target, back to continuous source coordinates.
      const p = project(h, { x: x + 0.5, y: y + 0.5 });
      const fx = Math.min(sw - 1, Math.max(0, p.x - 0.5));
      const fy = Math.min(sh - 1, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const top = data[(y0 * sw + x0) * 4 + c]! * (1 - ax) + data[(y0 * sw + x1) * 4 + c]! * ax;
        const bottom = data[(y1 * sw + x0) * 4 + c]! * (1 - ax) + data[(y1 * sw + x1) * 4 + c]! * ax;
        out[o + c] = top * (1 - ay) + bottom * ay;
      }
    }
  }
  return { data: out, width, height };
}
