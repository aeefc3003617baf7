/**
 * The known-works catalogue as the engine holds it and as it is stored (issue 50, decision 0036):
 * facts, a layout descriptor (known-work-descriptor.ts) and the corners (known-work-keypoints.ts)
 * of each work, never its image. The default one is built by
 * scripts/research/known-works/build-catalogue.ts; an operator's by `npm run known-works:import`.
 * A version 1 file (layout only, written before the fifth session) is refused with what to do:
 * import it again; the corners are what name a work now.
 */
import type { RgbaImage } from "@engine/photo";
import { DESCRIPTOR_LENGTH, knownWorkDescriptor } from "./known-work-descriptor";
import { catalogueKeypoints, KEYPOINT_RECORD_BYTES, packKeypoints, unpackKeypoints, type Keypoints } from "./known-work-keypoints";

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
  /** Each work's corners (known-work-keypoints.ts); null for a work stored without them. */
  keypoints: (Keypoints | null)[];
}

/** The catalogue as it is stored: the same, with the descriptors and each work's corners as base64. */
export interface StoredKnownWorkCatalogue {
  version: 2;
  descriptorLength: number;
  works: KnownWorkFacts[];
  descriptors: string;
  /** Each work's packed corners (packKeypoints), "" for a work whose image gave none. */
  keypoints: string[];
}

/** The version this engine writes. */
export const KNOWN_WORK_CATALOGUE_VERSION = 2;

function fromBase64(text: string): Int8Array {
  const binary = atob(text);
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}

/** Decodes the stored catalogue, refusing one whose descriptors do not fit this engine. */
export function decodeKnownWorkCatalogue(stored: StoredKnownWorkCatalogue): KnownWorkCatalogue {
  const keypoints = decodeKeypointList(stored);
  if (stored.descriptorLength !== DESCRIPTOR_LENGTH)
    throw new Error(
      `the catalogue's descriptors have ${stored.descriptorLength} values; this engine reads ${DESCRIPTOR_LENGTH}: rebuild it`,
    );
  const descriptors = fromBase64(stored.descriptors);
  if (descriptors.length !== stored.works.length * DESCRIPTOR_LENGTH)
    throw new Error(`the catalogue holds ${stored.works.length} works but ${descriptors.length / DESCRIPTOR_LENGTH} descriptors`);
  return { works: stored.works, descriptors, keypoints };
}

function decodeKeypointList(stored: StoredKnownWorkCatalogue): (Keypoints | null)[] {
  if (!Array.isArray(stored.keypoints) || stored.keypoints.length !== stored.works.length)
    throw new Error(`the catalogue holds ${stored.works.length} works but ${stored.keypoints?.length ?? 0} lists of corners`);
  return stored.keypoints.map((text, i) => {
    if (typeof text !== "string") throw new Error(`work ${i + 1}'s corners are not base64 text`);
    const bytes = new Uint8Array(fromBase64(text).buffer);
    if (bytes.length % KEYPOINT_RECORD_BYTES !== 0)
      throw new Error(`work ${i + 1}'s corners are not whole ${KEYPOINT_RECORD_BYTES}-byte records`);
    return bytes.length === 0 ? null : unpackKeypoints(bytes);
  });
}

/** Encodes a work's corners for storing ("" for none). */
export const encodeKeypoints = (keypoints: Keypoints | null): string =>
  keypoints ? encodeDescriptors(new Int8Array(packKeypoints(keypoints).buffer)) : "";

const isText = (v: unknown, max: number): v is string => typeof v === "string" && v.trim().length > 0 && v.length <= max;

/**
 * Checks a catalogue read from a file (the default one, or an operator's import) and decodes it;
 * throws naming the first entry that is wrong, so a bad file stops the server's start, not a match.
 */
export function readKnownWorkCatalogue(value: unknown, source: string): KnownWorkCatalogue {
  const stored = value as (Partial<Omit<StoredKnownWorkCatalogue, "version">> & { version?: unknown }) | null;
  if (
    !stored ||
    typeof stored !== "object" ||
    stored.version !== KNOWN_WORK_CATALOGUE_VERSION ||
    !Array.isArray(stored.works) ||
    typeof stored.descriptors !== "string"
  )
    throw new Error(
      stored?.version === 1
        ? `${source} was written by an older version (layouts only, no corners): run npm run known-works:import on its CSV again`
        : `${source} is not a known-works catalogue (version 2, works, descriptors, keypoints)`,
    );
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
  return { works: catalogues.flatMap((c) => c.works), descriptors, keypoints: catalogues.flatMap((c) => c.keypoints) };
}

/** Encodes descriptors for storing (the build script and an operator's import use it). */
export function encodeDescriptors(descriptors: Int8Array): string {
  let binary = "";
  for (let i = 0; i < descriptors.length; i++) binary += String.fromCharCode(descriptors[i]! & 0xff);
  return btoa(binary);
}

/** What the catalogue keeps of one work's image. */
export interface KnownWorkEntry {
  descriptor: Int8Array;
  keypoints: Keypoints | null;
}

/** Reads a work's image as the catalogue keeps it (the default build and an operator's import both use it). */
export const knownWorkEntry = (image: RgbaImage): KnownWorkEntry => ({
  descriptor: knownWorkDescriptor(image),
  keypoints: catalogueKeypoints(image),
});

/** The catalogue file's contents for these works, in this engine's version. */
export function storeKnownWorkCatalogue(works: KnownWorkFacts[], entries: readonly KnownWorkEntry[]): StoredKnownWorkCatalogue {
  const packed = new Int8Array(entries.length * DESCRIPTOR_LENGTH);
  entries.forEach((e, i) => packed.set(e.descriptor, i * DESCRIPTOR_LENGTH));
  return {
    version: KNOWN_WORK_CATALOGUE_VERSION,
    descriptorLength: DESCRIPTOR_LENGTH,
    works,
    descriptors: encodeDescriptors(packed),
    keypoints: entries.map((e) => encodeKeypoints(e.keypoints)),
  };
}
