/**
 * Measures an artwork image from its RGBA pixels: tone, colour, palette, edges, texture and
 * a few cues (monochrome, photographic, geometric). Pure and deterministic; works on a grid
 * of at most 256x256 averaged samples so a 12 MP photo costs the same as a thumbnail.
 */
import { rgbToHsv } from "./pixels/colour";
import { extractPalette, type PaletteColour } from "./pixels/palette";
import { sampleGrid, type RgbaImage } from "./pixels/sample-grid";
import { measureStructure, type StructureMeasures } from "./pixels/structure";
import { measureTexture, type TextureDescriptors } from "./pixels/texture";

export type { RgbaImage } from "./pixels/sample-grid";
export type { PaletteColour } from "./pixels/palette";

/** Everything the engine measures on one image; all shares and levels are 0-1 unless noted. */
export interface PixelFeatures extends TextureDescriptors, StructureMeasures {
  width: number;
  height: number;
  /** width / height of the input. */
  aspectRatio: number;
  /** Size of the analysis grid after trimming letterbox bars. */
  sampled: { width: number; height: number; trimmedBars: boolean };
  brightness: number;
  /** Standard deviation of luminance. */
  contrast: number;
  /** 98th minus 2nd percentile of luminance. */
  dynamicRange: number;
  darkShare: number;
  lightShare: number;
  saturation: number;
  saturationSpread: number;
  /** Hasler–Süsstrunk colourfulness on the 0-255 scale (0 grey, ~33 moderate, 80+ vivid). */
  colourfulness: number;
  /** Share of saturation-weighted colour in twelve 30° hue bins starting at red. */
  hueHistogram: number[];
  /** Normalised entropy of the hue histogram: 0 one hue, 1 every hue equally. */
  hueEntropy: number;
  warmShare: number;
  coolShare: number;
  /** (warm - cool) / (warm + cool), -1 all cool to +1 all warm. */
  warmCoolBalance: number;
  palette: PaletteColour[];
  isMonochrome: boolean;
  /** 0-1 heuristic that the image is a photograph rather than a painting or print. */
  photographicScore: number;
  /** 0-1 heuristic for hard-edged, geometric work (flat areas bounded by straight edges). */
  geometricScore: number;
}

// Below these the picture reads as black-and-white or a single tint (sepia, grisaille).
const MONOCHROME_SATURATION = 0.08;
const MONOCHROME_COLOURFULNESS = 10;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function entropy(weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || weights.length < 2) return 0;
  let h = 0;
  for (const w of weights) if (w > 0) h -= (w / total) * Math.log(w / total);
  return h / Math.log(weights.length);
}

/** Measures the features of one RGBA image. */
export function analyseImagePixels(image: RgbaImage): PixelFeatures {
  if (!(image.width > 0 && image.height > 0) || image.data.length < image.width * image.height * 4) {
    throw new Error("analyseImagePixels: data must hold width x height RGBA pixels");
  }
  const grid = sampleGrid(image);
  const n = grid.width * grid.height;
  let lumSum = 0;
  let lumSq = 0;
  let satSum = 0;
  let satSq = 0;
  let dark = 0;
  let light = 0;
  let rgSum = 0;
  let rgSq = 0;
  let ybSum = 0;
  let ybSq = 0;
  let warm = 0;
  let cool = 0;
  const hist = new Array<number>(12).fill(0);
  const lumBins = new Array<number>(101).fill(0);
  for (let i = 0; i < n; i++) {
    const r = grid.r[i] ?? 0;
    const g = grid.g[i] ?? 0;
    const b = grid.b[i] ?? 0;
    const l = grid.lum[i] ?? 0;
    lumSum += l;
    lumSq += l * l;
    lumBins[Math.round(l * 100)] = (lumBins[Math.round(l * 100)] ?? 0) + 1;
    if (l < 0.2) dark++;
    if (l > 0.8) light++;
    const { h, s, v } = rgbToHsv(r, g, b);
    satSum += s;
    satSq += s * s;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    rgSum += rg;
    rgSq += rg * rg;
    ybSum += yb;
    ybSq += yb * yb;
    // Near-black and near-grey pixels have meaningless hues; weight the rest by saturation.
    if (s > 0.15 && v > 0.15) {
      hist[Math.floor(h / 30) % 12] = (hist[Math.floor(h / 30) % 12] ?? 0) + s;
      if (h < 75 || h >= 315) warm += s;
      else if (h >= 150 && h < 285) cool += s;
    }
  }
  const brightness = lumSum / n;
  const contrast = Math.sqrt(Math.max(0, lumSq / n - brightness ** 2));
  const saturation = satSum / n;
  const saturationSpread = Math.sqrt(Math.max(0, satSq / n - saturation ** 2));
  const sdRg = Math.sqrt(Math.max(0, rgSq / n - (rgSum / n) ** 2));
  const sdYb = Math.sqrt(Math.max(0, ybSq / n - (ybSum / n) ** 2));
  const colourfulness = Math.hypot(sdRg, sdYb) + 0.3 * Math.hypot(rgSum / n, ybSum / n);
  const percentile = (p: number) => {
    let acc = 0;
    for (let k = 0; k <= 100; k++) {
      acc += lumBins[k] ?? 0;
      if (acc >= p * n) return k / 100;
    }
    return 1;
  };
  const histTotal = hist.reduce((a, b) => a + b, 0);
  const structure = measureStructure(grid);
  const isMonochrome = saturation < MONOCHROME_SATURATION || colourfulness < MONOCHROME_COLOURFULNESS;
  const dynamicRange = percentile(0.98) - percentile(0.02);
  // Photographs: continuous gradients, wide tonal range, little flat fill, fine noise but no
  // strong brush texture. A heuristic, not a fitted model; it only feeds wording and medium hints.
  const photographicScore = clamp01(
    0.45 * clamp01(structure.smoothGradientShare / 0.5) +
      0.3 * clamp01(dynamicRange / 0.85) +
      0.25 * (1 - clamp01(structure.flatShare / 0.4)) -
      0.3 * clamp01((structure.texture - 0.06) / 0.06),
  );
  // Hard-edge work: large flat areas whose boundaries run straight (horizontal/vertical lines).
  const geometricScore = clamp01(
    0.5 * clamp01(structure.flatShare / 0.5) +
      0.35 * clamp01((structure.straightEdgeShare - 0.2) / 0.5) +
      0.15 * (1 - structure.orientationEntropy),
  );
  return {
    width: image.width,
    height: image.height,
    aspectRatio: image.width / image.height,
    sampled: {
      width: grid.width,
      height: grid.height,
      trimmedBars: grid.trimmed.top + grid.trimmed.bottom + grid.trimmed.left + grid.trimmed.right > 0,
    },
    brightness,
    contrast,
    dynamicRange,
    darkShare: dark / n,
    lightShare: light / n,
    saturation,
    saturationSpread,
    colourfulness,
    hueHistogram: hist.map((h) => (histTotal > 0 ? h / histTotal : 0)),
    hueEntropy: entropy(hist),
    warmShare: warm / n,
    coolShare: cool / n,
    warmCoolBalance: warm + cool > 0 ? (warm - cool) / (warm + cool) : 0,
    palette: extractPalette(grid),
    ...structure,
    ...measureTexture(grid),
    isMonochrome,
    photographicScore,
    geometricScore,
  };
}
