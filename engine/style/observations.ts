/**
 * Turns measured features into sentences a person can check against the picture. Only what
 * was measured is said; thresholds sit near the 10th/90th percentiles of the 175 evaluation
 * artworks (measured with scripts/bench/engine.ts), so a remark marks something unusual.
 */
import type { ArtStyle } from "@engine/knowledge";
import type { PixelFeatures } from "@engine/photo";

/** Thresholds for remarks, from the evaluation images' feature distribution. */
export const OBSERVATION_THRESHOLDS = {
  darkBrightness: 0.3,
  lightBrightness: 0.56,
  strongContrast: 0.24,
  softContrast: 0.14,
  mutedColourfulness: 28,
  vividColourfulness: 65,
  strongTexture: 0.06,
  smoothTexture: 0.025,
  busyEdges: 0.35,
  straightEdges: 0.5,
  flatAreas: 0.45,
  spotLit: 0.08,
  brightTop: 0.15,
  warm: 0.6,
  cool: -0.2,
  photographic: 0.85,
  geometric: 0.75,
} as const;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** "umber (34%) and ochre (21%)": the distinct names of the main palette colours. */
export function describePaletteColours(f: PixelFeatures, max = 3): string {
  const seen = new Map<string, number>();
  for (const c of f.palette) seen.set(c.name, (seen.get(c.name) ?? 0) + c.share);
  const names = [...seen.entries()].sort((a, b) => b[1] - a[1]).slice(0, max);
  const parts = names.map(([name, share]) => `${name} (${pct(share)})`);
  if (parts.length <= 1) return parts[0] ?? "grey";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** One phrase for the palette: saturation, temperature and the dominant colour names. */
export function describePalette(f: PixelFeatures): string {
  const t = OBSERVATION_THRESHOLDS;
  if (f.isMonochrome) return `Monochrome, tonal image with almost no colour, in ${describePaletteColours(f)}`;
  // Colourfulness rather than HSV saturation: HSV calls a near-black brown "saturated".
  const intensity =
    f.colourfulness < t.mutedColourfulness ? "Muted" : f.colourfulness > t.vividColourfulness ? "Vivid, saturated" : "Moderately saturated";
  const temperature =
    f.warmCoolBalance > t.warm ? (f.colourfulness < 45 ? "earthy" : "warm") : f.warmCoolBalance < t.cool ? "cool" : "mixed warm-and-cool";
  return `${intensity}, ${temperature} palette dominated by ${describePaletteColours(f)}`;
}

/**
 * The list of observed characteristics (at most seven), most telling first. `printed` (a print,
 * a photograph, a reproduction): texture is the surface's, never brushwork (decision 28).
 */
export function describeObservations(f: PixelFeatures, style?: ArtStyle, printed = false): string[] {
  const t = OBSERVATION_THRESHOLDS;
  const out: string[] = [describePalette(f)];
  if (f.brightness < t.darkBrightness) out.push(`Dark, low-key tonality (mean brightness ${pct(f.brightness)})`);
  else if (f.brightness > t.lightBrightness) out.push(`Light, high-key tonality (mean brightness ${pct(f.brightness)})`);
  if (f.contrast > t.strongContrast && f.centreEmphasis > t.spotLit)
    out.push("Strong light-dark contrast with a lit centre against a darker surround (chiaroscuro)");
  else if (f.contrast > t.strongContrast) out.push("Strong tonal contrast between lights and darks");
  else if (f.contrast < t.softContrast) out.push("Soft, low tonal contrast");
  if (f.texture > t.strongTexture)
    out.push(printed ? "Strong, visible surface texture or grain" : "Strong, visible brushwork or surface texture");
  else if (f.texture < t.smoothTexture)
    out.push(printed ? "Smooth, even surface with little visible texture" : "Smooth, blended surface with little visible texture");
  if (f.edgeDensity > t.busyEdges && f.straightEdgeShare > t.straightEdges)
    out.push("Dense network of straight, hard edges (geometric, faceted structure)");
  else if (f.edgeDensity > t.busyEdges) out.push("Busy, all-over pattern of marks and edges");
  else if (f.straightEdgeShare > t.straightEdges && f.edgeDensity > 0.1) out.push("Edges run mostly straight, horizontal and vertical");
  if (f.flatShare > t.flatAreas && f.geometricScore > t.geometric) out.push("Large flat areas of uniform colour with hard boundaries");
  else if (f.flatShare > t.flatAreas) out.push("Large calm, evenly toned areas");
  if (f.topBottomBalance > t.brightTop) out.push("Brighter upper part, as with a sky or open background");
  if (f.photographicScore > t.photographic) out.push("Continuous tonal gradients and wide dynamic range, as in a photograph");
  if (!f.isMonochrome && f.hueEntropy > 0.7 && f.colourfulness > 40) out.push("Wide range of different hues across the picture");
  if (out.length < 4 && style) out.push(`Overall closest to ${style.name} among the learnt styles (typically ${style.signatureText})`);
  return out.slice(0, 7);
}
