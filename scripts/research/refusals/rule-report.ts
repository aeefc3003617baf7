/**
 * Reads the cached measures (features.ts) under the committed refusal rule
 * (engine/photo/artwork-presence.ts) and, beside it, the first rules of issue 30 (the thresholds
 * as they were before decision 0037), and prints each set's refused share.
 *   npx tsx scripts/research/refusals/rule-report.ts
 */
import { assessArtworkPresence, type ArtworkLocation, type PixelFeatures } from "@engine/photo";
import { readMeasured, type MeasuredImage, type Measures } from "./features";

const asFeatures = (m: Measures) => m as unknown as PixelFeatures;

function committed(m: MeasuredImage): string | null {
  const location = { method: m.method, confidence: m.confidence, areaShare: m.areaShare } as ArtworkLocation;
  return assessArtworkPresence(asFeatures(m.crop), location, asFeatures(m.whole)).kind;
}

/** Issue 30's rules: the crop alone. */
function first(m: MeasuredImage): string | null {
  const f = m.crop;
  if (f.edgeDensity! < 0.008 && f.texture! < 0.012) return "plain-surface";
  if (f.straightEdgeShare! > 0.9 && f.texture! < 0.025 && f.edgeDensity! < 0.05) return "room";
  if (f.colourfulness! < 10 && f.saturation! < 0.07 && f.straightEdgeShare! > 0.4 && f.edgeDensity! > 0.4) return "document";
  if (f.smoothGradientShare! < 0.02 && f.photographicScore! < 0.2) return "screen";
  return null;
}

const LABELS: Record<MeasuredImage["group"], string> = {
  general: "general house's catalogue photos",
  clean: "style images, clean",
  wall: "style images, framed on a wall",
  "bare wall": "no artwork: bare walls",
  room: "no artwork: rooms",
  document: "no artwork: documents",
  screenshot: "no artwork: screenshots",
};

export function report(measured: MeasuredImage[], rule: (m: MeasuredImage) => string | null, label: string) {
  console.log(`\nrefused as "no artwork" under ${label}:`);
  for (const group of Object.keys(LABELS) as MeasuredImage["group"][]) {
    const items = measured.filter((m) => m.group === group);
    if (items.length === 0) continue;
    const kinds: Record<string, number> = {};
    for (const m of items) {
      const kind = rule(m);
      if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    const refused = Object.values(kinds).reduce((a, b) => a + b, 0);
    const share = ((100 * refused) / items.length).toFixed(2).padStart(6);
    console.log(`  ${LABELS[group].padEnd(34)} ${share}% (${refused} of ${items.length}) ${JSON.stringify(kinds)}`);
  }
  const none = measured.filter((m) => !["general", "clean", "wall"].includes(m.group));
  const refusedNone = none.filter((m) => rule(m) !== null).length;
  console.log(
    `  ${"no artwork, all kinds".padEnd(34)} ${((100 * refusedNone) / none.length).toFixed(2).padStart(6)}% (${refusedNone} of ${none.length})`,
  );
}

if (process.argv[1] === import.meta.filename) {
  // Each image once (a resumed run may have measured one twice).
  const measured = [...new Map(readMeasured().map((m) => [`${m.group}:${m.id}`, m])).values()];
  report(measured, first, "the first rules (issue 30, the crop alone)");
  report(measured, committed, "the committed rule (decision 0037)");
}
