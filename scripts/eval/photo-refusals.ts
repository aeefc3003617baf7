/**
 * The photos suite's refusal rows (issue 50, decision 0037): real artworks wrongly refused as "no
 * artwork", on the general auction house's catalogue photos (sales/general/photos) and on the
 * style images (styles/, styles-large/, styles-more/) clean and framed on a wall, judged as the
 * server's upload check judges them (detectArtwork on analysis-sized pixels). Scope ci reads a
 * fixed sample (every 8th catalogue photo, the first style images in a hash order); scope full
 * reads every catalogue photo and a larger sample (every style image, clean and on a wall, is in
 * scripts/research/refusals/, about an hour on two cores).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { detectArtwork, type RgbaImage } from "@engine/photo";
import { rgba } from "../fit/lib/photos/rgba";
import { styleSample } from "./style-files";

/**
 * Ceilings a little above what was measured (2026-12-02, decision 0037): on every image, 0.32% of
 * 1,584 catalogue photos, 0.38% of 8,140 style images clean, 0.21% of 3,326 on a wall; scope ci's
 * samples 1 of 198, 1 of 150 and 0 of 150.
 */
export const REFUSAL_CEILINGS = { generalPhotos: 0.01, styleClean: 0.01, styleOnWall: 0.01 };
const SAMPLES = { ci: { generalEvery: 8, style: 150 }, full: { generalEvery: 1, style: 1000 } };
const ANALYSIS_SIDE = 512;

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** Prints the rows and answers the failures against the ceilings. */
export async function measureRefusals(
  evaldataDir: string,
  scope: "ci" | "full",
  onWall: (image: RgbaImage, seed: number) => Promise<RgbaImage>,
): Promise<string[]> {
  const sample = SAMPLES[scope];
  const photosDir = path.join(evaldataDir, "sales/general/photos");
  const general = readdirSync(photosDir)
    .filter((f) => f.endsWith(".jpg"))
    .sort()
    .filter((_, i) => i % sample.generalEvery === 0);
  let generalRefused = 0;
  for (const f of general) if (!detectArtwork(await rgba(path.join(photosDir, f), ANALYSIS_SIDE)).isArtwork) generalRefused++;
  const styles = styleSample(evaldataDir, "refusal", sample.style);
  let cleanRefused = 0;
  let wallRefused = 0;
  for (const [i, f] of styles.entries()) {
    const file = path.join(evaldataDir, f);
    if (!detectArtwork(await rgba(file, ANALYSIS_SIDE)).isArtwork) cleanRefused++;
    if (!detectArtwork(await onWall(await rgba(file, 768), 3000 + i)).isArtwork) wallRefused++;
  }
  const rows = [
    ["general house's catalogue photos", generalRefused, general.length, REFUSAL_CEILINGS.generalPhotos],
    ["style images, clean", cleanRefused, styles.length, REFUSAL_CEILINGS.styleClean],
    ["style images, framed on a wall", wallRefused, styles.length, REFUSAL_CEILINGS.styleOnWall],
  ] as const;
  console.log("  real artworks wrongly refused as no artwork:");
  const failures: string[] = [];
  for (const [label, refused, n, ceiling] of rows) {
    console.log(`    ${label.padEnd(34)} ${pct(refused / n).padStart(7)} (${refused} of ${n}; ceiling ${pct(ceiling)})`);
    if (refused / n > ceiling) failures.push(`${label} wrongly refused ${pct(refused / n)}, above the ceiling ${pct(ceiling)}`);
  }
  return failures;
}
