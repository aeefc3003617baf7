/**
 * Measures the known-works match (issue 50, decision 0036). Folds, fixed by a hash of each file:
 * - 15% of the catalogue-eligible works are held out of the catalogue measured here; they and every
 *   image the catalogue may not hold (no artist or title, or after 1929) are the works outside it.
 * - Works on each side are split in half, "select" and "report": the threshold is the lowest at
 *   which at most 1% of the select half's outside photos match; recall and false matches are then
 *   read on the report half at that threshold.
 * Photos: framed on a wall and as a poster (scripts/research/known-works/photos.ts); outside works
 * also clean, as an upload of a digital image. Descriptors of the photos are cached in /tmp.
 *   KNOWN_WORKS_N=150 nice -n 10 npx tsx scripts/research/known-works/measure.ts
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { artworkCrop } from "@engine/analysis";
import { locateArtwork } from "@engine/photo";
import {
  knownWorkCropDescriptors,
  knownWorkDescriptor,
  matchKnownWork,
  nearestKnownWork,
  type KnownWorkCatalogue,
  DESCRIPTOR_LENGTH,
  JITTER_SHIFTS,
} from "@engine/style";
import { CACHE_DIR, cleanDescriptors, decode, fileShare, readEvalWorks, type EvalWork } from "./evaldata-works";
import { posterPhoto, wallPhoto } from "./photos";

const PER_SPLIT = Number(process.env.KNOWN_WORKS_N ?? 150);
const HELD_OUT = 0.15;
const FALSE_MATCH_CEILING = 0.01;
/** The second stage's margins over the best other work (engine/style/known-work-match.ts KNOWN_WORK_MARGIN). */
const MARGINS = (process.env.KNOWN_WORKS_MARGINS ?? "0,0.02,0.04,0.05,0.06,0.08,0.1").split(",").map(Number);

type Kind = "wall" | "poster-framed" | "poster-pinned";
const KINDS: Kind[] = ["wall", "poster-framed", "poster-pinned"];
const photoCacheFile = path.join(CACHE_DIR, "photo-descriptors.json");
const photoCache: Record<string, number[]> = existsSync(photoCacheFile) ? JSON.parse(readFileSync(photoCacheFile, "utf8")) : {};
const timings: number[] = [];
/**
 * KNOWN_WORKS_CROPS=single reads the locator's crop only (the second session's match); =plain every
 * candidate crop as found (the third session's); else, as the product does, every candidate crop at
 * every JITTER_SHIFTS box (the fourth session's).
 */
const SINGLE_CROP = process.env.KNOWN_WORKS_CROPS === "single";
const AS_FOUND = [[0, 0, 0, 0] as const];
const JITTER = !SINGLE_CROP && process.env.KNOWN_WORKS_CROPS !== "plain";

async function photoDescriptor(work: EvalWork, kind: Kind, seed: number): Promise<Int8Array> {
  const key = `${kind}:${seed}:${work.file}`;
  const cropsKey = `crops:${key}`;
  const jitterKey = `jitter:${key}`;
  if (JITTER && !photoCache[jitterKey]) {
    const image = await decode(work.file);
    const photo = kind === "wall" ? await wallPhoto(image, seed) : await posterPhoto(image, seed, kind === "poster-framed");
    const crop = artworkCrop(photo, locateArtwork(photo));
    const started = performance.now();
    photoCache[jitterKey] = Array.from(knownWorkCropDescriptors(photo, crop, JITTER_SHIFTS));
    timings.push(performance.now() - started);
    photoCache[key] ??= Array.from(knownWorkDescriptor(crop));
    photoCache[cropsKey] ??= Array.from(knownWorkCropDescriptors(photo, crop, AS_FOUND));
  }
  if (JITTER) return Int8Array.from(photoCache[jitterKey]!);
  if (!photoCache[key] || !photoCache[cropsKey]) {
    const image = await decode(work.file);
    const photo = kind === "wall" ? await wallPhoto(image, seed) : await posterPhoto(image, seed, kind === "poster-framed");
    const crop = artworkCrop(photo, locateArtwork(photo));
    photoCache[key] = Array.from(knownWorkDescriptor(crop));
    const started = performance.now();
    photoCache[cropsKey] = Array.from(knownWorkCropDescriptors(photo, crop, AS_FOUND));
    timings.push(performance.now() - started);
  }
  return Int8Array.from(photoCache[SINGLE_CROP ? key : cropsKey]!);
}

/** A clean upload of the image as the product reads it: located, every candidate crop at every jitter box. */
async function cleanJittered(work: EvalWork): Promise<Int8Array> {
  const key = `jitter:clean:${work.file}`;
  if (!photoCache[key]) {
    const image = await decode(work.file);
    photoCache[key] = Array.from(knownWorkCropDescriptors(image, artworkCrop(image, locateArtwork(image)), JITTER_SHIFTS));
  }
  return Int8Array.from(photoCache[key]!);
}

function catalogueOf(works: EvalWork[], clean: Map<string, Int8Array>): KnownWorkCatalogue {
  const descriptors = new Int8Array(works.length * DESCRIPTOR_LENGTH);
  works.forEach((w, i) => descriptors.set(clean.get(w.file)!, i * DESCRIPTOR_LENGTH));
  return { works: works.map((w) => w.facts!), descriptors };
}

const sample = (list: EvalWork[], n: number, salt: string) =>
  [...list].sort((a, b) => fileShare(a.file, salt) - fileShare(b.file, salt)).slice(0, n);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export interface Query {
  kind: Kind | "clean";
  split: "select" | "report";
  /** Index of the right entry (works in the catalogue) or -1. */
  truth: number;
  descriptor: Int8Array;
}

/** The measured catalogue (the eligible works outside the held-out fold) and the photos' descriptors, both halves. */
export async function knownWorkQueries(perSplit: number) {
  const works = readEvalWorks();
  const clean = await cleanDescriptors(works);
  const eligible = works.filter((w) => w.eligible).sort((a, b) => a.file.localeCompare(b.file));
  const inCatalogue = eligible.filter((w) => fileShare(w.file, "fold") >= HELD_OUT);
  const outside = works.filter((w) => !w.eligible || fileShare(w.file, "fold") < HELD_OUT);
  const catalogue = catalogueOf(inCatalogue, clean);
  const index = new Map(inCatalogue.map((w, i) => [w.file, i]));
  const splitOf = (w: EvalWork) => (fileShare(w.file, "split") < 0.5 ? "select" : "report");
  console.log(
    `catalogue measured: ${inCatalogue.length} works; outside it: ${outside.length} images (${eligible.length - inCatalogue.length} held-out eligible works)`,
  );

  const queries: Query[] = [];
  // KNOWN_WORKS_SPLITS=select photographs one half only (a short run on a busy machine).
  const splits = (process.env.KNOWN_WORKS_SPLITS ?? "select,report").split(",") as ("select" | "report")[];
  for (const split of splits) {
    const positives = sample(
      inCatalogue.filter((w) => splitOf(w) === split),
      perSplit,
      "pos",
    );
    const negatives = sample(
      outside.filter((w) => splitOf(w) === split),
      perSplit,
      "neg",
    );
    for (const [i, w] of positives.entries()) {
      if (i % 10 === 0) console.log(`  ${split}: ${i} of ${positives.length} catalogued works photographed`);
      for (const kind of KINDS)
        queries.push({ kind, split, truth: index.get(w.file)!, descriptor: await photoDescriptor(w, kind, 7000 + i) });
    }
    for (const [i, w] of negatives.entries()) {
      for (const kind of KINDS) queries.push({ kind, split, truth: -1, descriptor: await photoDescriptor(w, kind, 9000 + i) });
      queries.push({ kind: "clean", split, truth: -1, descriptor: JITTER ? await cleanJittered(w) : clean.get(w.file)! });
    }
    writeFileSync(photoCacheFile, JSON.stringify(photoCache));
  }
  return { queries, catalogue, eligible, clean };
}

async function main() {
  const { queries, catalogue, eligible, clean } = await knownWorkQueries(PER_SPLIT);

  const scored = queries.map((q) => ({ ...q, nearest: nearestKnownWork(q.descriptor, catalogue)! }));
  for (const margin of MARGINS) {
    const stands = (q: (typeof scored)[number]) => q.nearest.similarity - q.nearest.runnerUp >= margin;
    const selectNegatives = scored
      .filter((q) => q.split === "select" && q.truth < 0 && stands(q))
      .map((q) => q.nearest.similarity)
      .sort((a, b) => b - a);
    const selectCount = scored.filter((q) => q.split === "select" && q.truth < 0).length;
    // The lowest threshold that keeps the select half's false matches at or under the ceiling.
    const allowed = Math.floor(selectCount * FALSE_MATCH_CEILING);
    const threshold = Math.round(((selectNegatives[allowed] ?? 0) + 0.0005) * 1000) / 1000;
    const passes = (q: (typeof scored)[number], t: number) => q.nearest.similarity >= t && stands(q);
    for (const t of [threshold, Number(process.env.KNOWN_WORKS_THRESHOLD ?? NaN)].filter((x) => !Number.isNaN(x))) {
      console.log(
        `\nmargin ${margin}: threshold ${t}${t === threshold ? " (chosen on select)" : " (given)"} (select half: ${selectCount} outside photos, ${allowed} may match)`,
      );
      for (const split of ["select", "report"] as const) {
        const line: string[] = [];
        for (const kind of KINDS) {
          const pos = scored.filter((q) => q.split === split && q.kind === kind && q.truth >= 0);
          const named = pos.filter((q) => q.nearest.index === q.truth && passes(q, t)).length;
          const nearestRight = pos.filter((q) => q.nearest.index === q.truth).length;
          line.push(`${kind} named ${pct(named / pos.length)} (${named}/${pos.length}; nearest right ${pct(nearestRight / pos.length)})`);
        }
        let all = 0;
        let allMatched = 0;
        for (const kind of [...KINDS, "clean"] as const) {
          const neg = scored.filter((q) => q.split === split && q.kind === kind && q.truth < 0);
          const matched = neg.filter((q) => passes(q, t)).length;
          all += neg.length;
          allMatched += matched;
          line.push(`outside ${kind} matched ${pct(matched / neg.length)} (${matched}/${neg.length})`);
        }
        line.push(`outside all ${pct(allMatched / all)} (${allMatched}/${all})`);
        const wrongNamed = scored.filter((q) => q.split === split && q.truth >= 0 && q.nearest.index !== q.truth && passes(q, t)).length;
        console.log(`  ${split}: ${line.join("; ")}; catalogued photos given the wrong name ${wrongNamed}`);
      }
    }
  }

  // The match's cost in one analysis: the crop's descriptor plus the search of the whole default catalogue.
  const full = catalogueOf(eligible, clean);
  const probe = queries.find((q) => q.truth >= 0)!.descriptor;
  const rounds = 50;
  const started = performance.now();
  for (let r = 0; r < rounds; r++) matchKnownWork(probe, full);
  const search = (performance.now() - started) / rounds;
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `\ntime: ${SINGLE_CROP ? "(cached single-crop run) " : ""}descriptors of the candidate crops median ${median.toFixed(1)} ms (${timings.length} timed), search of ${eligible.length} works ${search.toFixed(1)} ms`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
