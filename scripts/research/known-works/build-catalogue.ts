/**
 * Builds the default known-works catalogue (issue 50, decision 0036) from the public-domain works of
 * the style collections that carry an artist and a title: their facts, their layout descriptors
 * (engine/style/known-work-descriptor.ts) and their corners (known-work-keypoints.ts), never the
 * images. Deterministic: the works are sorted by
 * file, so the same data gives the same file.
 *   nice -n 10 npx tsx scripts/research/known-works/build-catalogue.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { storeKnownWorkCatalogue } from "@engine/style";
import { cleanDescriptors, cleanKeypoints, readEvalWorks } from "./evaldata-works";

export const CATALOGUE_FILE = path.resolve(import.meta.dirname, "../../../engine/knowledge/known-works-catalogue.json");

async function main() {
  const all = readEvalWorks();
  const eligible = all.filter((w) => w.eligible).sort((a, b) => a.file.localeCompare(b.file));
  const descriptors = await cleanDescriptors(eligible);
  const corners = await cleanKeypoints(eligible);
  // The same picture can be in two collections under two spellings: keep the first of equal facts.
  const seen = new Set<string>();
  const kept = eligible.filter((w) => {
    const key = `${w.facts!.artist.toLowerCase()}|${w.facts!.title.toLowerCase()}|${w.facts!.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const stored = storeKnownWorkCatalogue(
    kept.map((w) => w.facts!),
    kept.map((w) => ({ descriptor: descriptors.get(w.file)!, keypoints: corners.get(w.file)! })),
  );
  const text = JSON.stringify(stored);
  writeFileSync(CATALOGUE_FILE, text + "\n");
  console.log(
    `${kept.length} works (${eligible.length - kept.length} repeated facts dropped) of ${all.length} images; ${(text.length / 1024).toFixed(0)} KB written to ${CATALOGUE_FILE}`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
