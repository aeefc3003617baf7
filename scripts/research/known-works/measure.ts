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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { artworkCrop } from "@engine/analysis";
import { locateArtwork, type RgbaImage } from "@engine/photo";
import {
  photoKeypoints,
  rankKnownWorks,
  verifiedInliers,
  type Keypoints,
  knownWorkCropDescriptors,
  knownWorkDescriptor,
  matchKnownWork,
  nearestKnownWork,
  type KnownWorkCatalogue,
  DESCRIPTOR_LENGTH,
  JITTER_SHIFTS,
} from "@engine/style";
import {
  CACHE_DIR,
  CORNERS_VERSION,
  cleanDescriptors,
  cleanKeypoints,
  decode,
  fileShare,
  readEvalWorks,
  type EvalWork,
} from "./evaldata-works";
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

const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
const encodeKeypoints = (k: Keypoints) => [k.count, b64(k.xs), b64(k.ys), b64(k.bits)];
function decodeKeypoints(stored: unknown): Keypoints {
  const [count, xs, ys, bits] = stored as [number, string, string, string];
  const bytes = (text: string) => {
    const b = Buffer.from(text, "base64");
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
  };
  return { count, xs: new Float32Array(bytes(xs)), ys: new Float32Array(bytes(ys)), bits: new Uint32Array(bytes(bits)) };
}
const keypointCache: Record<string, unknown> = {};
const keypointCacheFile = path.join(CACHE_DIR, `photo-keypoints-${CORNERS_VERSION}.json`);
if (existsSync(keypointCacheFile)) Object.assign(keypointCache, JSON.parse(readFileSync(keypointCacheFile, "utf8")));

/**
 * The photo itself, kept as a PNG in the cache (making one takes about 2 s; reading it back, ms), so
 * the corners can be re-read cheaply after a change to known-work-keypoints.ts.
 */
async function photoOf(work: EvalWork, kind: Kind | "clean", seed: number): Promise<RgbaImage> {
  if (kind === "clean") return decode(work.file);
  const file = path.join(
    CACHE_DIR,
    "photos",
    `${kind}-${seed}-${fileShare(work.file, "photo").toFixed(5)}-${path.basename(work.file)}.png`,
  );
  if (existsSync(file)) {
    const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  }
  const image = await decode(work.file);
  const photo = kind === "wall" ? await wallPhoto(image, seed) : await posterPhoto(image, seed, kind === "poster-framed");
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toFile(file);
  return photo;
}

/** The photo's corners (known-work-keypoints.ts), read from the same photo as its descriptors. */
async function photoCorners(work: EvalWork, kind: Kind | "clean", seed: number): Promise<Keypoints> {
  const key = `${kind}:${seed}:${work.file}`;
  keypointCache[key] ??= encodeKeypoints(photoKeypoints(await photoOf(work, kind, seed)));
  return decodeKeypoints(keypointCache[key]);
}

async function photoDescriptor(work: EvalWork, kind: Kind, seed: number): Promise<Int8Array> {
  const key = `${kind}:${seed}:${work.file}`;
  const cropsKey = `crops:${key}`;
  const jitterKey = `jitter:${key}`;
  if (JITTER && !photoCache[jitterKey]) {
    const photo = await photoOf(work, kind, seed);
    const crop = artworkCrop(photo, locateArtwork(photo));
    const started = performance.now();
    photoCache[jitterKey] = Array.from(knownWorkCropDescriptors(photo, crop, JITTER_SHIFTS));
    timings.push(performance.now() - started);
    photoCache[key] ??= Array.from(knownWorkDescriptor(crop));
    photoCache[cropsKey] ??= Array.from(knownWorkCropDescriptors(photo, crop, AS_FOUND));
  }
  if (JITTER) return Int8Array.from(photoCache[jitterKey]!);
  if (!photoCache[key] || !photoCache[cropsKey]) {
    const photo = await photoOf(work, kind, seed);
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

function catalogueOf(works: EvalWork[], clean: Map<string, Int8Array>, corners: Map<string, Keypoints>): KnownWorkCatalogue {
  const descriptors = new Int8Array(works.length * DESCRIPTOR_LENGTH);
  works.forEach((w, i) => descriptors.set(clean.get(w.file)!, i * DESCRIPTOR_LENGTH));
  return { works: works.map((w) => w.facts!), descriptors, keypoints: works.map((w) => corners.get(w.file)!) };
}

const sample = (list: EvalWork[], n: number, salt: string) =>
  [...list].sort((a, b) => fileShare(a.file, salt) - fileShare(b.file, salt)).slice(0, n);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export interface Query {
  /** The image the photo was made from. */
  file: string;
  kind: Kind | "clean";
  split: "select" | "report";
  /** Index of the right entry (works in the catalogue) or -1. */
  truth: number;
  descriptor: Int8Array;
  /** The photo's corners. */
  keypoints: Keypoints;
}

/** The measured catalogue (the eligible works outside the held-out fold) and the photos' descriptors, both halves. */
export async function knownWorkQueries(perSplit: number) {
  const works = readEvalWorks();
  const clean = await cleanDescriptors(works);
  const eligible = works.filter((w) => w.eligible).sort((a, b) => a.file.localeCompare(b.file));
  const inCatalogue = eligible.filter((w) => fileShare(w.file, "fold") >= HELD_OUT);
  const outside = works.filter((w) => !w.eligible || fileShare(w.file, "fold") < HELD_OUT);
  const corners = await cleanKeypoints(inCatalogue);
  const catalogue = catalogueOf(inCatalogue, clean, corners);
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
        queries.push({
          file: w.file,
          kind,
          split,
          truth: index.get(w.file)!,
          descriptor: await photoDescriptor(w, kind, 7000 + i),
          keypoints: await photoCorners(w, kind, 7000 + i),
        });
    }
    for (const [i, w] of negatives.entries()) {
      for (const kind of KINDS)
        queries.push({
          file: w.file,
          kind,
          split,
          truth: -1,
          descriptor: await photoDescriptor(w, kind, 9000 + i),
          keypoints: await photoCorners(w, kind, 9000 + i),
        });
      queries.push({
        file: w.file,
        kind: "clean",
        split,
        truth: -1,
        descriptor: JITTER ? await cleanJittered(w) : clean.get(w.file)!,
        keypoints: await photoCorners(w, "clean", 0),
      });
    }
    writeFileSync(photoCacheFile, JSON.stringify(photoCache));
    writeFileSync(keypointCacheFile, JSON.stringify(keypointCache));
  }
  return { queries, catalogue, eligible, clean, corners };
}

/**
 * KNOWN_WORKS_VERIFY=1: the geometric check (known-work-verify.ts) on the layout's shortlist. For
 * each shortlist length and inlier count, how many photos of catalogued works are named and how
 * many outside photos are matched, with the check alone and with the layout's own rule beside it.
 */
function measureVerify(queries: Query[], catalogue: KnownWorkCatalogue) {
  const deepest = 20;
  const started = performance.now();
  const scored = queries.map((q) => {
    const ranked = rankKnownWorks(q.descriptor, catalogue, deepest);
    const inliers = ranked.map((r) => verifiedInliers(q.keypoints, catalogue.keypoints[r.index]!));
    return { ...q, ranked, inliers, layout: nearestKnownWork(q.descriptor, catalogue)! };
  });
  console.log(`verified ${scored.length} photos against ${deepest} entries each in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const rightInShortlist = (k: number) =>
    KINDS.map((kind) => {
      const pos = scored.filter((q) => q.kind === kind && q.truth >= 0);
      return `${kind} ${pct(pos.filter((q) => q.ranked.slice(0, k).some((r) => r.index === q.truth)).length / pos.length)}`;
    }).join(", ");
  for (const k of [1, 5, 10, 20]) console.log(`right work in the layout's top ${k}: ${rightInShortlist(k)}`);
  if (process.env.KNOWN_WORKS_DIAGNOSE === "1")
    for (const q of scored.filter((q) => q.truth < 0 && Math.max(0, ...q.inliers) >= 10)) {
      const at = q.inliers.indexOf(Math.max(...q.inliers));
      const work = catalogue.works[q.ranked[at]!.index]!;
      console.log(`  outside ${q.split} ${q.kind} ${q.file}: ${q.inliers[at]} inliers with ${work.artist}, "${work.title}" (${work.year})`);
    }
  const outsideInliers = scored
    .filter((q) => q.truth < 0)
    .map((q) => Math.max(0, ...q.inliers))
    .sort((a, b) => b - a);
  if (process.env.KNOWN_WORKS_DIAGNOSE === "1")
    for (const q of scored.filter((q) => q.truth >= 0)) {
      const at = q.ranked.findIndex((r) => r.index === q.truth);
      if (at >= 0 && q.inliers[at]! >= 10) continue;
      console.log(
        `  missed ${q.split} ${q.kind}: right work at rank ${at} (layout ${q.layout.similarity.toFixed(2)}), its inliers ${at >= 0 ? q.inliers[at] : "-"}, photo corners ${q.keypoints.count}, entry corners ${catalogue.keypoints[q.truth]!.count}`,
      );
    }
  console.log(`outside photos' best inliers, highest: ${outsideInliers.slice(0, 12).join(", ")}`);
  const layoutPasses = (q: (typeof scored)[number]) =>
    q.layout.similarity >= 0.74 && q.layout.similarity - q.layout.runnerUp >= 0.15 ? q.layout.index : -1;
  for (const k of [5, 10, 20])
    for (const min of [8, 10, 12, 15])
      for (const withLayout of [false, true]) {
        const named = (q: (typeof scored)[number]) => {
          let best = -1;
          let most = 0;
          q.ranked.slice(0, k).forEach((r, i) => {
            if (q.inliers[i]! > most) {
              most = q.inliers[i]!;
              best = r.index;
            }
          });
          if (most >= min) return best;
          return withLayout ? layoutPasses(q) : -1;
        };
        const line: string[] = [];
        for (const split of ["select", "report"] as const) {
          const parts = KINDS.map((kind) => {
            const pos = scored.filter((q) => q.split === split && q.kind === kind && q.truth >= 0);
            return `${kind} ${pct(pos.filter((q) => named(q) === q.truth).length / pos.length)}`;
          });
          const neg = scored.filter((q) => q.split === split && q.truth < 0);
          const wrong = scored.filter((q) => q.split === split && q.truth >= 0 && named(q) >= 0 && named(q) !== q.truth).length;
          parts.push(`outside ${neg.filter((q) => named(q) >= 0).length}/${neg.length}, wrong names ${wrong}`);
          line.push(`${split}: ${parts.join(", ")}`);
        }
        console.log(`top ${k}, inliers >= ${min}${withLayout ? " or the layout's rule" : ""}: ${line.join(" | ")}`);
      }
}

async function main() {
  const { queries, catalogue, eligible, clean, corners } = await knownWorkQueries(PER_SPLIT);
  if (process.env.KNOWN_WORKS_VERIFY === "1") return measureVerify(queries, catalogue);

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
  const full = catalogueOf(eligible, clean, corners);
  const probe = queries.find((q) => q.truth >= 0)!;
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
