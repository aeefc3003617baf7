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
  version: 1;
  descriptorLength: number;
  works: KnownWorkFacts[];
  descriptors: string;
}

/**
 * The similarity a match needs. Provisional (decision 0036): the measured runs were too small to
 * fix it. At 0.77 the report half named 90% of wall photos but matched 10% of outside works, one
 * of them (a clean image) at 0.863; so the default sits above that until a larger run chooses it.
 */
export const KNOWN_WORK_THRESHOLD = 0.86;
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

/** The best entry and its similarity, whatever it is (the measurements read this). */
export function nearestKnownWork(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  greyWeight = GREY_WEIGHT,
): { index: number; similarity: number } | null {
  if (descriptor.length !== DESCRIPTOR_LENGTH)
    throw new Error(`a known-work descriptor has ${DESCRIPTOR_LENGTH} values, not ${descriptor.length}`);
  let best: { index: number; similarity: number } | null = null;
  for (let i = 0; i < catalogue.works.length; i++) {
    const similarity = descriptorSimilarity(descriptor, catalogue.descriptors, i * DESCRIPTOR_LENGTH, greyWeight);
    if (!best || similarity > best.similarity) best = { index: i, similarity };
  }
  return best;
}

/** The known work the crop shows, or null when no entry is alike enough. */
export function matchKnownWork(
  descriptor: Int8Array,
  catalogue: KnownWorkCatalogue,
  threshold = KNOWN_WORK_THRESHOLD,
): KnownWorkMatch | null {
  const best = nearestKnownWork(descriptor, catalogue);
  if (!best || best.similarity < threshold) return null;
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

/** Encodes descriptors for storing (the build script and an operator's import use it). */
export function encodeDescriptors(descriptors: Int8Array): string {
  let binary = "";
  for (let i = 0; i < descriptors.length; i++) binary += String.fromCharCode(descriptors[i]! & 0xff);
  return btoa(binary);
}
