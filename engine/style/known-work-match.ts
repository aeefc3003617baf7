/**
 * Names a known work from a photo (issue 50, decision 0036): the layout of the candidate crops
 * shortlists the catalogue's works most like it, and the photo's corners, checked against each
 * shortlisted work's by a homography, decide. Pure and synchronous: the catalogue is decoded once
 * by the caller (known-work-catalogue.ts) and passed in.
 */
import { CHROMA_GRID, DESCRIPTOR_LENGTH, GREY_GRID } from "./known-work-descriptor";
import type { KnownWorkCatalogue, KnownWorkMatch } from "./known-work-catalogue";
import { JITTER_SHIFTS } from "./known-work-crops";
import type { Keypoints } from "./known-work-keypoints";
import { verifiedInliers } from "./known-work-verify";

/**
 * The similarity a match needs, with KNOWN_WORK_MARGIN (decision 0036, third session): with the
 * candidate crops (known-work-crops.ts) a photo of a catalogued work that is not named mostly sits
 * at 0.74-0.80 far ahead of any other entry, while the outside works that come near are generic
 * layouts close to several. Chosen on the select half of a 40-work run (0 of 160 outside photos);
 * on the report half it names more of every kind than 0.80 / 0.05 and matches fewer outside images.
 */
export const KNOWN_WORK_THRESHOLD = 0.74;
/** Share of the similarity the grey layout carries; the coarse colour carries the rest. */
export const GREY_WEIGHT = 0.8;

const GREY_CELLS = GREY_GRID * GREY_GRID;
const CHROMA_CELLS = CHROMA_GRID * CHROMA_GRID;

function cosine(a: Int8Array, aAt: number, b: Int8Array, bAt: number, n: number): number | null {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let k = 0; k < n; k++) {
    const x = a[aAt + k]!;
    const y = b[bAt + k]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? null : dot / Math.sqrt(na * nb);
}

/**
 * How alike two descriptors are, 0-1. The two colour planes count only where both pictures have
 * colour to compare; a grey print against a colour original is judged on its grey layout alone.
 */
export function descriptorSimilarity(a: Int8Array, b: Int8Array, bAt = 0, greyWeight = GREY_WEIGHT): number {
  const layout = cosine(a, 0, b, bAt, GREY_CELLS) ?? 0;
  const chroma = [
    cosine(a, GREY_CELLS, b, bAt + GREY_CELLS, CHROMA_CELLS),
    cosine(a, GREY_CELLS + CHROMA_CELLS, b, bAt + GREY_CELLS + CHROMA_CELLS, CHROMA_CELLS),
  ].filter((c): c is number => c !== null);
  if (chroma.length === 0) return Math.max(0, layout);
  const colour = chroma.reduce((s, c) => s + c, 0) / chroma.length;
  return Math.max(0, greyWeight * layout + (1 - greyWeight) * colour);
}

/** One over each plane's length (grey, red-green, yellow-blue) per descriptor; 0 for a plane with no variation. */
function inverseNorms(descriptors: Int8Array): Float64Array {
  const count = descriptors.length / DESCRIPTOR_LENGTH;
  const out = new Float64Array(count * 3);
  for (let d = 0; d < count; d++)
    for (let p = 0; p < 3; p++) {
      const from = d * DESCRIPTOR_LENGTH + (p === 0 ? 0 : GREY_CELLS + (p - 1) * CHROMA_CELLS);
      const n = p === 0 ? GREY_CELLS : CHROMA_CELLS;
      let norm = 0;
      for (let k = 0; k < n; k++) norm += descriptors[from + k]! * descriptors[from + k]!;
      out[d * 3 + p] = norm === 0 ? 0 : 1 / Math.sqrt(norm);
    }
  return out;
}

/** A catalogue's plane lengths, worked out once per catalogue (the server keeps its catalogue for its life). */
const catalogueNorms = new WeakMap<Int8Array, Float64Array>();

function dot(a: Int8Array, aAt: number, b: Int8Array, bAt: number, n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += a[aAt + k]! * b[bAt + k]!;
  return sum;
}

/** descriptorSimilarity of query descriptor `v` and entry `i`, from the planes' inverse lengths. */
function similarityAt(
  query: Int8Array,
  queryNorms: Float64Array,
  v: number,
  entries: Int8Array,
  entryNorms: Float64Array,
  i: number,
  greyWeight: number,
): number {
  const qa = v * DESCRIPTOR_LENGTH;
  const ea = i * DESCRIPTOR_LENGTH;
  const grey = queryNorms[v * 3]! * entryNorms[i * 3]!;
  const layout = grey === 0 ? 0 : dot(query, qa, entries, ea, GREY_CELLS) * grey;
  const redGreen = queryNorms[v * 3 + 1]! * entryNorms[i * 3 + 1]!;
  const yellowBlue = queryNorms[v * 3 + 2]! * entryNorms[i * 3 + 2]!;
  const shared = (redGreen === 0 ? 0 : 1) + (yellowBlue === 0 ? 0 : 1);
  if (shared === 0) return Math.max(0, layout);
  const colour =
    ((redGreen === 0 ? 0 : dot(query, qa + GREY_CELLS, entries, ea + GREY_CELLS, CHROMA_CELLS) * redGreen) +
      (yellowBlue === 0
        ? 0
        : dot(query, qa + GREY_CELLS + CHROMA_CELLS, entries, ea + GREY_CELLS + CHROMA_CELLS, CHROMA_CELLS) * yellowBlue)) /
    shared;
  return Math.max(0, greyWeight * layout + (1 - greyWeight) * colour);
}

/** Entries read at every one of the query's descriptors after a first pass at the first of each crop. */
const FIRST_PASS_KEEP = 100;

/**
 * Each entry's similarity to the query (descriptorSimilarity, at its best of the query's
 * descriptors). The query's descriptors come as knownWorkCropDescriptors gives them, each crop at
 * the JITTER_SHIFTS boxes in turn, the box as found first: every entry is read at the as-found
 * boxes, and the FIRST_PASS_KEEP best at every box (a shifted box moves a similarity by a few
 * hundredths, not past a hundred works). The rest keep their as-found similarity.
 */
export function entrySimilarities(descriptor: Int8Array, catalogue: KnownWorkCatalogue, greyWeight = GREY_WEIGHT): Float64Array {
  if (descriptor.length === 0 || descriptor.length % DESCRIPTOR_LENGTH !== 0)
    throw new Error(`a known-work descriptor has ${DESCRIPTOR_LENGTH} values, not ${descriptor.length}`);
  let entryNorms = catalogueNorms.get(catalogue.descriptors);
  if (!entryNorms) catalogueNorms.set(catalogue.descriptors, (entryNorms = inverseNorms(catalogue.descriptors)));
  const queryNorms = inverseNorms(descriptor);
  const variants = descriptor.length / DESCRIPTOR_LENGTH;
  const boxes = variants % JITTER_SHIFTS.length === 0 ? JITTER_SHIFTS.length : 1;
  const out = new Float64Array(catalogue.works.length);
  const best = (i: number, first: number, step: number) => {
    let top = out[i]!;
    for (let v = first; v < variants; v += step)
      top = Math.max(top, similarityAt(descriptor, queryNorms, v, catalogue.descriptors, entryNorms, i, greyWeight));
    out[i] = top;
  };
  for (let i = 0; i < out.length; i++) best(i, 0, boxes);
  if (boxes > 1) {
    const order = Array.from(out.keys()).sort((a, b) => out[b]! - out[a]!);
    for (const i of order.slice(0, FIRST_PASS_KEEP)) best(i, 0, 1);
  }
  return out;
}

/**
 * The best entry and its similarity, and the best of any other work (the second stage reads it).
 * `descriptor` may hold several descriptors end to end (a crop at several insets): each entry is
 * then as alike as its best one.
 */
export function nearestKnownWork(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  greyWeight = GREY_WEIGHT,
  similarities = entrySimilarities(descriptor, catalogue, greyWeight),
): { index: number; similarity: number; runnerUp: number } | null {
  let best: { index: number; similarity: number; runnerUp: number } | null = null;
  for (let i = 0; i < catalogue.works.length; i++) {
    const similarity = similarities[i]!;
    if (!best) best = { index: i, similarity, runnerUp: 0 };
    else if (similarity > best.similarity)
      best = { index: i, similarity, runnerUp: sameWork(catalogue, i, best.index) ? best.runnerUp : best.similarity };
    else if (similarity > best.runnerUp && !sameWork(catalogue, i, best.index)) best.runnerUp = similarity;
  }
  return best;
}

/**
 * The `k` entries most like the crop, best first, one per work: the shortlist the geometric check
 * (known-work-verify.ts) reads, so the layout only has to put the right work near the top.
 */
export function rankKnownWorks(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  k: number,
  similarities = entrySimilarities(descriptor, catalogue),
): Array<{ index: number; similarity: number }> {
  const top: Array<{ index: number; similarity: number }> = [];
  for (let i = 0; i < catalogue.works.length; i++) {
    const similarity = similarities[i]!;
    if (top.length === k && similarity <= top[k - 1]!.similarity) continue;
    const same = top.findIndex((t) => sameWork(catalogue, t.index, i));
    if (same >= 0) {
      if (top[same]!.similarity >= similarity) continue;
      top.splice(same, 1);
    }
    let at = top.length;
    while (at > 0 && top[at - 1]!.similarity < similarity) at--;
    top.splice(at, 0, { index: i, similarity });
    if (top.length > k) top.pop();
  }
  return top;
}

/** Two entries of one work (an operator's catalogue beside the default can hold the same picture). */
function sameWork({ works }: KnownWorkCatalogue, a: number, b: number): boolean {
  const x = works[a]!;
  const y = works[b]!;
  return x.artist.toLowerCase() === y.artist.toLowerCase() && x.title.toLowerCase() === y.title.toLowerCase();
}

/**
 * The second stage: a photo of a known work is much more like that work than like any other; a
 * generic layout (a dark sea under a pale sky, a portrait's head on a dark ground) is nearly as like
 * several. So the best must lead the best other work by this much (decision 0036's measurements:
 * 0.05 with a threshold of 0.80 in the second session, 0.15 with 0.74 in the third).
 */
export const KNOWN_WORK_MARGIN = 0.15;

export interface LayoutMatchOptions {
  threshold?: number;
  margin?: number;
}

const named = (catalogue: KnownWorkCatalogue, index: number, similarity: number): KnownWorkMatch => ({
  ...catalogue.works[index]!,
  similarity: Math.round(similarity * 1000) / 1000,
});

/** The layout rule alone: the entry most like the crop, when it is like enough and stands out. */
function layoutPick(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  { threshold = KNOWN_WORK_THRESHOLD, margin = KNOWN_WORK_MARGIN }: LayoutMatchOptions,
  similarities?: Float64Array,
): { index: number; similarity: number } | null {
  const best = nearestKnownWork(descriptor, catalogue, GREY_WEIGHT, similarities);
  return !best || best.similarity < threshold || best.similarity - best.runnerUp < margin ? null : best;
}

/**
 * The layout rule alone: the match before the fifth session, kept to measure the layout stage
 * against (the product's matchKnownWork only shortlists by layout).
 */
export function matchByLayout(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  options: LayoutMatchOptions = {},
): KnownWorkMatch | null {
  const best = layoutPick(descriptor, catalogue, options);
  return best ? named(catalogue, best.index, best.similarity) : null;
}

/** What the analysis hands the match: the candidate crops' layouts and the photo's corners. */
export interface KnownWorkQuery {
  /** knownWorkCropDescriptors: the candidate crops, end to end. */
  descriptor: Int8Array;
  /** photoKeypoints: null where they were not read. */
  keypoints: Keypoints | null;
}

/**
 * The geometric check reads the layout's best KNOWN_WORK_SHORTLIST works, and names the one with
 * the most inliers when it has at least KNOWN_WORK_MIN_INLIERS (decision 0036, fifth session).
 */
export const KNOWN_WORK_SHORTLIST = 20;
export const KNOWN_WORK_MIN_INLIERS = 10;
/** A count this high settles it: the rest of the shortlist is not read (no outside photo came near half of it). */
const DECISIVE_INLIERS = 2 * KNOWN_WORK_MIN_INLIERS;

export interface MatchOptions {
  shortlist?: number;
  minInliers?: number;
}

/**
 * The known work the photo shows, or null. The layout shortlists; the corners decide: the entry
 * of the shortlist whose corners one homography maps the most of the photo's onto, when enough
 * do. Its similarity is then the share of the entry's corners found in place. The layout alone
 * never names a work: it named generic layouts (a dark sea under a pale sky) in 0.75% of outside
 * photos, the corners in none of 320.
 */
export function matchKnownWork(
  query: KnownWorkQuery,
  catalogue: KnownWorkCatalogue,
  { shortlist = KNOWN_WORK_SHORTLIST, minInliers = KNOWN_WORK_MIN_INLIERS }: MatchOptions = {},
): KnownWorkMatch | null {
  const ranked = rankKnownWorks(query.descriptor, catalogue, shortlist);
  let best: { index: number; inliers: number } | null = null;
  if (query.keypoints)
    for (const { index } of ranked) {
      const entry = catalogue.keypoints[index];
      if (!entry) continue;
      const inliers = verifiedInliers(query.keypoints, entry, minInliers);
      if (inliers >= minInliers && inliers > (best?.inliers ?? 0)) best = { index, inliers };
      if (best && best.inliers >= Math.max(minInliers, DECISIVE_INLIERS)) break;
    }
  return best ? named(catalogue, best.index, Math.min(1, best.inliers / catalogue.keypoints[best.index]!.count)) : null;
}
