/** Edge, texture and layout measures on the luminance of the analysis grid. */
import type { SampleGrid } from "./sample-grid";

/** Structure measures; PixelFeatures includes them. */
export interface StructureMeasures {
  /** Share of grid cells on a strong Sobel edge. */
  edgeDensity: number;
  meanGradient: number;
  /** Share of strong edges aligned within 11° of horizontal or vertical. */
  straightEdgeShare: number;
  /** Normalised entropy of strong-edge orientations (low = few dominant directions). */
  orientationEntropy: number;
  /** Mean local (3x3) luminance standard deviation: visible brushwork and texture. */
  texture: number;
  /** Mean absolute difference from the 3x3 mean: fine high-frequency energy. */
  highFrequency: number;
  /** Share of cells in flat, uniform colour areas. */
  flatShare: number;
  /** Share of cells on gentle, continuous tonal gradients. */
  smoothGradientShare: number;
  /** Mean luminance of the centre minus that of the border (spot-lit subjects are positive). */
  centreEmphasis: number;
  /** Mean luminance of the top third minus the bottom third (skies are positive). */
  topBottomBalance: number;
}

// Sobel magnitude on 0-1 luminance: 0.5 is a step of about an eighth of the tonal range,
// which is what a person sees as a drawn edge; under 0.15 is a soft, continuous transition.
const STRONG_EDGE = 0.5;
const GENTLE_MIN = 0.02;
const GENTLE_MAX = 0.15;
// Local standard deviation under 1% of the range reads as a flat, unmodulated area.
const FLAT_STD = 0.01;
const ORIENTATION_BINS = 8;

/** Sobel edges, local variance and centre/border and top/bottom balance. */
export function measureStructure(grid: SampleGrid): StructureMeasures {
  const { width: w, height: h, lum } = grid;
  const L = (x: number, y: number) => lum[y * w + x] ?? 0;
  let strong = 0;
  let gradSum = 0;
  let gentle = 0;
  let aligned = 0;
  let flat = 0;
  let stdSum = 0;
  let hfSum = 0;
  let inner = 0;
  const orient = new Array<number>(ORIENTATION_BINS).fill(0);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      inner++;
      const a = L(x - 1, y - 1);
      const b = L(x, y - 1);
      const c = L(x + 1, y - 1);
      const d = L(x - 1, y);
      const e = L(x, y);
      const f = L(x + 1, y);
      const g = L(x - 1, y + 1);
      const hh = L(x, y + 1);
      const i = L(x + 1, y + 1);
      const gx = c + 2 * f + i - (a + 2 * d + g);
      const gy = g + 2 * hh + i - (a + 2 * b + c);
      const mag = Math.hypot(gx, gy);
      gradSum += mag;
      if (mag >= STRONG_EDGE) {
        strong++;
        // Orientation of the edge in [0, pi); horizontal/vertical within pi/16 (about 11°).
        let theta = Math.atan2(gy, gx);
        if (theta < 0) theta += Math.PI;
        const bin = Math.min(ORIENTATION_BINS - 1, Math.floor((theta / Math.PI) * ORIENTATION_BINS));
        orient[bin] = (orient[bin] ?? 0) + 1;
        const off = theta % (Math.PI / 2);
        if (off < Math.PI / 16 || off > Math.PI / 2 - Math.PI / 16) aligned++;
      } else if (mag >= GENTLE_MIN && mag < GENTLE_MAX) {
        gentle++;
      }
      const sum = a + b + c + d + e + f + g + hh + i;
      const sq = a * a + b * b + c * c + d * d + e * e + f * f + g * g + hh * hh + i * i;
      const mean = sum / 9;
      const std = Math.sqrt(Math.max(0, sq / 9 - mean * mean));
      stdSum += std;
      hfSum += Math.abs(e - mean);
      if (std < FLAT_STD) flat++;
    }
  }
  const cells = Math.max(1, inner);
  let orientEntropy = 0;
  if (strong > 0) {
    for (const o of orient) if (o > 0) orientEntropy -= (o / strong) * Math.log(o / strong);
    orientEntropy /= Math.log(ORIENTATION_BINS);
  }
  return {
    edgeDensity: strong / cells,
    meanGradient: gradSum / cells,
    straightEdgeShare: strong > 0 ? aligned / strong : 0,
    orientationEntropy: strong > 0 ? orientEntropy : 1,
    texture: stdSum / cells,
    highFrequency: hfSum / cells,
    flatShare: flat / cells,
    smoothGradientShare: gentle / cells,
    ...measureLayout(grid),
  };
}

function measureLayout(grid: SampleGrid): Pick<StructureMeasures, "centreEmphasis" | "topBottomBalance"> {
  const { width: w, height: h, lum } = grid;
  let centre = 0;
  let centreN = 0;
  let border = 0;
  let borderN = 0;
  let top = 0;
  let topN = 0;
  let bottom = 0;
  let bottomN = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = lum[y * w + x] ?? 0;
      const isCentre = x >= w / 4 && x < (3 * w) / 4 && y >= h / 4 && y < (3 * h) / 4;
      if (isCentre) {
        centre += l;
        centreN++;
      } else {
        border += l;
        borderN++;
      }
      if (y < h / 3) {
        top += l;
        topN++;
      } else if (y >= (2 * h) / 3) {
        bottom += l;
        bottomN++;
      }
    }
  }
  const avg = (s: number, k: number) => (k > 0 ? s / k : 0);
  return {
    centreEmphasis: avg(centre, centreN) - avg(border, borderN),
    topBottomBalance: avg(top, topN) - avg(bottom, bottomN),
  };
}
