/**
 * Printed-reproduction texture (issue 50): a halftone dot screen leaves a strong periodic peak in
 * the local spectrum of the picture, at the same spatial frequency in every tile, which painted
 * surfaces and continuous-tone photographs do not. Pure pixel code (browser and server), run on
 * the located artwork crop at the full resolution available: a screen only shows when each dot
 * spans two pixels or more, i.e. a close-up. A whole poster in a phone photo cannot show it, so
 * small crops and soft photos are "cannot-tell", never "not-printed". Stochastic inkjet dither
 * has no period and is not what this finds (measured in scripts/research/print-texture).
 */
import type { RgbaImage } from "./pixels/sample-grid";

export type PrintVerdict = "printed" | "not-printed" | "cannot-tell";

export interface PrintTexture {
  verdict: PrintVerdict;
  /** Share of informative tiles with a strong peak at the common screen frequency, 0-1. */
  score: number;
  /** Why, in words an engineer can check against the figures. */
  reason: string;
}

const TILE = 32;
const MAX_TILES = 64;
/** Below this longest side no screen at poster-photo distances can show: no negative answer. */
export const PRINT_MIN_SIDE_FOR_NEGATIVE = 600;
/** Below this not even a close-up gives enough tiles to compare. */
const MIN_SIDE = 128;
/**
 * Lowest frequency bin looked at: periods above 32/5 ≈ 6.4 px are brush strokes, canvas and
 * lettering, not a print's dots (a poster's screen in a close-up is 2-6 px). At 3 the coarser
 * periods of 8 and 10.7 px called 15% of digitised paintings printed (decision 0039).
 */
const MIN_RADIUS = 5;
/**
 * JPEG's 8 x 8 blocks put power at every multiple of TILE / 8 on both axes (periods 8, 4, 2.7 px
 * along the pixel grid); those bins say how the photo was saved, not how the work was made.
 */
const JPEG_BLOCK_STEP = TILE / 8;
/** The second peak a dot lattice has at a right angle to the first, over its ring's median: lines and stripes have none. */
const PARTNER_RATIO = 6;
/** Peak power over the median power of its ring, above which a tile "has a screen". */
const PEAK_RATIO = 14;
/** High-pass standard deviation (0-255 grey) below which a tile is too soft to show dots. */
const MIN_DETAIL = 2;
/** Fewer detailed tiles than this is too little of the work to call a screen (6 let two soft paintings through, decision 0039). */
const MIN_INFORMATIVE = 12;
const PRINTED_SCORE = 0.4;

/** Decides whether the artwork crop shows a periodic printed-dot screen. */
export function measurePrintTexture(image: RgbaImage): PrintTexture {
  const { width, height } = image;
  const longest = Math.max(width, height);
  if (Math.min(width, height) < MIN_SIDE)
    return { verdict: "cannot-tell", score: 0, reason: `crop ${width}x${height} px is too small to show printed dots` };
  const grey = toGrey(image);
  const peaks: { radius: number; ratio: number }[] = [];
  for (const [x0, y0] of tileOrigins(width, height)) {
    const peak = tilePeak(grey, width, x0, y0);
    if (peak) peaks.push(peak);
  }
  if (peaks.length < MIN_INFORMATIVE)
    return { verdict: "cannot-tell", score: 0, reason: `only ${peaks.length} tiles have fine detail: the photo is too soft to show dots` };
  const strong = peaks.filter((p) => p.ratio >= PEAK_RATIO);
  const mode = modalRadius(strong.map((p) => p.radius));
  const consistent = strong.filter((p) => Math.abs(p.radius - mode) <= 1).length;
  const score = consistent / peaks.length;
  const period = mode > 0 ? (TILE / mode).toFixed(1) : "-";
  if (score >= PRINTED_SCORE)
    return { verdict: "printed", score, reason: `${consistent} of ${peaks.length} tiles share a dot screen of period ${period} px` };
  if (longest < PRINT_MIN_SIDE_FOR_NEGATIVE)
    return { verdict: "cannot-tell", score, reason: `no dot screen found, but a ${longest} px crop cannot show one at usual distances` };
  return { verdict: "not-printed", score, reason: `no common dot screen in ${peaks.length} detailed tiles (${consistent} agree)` };
}

/** Share of the outline's box left off each side: the frame, the mat and the sheet's edge are not the print. */
const OUTLINE_INSET = 0.08;

/**
 * The test on the located work at the resolution it is given (the server passes the photo at up
 * to 2,048 px a side, not the 512 px the rest of the analysis reads): the outline's bounding box
 * (corners as shares of the photo, the same on every rendition), inset off the frame and edges.
 */
export function measurePrintTextureInOutline(image: RgbaImage, corners: readonly { x: number; y: number }[]): PrintTexture {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const inX = (x1 - x0) * OUTLINE_INSET;
  const inY = (y1 - y0) * OUTLINE_INSET;
  const clamp = (v: number, size: number) => Math.min(size, Math.max(0, Math.round(v * size)));
  const left = clamp(x0 + inX, image.width);
  const right = clamp(x1 - inX, image.width);
  const top = clamp(y0 + inY, image.height);
  const bottom = clamp(y1 - inY, image.height);
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return measurePrintTexture({ data, width, height });
}

function toGrey({ data, width, height }: RgbaImage): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  return grey;
}

/** Up to MAX_TILES non-overlapping tiles spread evenly over the picture, edges left out. */
function tileOrigins(width: number, height: number): [number, number][] {
  const cols = Math.floor(width / TILE) - 1;
  const rows = Math.floor(height / TILE) - 1;
  const step = Math.max(1, Math.ceil(Math.sqrt((cols * rows) / MAX_TILES)));
  const origins: [number, number][] = [];
  for (let r = 0; r < rows; r += step)
    for (let c = 0; c < cols; c += step) origins.push([Math.round(TILE / 2 + c * TILE), Math.round(TILE / 2 + r * TILE)]);
  return origins;
}

const HANN = Float32Array.from({ length: TILE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (TILE - 1)));

/** Strongest off-centre spectral peak of a windowed tile, or null when the tile is too soft. */
function tilePeak(grey: Float32Array, width: number, x0: number, y0: number): { radius: number; ratio: number } | null {
  const re = new Float64Array(TILE * TILE);
  let mean = 0;
  for (let y = 0; y < TILE; y++) for (let x = 0; x < TILE; x++) mean += grey[(y0 + y) * width + x0 + x] ?? 0;
  mean /= TILE * TILE;
  let detail = 0;
  for (let y = 0; y < TILE; y++)
    for (let x = 0; x < TILE; x++) {
      const i = (y0 + y) * width + x0 + x;
      const v = grey[i] ?? 0;
      detail += (v - (grey[i + 1] ?? v)) ** 2 + (v - (grey[i + width] ?? v)) ** 2;
      re[y * TILE + x] = (v - mean) * (HANN[x] ?? 0) * (HANN[y] ?? 0);
    }
  if (Math.sqrt(detail / (2 * TILE * TILE)) < MIN_DETAIL) return null;
  const im = new Float64Array(TILE * TILE);
  fft2d(re, im);
  const rings: number[][] = Array.from({ length: TILE / 2 + 1 }, () => []);
  let best = { radius: 0, power: 0, u: 0, v: 0 };
  // Half plane (v >= 0): the spectrum of real pixels is symmetric.
  for (let v = 0; v <= TILE / 2; v++)
    for (let u = -TILE / 2 + 1; u <= TILE / 2; u++) {
      const radius = Math.round(Math.hypot(u, v));
      if (radius < MIN_RADIUS || radius > TILE / 2) continue;
      const power = powerAt(re, im, u, v);
      rings[radius]?.push(power);
      if (power > best.power && !(u % JPEG_BLOCK_STEP === 0 && v % JPEG_BLOCK_STEP === 0)) best = { radius, power, u, v };
    }
  const ring = (rings[best.radius] ?? []).slice().sort((a, b) => a - b);
  const median = ring[Math.floor(ring.length / 2)] ?? 0;
  if (median <= 0) return { radius: best.radius, ratio: 0 };
  // A dot screen is a lattice: the same period again a quarter turn away, within a bin.
  let partner = 0;
  for (const du of [-1, 0, 1]) for (const dv of [-1, 0, 1]) partner = Math.max(partner, powerAt(re, im, -best.v + du, best.u + dv));
  if (partner / median < PARTNER_RATIO) return { radius: best.radius, ratio: 0 };
  return { radius: best.radius, ratio: best.power / median };
}

/** Power of frequency (u, v) of a real tile's spectrum, either half plane. */
function powerAt(re: Float64Array, im: Float64Array, u: number, v: number): number {
  const k = ((v + TILE) % TILE) * TILE + ((u + TILE) % TILE);
  return (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
}

function modalRadius(radii: number[]): number {
  const counts = new Map<number, number>();
  for (const r of radii) for (const d of [-1, 0, 1]) counts.set(r + d, (counts.get(r + d) ?? 0) + 1);
  let mode = 0;
  let most = 0;
  for (const [r, n] of counts) if (n > most) [mode, most] = [r, n];
  return mode;
}

/** In-place 2D FFT of a TILE x TILE complex array (rows then columns, radix 2). */
function fft2d(re: Float64Array, im: Float64Array): void {
  const rowRe = new Float64Array(TILE);
  const rowIm = new Float64Array(TILE);
  for (const byRows of [true, false])
    for (let a = 0; a < TILE; a++) {
      for (let b = 0; b < TILE; b++) {
        const k = byRows ? a * TILE + b : b * TILE + a;
        rowRe[b] = re[k] ?? 0;
        rowIm[b] = im[k] ?? 0;
      }
      fft1d(rowRe, rowIm);
      for (let b = 0; b < TILE; b++) {
        const k = byRows ? a * TILE + b : b * TILE + a;
        re[k] = rowRe[b] ?? 0;
        im[k] = rowIm[b] ?? 0;
      }
    }
}

function fft1d(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len)
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = i + k;
        const b = a + len / 2;
        const tr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const ti = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - tr;
        im[b] = (im[a] ?? 0) - ti;
        re[a] = (re[a] ?? 0) + tr;
        im[a] = (im[a] ?? 0) + ti;
      }
  }
}
