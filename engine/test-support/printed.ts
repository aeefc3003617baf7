/**
 * Simulated printed reproductions for the print-texture tests and measurement: a CMYK amplitude
 * screen (four rotated dot grids, as offset posters are printed) and a stochastic inkjet-like
 * dither. Not product code; seeded so every figure can be re-made.
 */
import type { RgbaImage } from "@engine/photo";

const PAPER = [250, 248, 242];
/** Transmittance of full ink per RGB channel: cyan, magenta, yellow, black. */
const INKS = [
  [0.15, 0.62, 0.93],
  [0.92, 0.22, 0.58],
  [1, 0.93, 0.12],
  [0.12, 0.12, 0.13],
];
/** Classic screen angles for C, M, Y, K. */
const ANGLES = [15, 75, 0, 45].map((d) => (d * Math.PI) / 180);

/** Splits a pixel into CMYK coverage 0-1. */
function cmyk(r: number, g: number, b: number): number[] {
  const k = 1 - Math.max(r, g, b) / 255;
  const d = 1 - k || 1;
  return [(1 - r / 255 - k) / d, (1 - g / 255 - k) / d, (1 - b / 255 - k) / d, k];
}

function inked(out: Uint8ClampedArray, i: number, on: boolean[]): void {
  for (let ch = 0; ch < 3; ch++) {
    let v = PAPER[ch] ?? 255;
    for (let ink = 0; ink < 4; ink++) if (on[ink]) v *= INKS[ink]?.[ch] ?? 1;
    out[i + ch] = v;
  }
  out[i + 3] = 255;
}

/** Halftones an image with a rotated CMYK dot screen whose cells are `period` pixels wide. */
export function halftone(image: RgbaImage, period: number): RgbaImage {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(width * height * 4);
  const trig = ANGLES.map((a) => [Math.cos(a), Math.sin(a)] as const);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const cover = cmyk(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
      const on = trig.map(([c, s], ink) => {
        const u = (x * c + y * s) / period;
        const v = (-x * s + y * c) / period;
        // Round dot spot function: 0 at the cell centre, 1 at its corners.
        const spot = 0.5 - (Math.cos(2 * Math.PI * u) + Math.cos(2 * Math.PI * v)) / 4;
        return spot < (cover[ink] ?? 0);
      });
      inked(out, i, on);
    }
  return { data: out, width, height };
}

/** Inkjet-like stochastic dither: each pixel inked at random with its coverage as probability. */
export function inkjetDither(image: RgbaImage, random: () => number): RgbaImage {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height * 4; i += 4) {
    const cover = cmyk(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    inked(
      out,
      i,
      cover.map((c) => random() < c),
    );
  }
  return { data: out, width, height };
}

/** A smooth multi-scale colour field, painting-like: sums of random low-frequency waves. */
export function smoothField(width: number, height: number, random: () => number): RgbaImage {
  const waves = Array.from({ length: 24 }, () => ({
    fx: (random() - 0.5) * 0.12,
    fy: (random() - 0.5) * 0.12,
    phase: random() * 6.3,
    amp: [random(), random(), random()].map((a) => a * 30),
  }));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        let v = 128;
        for (const w of waves) v += (w.amp[ch] ?? 0) * Math.sin(w.fx * x + w.fy * y + w.phase);
        data[i + ch] = v + (random() - 0.5) * 12;
      }
      data[i + 3] = 255;
    }
  return { data, width, height };
}
