/**
 * Names a known work from the descriptor of a located crop (issue 50, decision 0036): the
 * catalogue entry most like it, when it is like enough; else null. Pure and synchronous: the
 * catalogue is decoded once by the caller (engine/knowledge/known-works-catalogue.json, built by
 * scripts/research/known-works/build-catalogue.ts) and passed in.
 */
import { CHROMA_GRID, DESCRIPTOR_LENGTH, GREY_GRID } from "./known-work-descriptor";

export interface KnownWorkFacts {
  artist: string;
  title: string;
  year: number | null;
  /** Where the original is, when the source says so. */
  collection: string | null;
}

export interface KnownWorkMatch extends KnownWorkFacts {
  /** 0-1 (the weighted cosine of the two descriptors, negatives as 0). */
  similarity: number;
}

/** The catalogue as the engine holds it: the facts and one descriptor per work, end to end. */
export interface KnownWorkCatalogue {
  works: KnownWorkFacts[];
  descriptors: Int8Array;
}

/** The catalogue as it is stored: the same, with the descriptors as base64. */
export interface StoredKnownWorkCatalogue {
  version: number;
  descriptorLength: number;
  works: KnownWorkFacts[];
  descriptors: string;
}

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

/**
 * The best entry and its similarity, and the best of any other work (the second stage reads it).
 * `descriptor` may hold several descriptors end to end (a crop at several insets): each entry is
 * then as alike as its best one.
 */
export function nearestKnownWork(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  greyWeight = GREY_WEIGHT,
): { index: number; similarity: number; runnerUp: number } | null {
  if (descriptor.length === 0 || descriptor.length % DESCRIPTOR_LENGTH !== 0)
    throw new Error(`a known-work descriptor has ${DESCRIPTOR_LENGTH} values, not ${descriptor.length}`);
  const variants = Array.from({ length: descriptor.length / DESCRIPTOR_LENGTH }, (_, k) =>
    descriptor.subarray(k * DESCRIPTOR_LENGTH, (k + 1) * DESCRIPTOR_LENGTH),
  );
  let best: { index: number; similarity: number; runnerUp: number } | null = null;
  for (let i = 0; i < catalogue.works.length; i++) {
    let similarity = 0;
    for (const variant of variants)
      similarity = Math.max(similarity, descriptorSimilarity(variant, catalogue.descriptors, i * DESCRIPTOR_LENGTH, greyWeight));
    if (!best) best = { index: i, similarity, runnerUp: 0 };
    else if (similarity > best.similarity)
      best = { index: i, similarity, runnerUp: sameWork(catalogue, i, best.index) ? best.runnerUp : best.similarity };
    else if (similarity > best.runnerUp && !sameWork(catalogue, i, best.index)) best.runnerUp = similarity;
  }
  return best;
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

export interface MatchOptions {
  threshold?: number;
  margin?: number;
}

/** The known work the crop shows, or null when no entry is alike enough or none stands out. */
export function matchKnownWork(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  { threshold = KNOWN_WORK_THRESHOLD, margin = KNOWN_WORK_MARGIN }: MatchOptions = {},
): KnownWorkMatch | null {
  const best = nearestKnownWork(descriptor, catalogue);
  if (!best || best.similarity < threshold || best.similarity - best.runnerUp < margin) return null;
  return { ...catalogue.works[best.index]!, similarity: Math.round(best.similarity * 1000) / 1000 };
}

function fromBase64(text: string): Int8Array {
  const binary = atob(text);
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}

/** Decodes the stored catalogue, refusing one whose descriptors do not fit this engine. */
export function decodeKnownWorkCatalogue(stored: StoredKnownWorkCatalogue): KnownWorkCatalogue {
  if (stored.descriptorLength !== DESCRIPTOR_LENGTH)
    throw new Error(
      `the catalogue's descriptors have ${stored.descriptorLength} values; this engine reads ${DESCRIPTOR_LENGTH}: rebuild it`,
    );
  const descriptors = fromBase64(stored.descriptors);
  if (descriptors.length !== stored.works.length * DESCRIPTOR_LENGTH)
    throw new Error(`the catalogue holds ${stored.works.length} works but ${descriptors.length / DESCRIPTOR_LENGTH} descriptors`);
  return { works: stored.works, descriptors };
}

const isText = (v: unknown, max: number): v is string => typeof v === "string" && v.trim().length > 0 && v.length <= max;

/**
 * Checks a catalogue read from a file (the default one, or an operator's import) and decodes it;
 * throws naming the first entry that is wrong, so a bad file stops the server's start, not a match.
 */
export function readKnownWorkCatalogue(value: unknown, source: string): KnownWorkCatalogue {
  const stored = value as Partial<StoredKnownWorkCatalogue> | null;
  if (
    !stored ||
    typeof stored !== "object" ||
    stored.version !== 1 ||
    !Array.isArray(stored.works) ||
    typeof stored.descriptors !== "string"
  )
    throw new Error(`${source} is not a known-works catalogue (version 1, works, descriptors)`);
  stored.works.forEach((work: Partial<KnownWorkFacts>, i) => {
    const ok =
      isText(work?.artist, 200) &&
      isText(work?.title, 300) &&
      (work.year === null || Number.isInteger(work.year)) &&
      (work.collection === null || isText(work.collection, 300));
    if (!ok) throw new Error(`${source}: work ${i + 1} needs an artist, a title, a year (or null) and a collection (or null)`);
  });
  try {
    return decodeKnownWorkCatalogue(stored as StoredKnownWorkCatalogue);
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
  }
}

/** One catalogue searched as one: the default and an operator's own. */
export function joinKnownWorkCatalogues(...catalogues: KnownWorkCatalogue[]): KnownWorkCatalogue {
  const descriptors = new Int8Array(catalogues.reduce((n, c) => n + c.descriptors.length, 0));
  let at = 0;
  for (const c of catalogues) {
    descriptors.set(c.descriptors, at);
    at += c.descriptors.length;
  }
  return { works: catalogues.flatMap((c) => c.works), descriptors };
}

/** Encodes descriptors for storing (the build script and an operator's import use it). */
export function encodeDescriptors(descriptors: Int8Array): string {
  let binary = "";
  for (let i = 0; i < descriptors.length; i++) binary += String.fromCharCode(descriptors[i]! & 0xff);
  return btoa(binary);
}
