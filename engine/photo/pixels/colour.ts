/** Colour conversions and human colour names used by the pixel analysis. */

/** An RGB triple with channels 0-255. */
export type Rgb = readonly [number, number, number];

/** HSV of an RGB triple: hue in degrees 0-360, saturation and value 0-1. */
export function rgbToHsv(r: number, g: number, b: number): { h: number; s: number; v: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : d / max, v: max / 255 };
}

const toLinear = (c: number) => {
  const x = c / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
};
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIE L*a*b* (D65) of an sRGB triple; used because naming by Lab distance matches what people see. */
export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const R = toLinear(r);
  const G = toLinear(g);
  const B = toLinear(b);
  const x = labF((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = labF(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = labF((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

// Painter's and everyday names, chosen so a report can say "umber and ochre" rather than
// "#6b4a2f". Reference values are typical pigment/web swatches.
const NAMED_COLOURS: ReadonlyArray<readonly [string, Rgb]> = [
  ["black", [15, 15, 15]],
  ["charcoal", [54, 54, 58]],
  ["slate grey", [100, 108, 118]],
  ["grey", [128, 128, 128]],
  ["silver", [190, 190, 192]],
  ["white", [245, 245, 245]],
  ["ivory", [240, 234, 214]],
  ["cream", [238, 224, 190]],
  ["beige", [205, 190, 160]],
  ["tan", [190, 155, 110]],
  ["ochre", [204, 150, 50]],
  ["gold", [212, 175, 55]],
  ["yellow", [240, 215, 40]],
  ["lemon", [250, 240, 120]],
  ["orange", [235, 125, 35]],
  ["burnt sienna", [160, 80, 45]],
  ["rust", [150, 60, 30]],
  ["umber", [100, 70, 45]],
  ["dark brown", [60, 40, 28]],
  ["brown", [130, 90, 60]],
  ["crimson", [170, 25, 45]],
  ["red", [210, 40, 40]],
  ["pink", [235, 160, 175]],
  ["rose", [200, 110, 130]],
  ["magenta", [200, 40, 150]],
  ["purple", [110, 50, 130]],
  ["violet", [140, 100, 190]],
  ["lavender", [185, 170, 215]],
  ["navy", [25, 35, 85]],
  ["ultramarine", [35, 55, 160]],
  ["blue", [50, 100, 200]],
  ["sky blue", [135, 185, 230]],
  ["steel blue", [80, 115, 150]],
  ["teal", [30, 120, 120]],
  ["turquoise", [60, 190, 180]],
  ["forest green", [35, 80, 40]],
  ["green", [60, 140, 60]],
  ["olive", [120, 115, 50]],
  ["sage", [150, 165, 130]],
  ["lime", [170, 210, 60]],
];

const NAMED_LAB = NAMED_COLOURS.map(([name, rgb]) => ({ name, lab: rgbToLab(rgb[0], rgb[1], rgb[2]) }));

/** The nearest human colour name for an RGB triple (by CIE76 distance in Lab). */
export function nameColour(r: number, g: number, b: number): string {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = "grey";
  let bestD = Infinity;
  for (const c of NAMED_LAB) {
    const d = (c.lab[0] - l) ** 2 + (c.lab[1] - a) ** 2 + (c.lab[2] - bb) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c.name;
    }
  }
  return best;
}

/** Hex notation (#rrggbb) of an RGB triple. */
export function toHex(r: number, g: number, b: number): string {
  const h = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, "0");
  return `#${h(r)}${h(g)}${h(b)}`;
}
