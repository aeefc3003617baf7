/**
 * Learned features of the augmented owner's photos (../photos/owner-photo.ts), cached beside the clean
 * images' (a file of their own per network, so each stays under Node's 2 GB file read), under
 * keys of their own ("<file>#wall<copy>"), with the same row shape: the crop as the product
 * analyses it, then its mirror image. The photo and the locator's crop are made once per copy
 * and read by every network asked for.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { toNetworkInput, loadStyleNetwork, type StyleNetwork } from "@engine/style";
import { type StyleNetworkName } from "@engine/knowledge";
import { sampleGrid } from "@engine/photo";
import { cropAsTheProductDoes, decodeArtwork, ownerPhotoSeed, photographLikeAnOwner } from "../photos/owner-photo";
import { cacheFiles, candidateLayout, candidateSize, type ImageViews } from "./feature-cache";
import type { StyleImage } from "./style-images";

/** The cache key of copy `copy` of an image's owner's photo. */
export const ownerPhotoKey = (file: string, copy: number) => `${file}#wall${copy}`;

/** One network's cache, opened for reading rows by key and appending new ones. */
class FeatureCache {
  readonly rowSize: number;
  private readonly files: { rows: string; index: string };
  private readonly index: string[];
  private readonly rowOf: Map<string, number>;
  private stored: Float32Array;
  private readonly fresh: Float32Array[] = [];

  constructor(readonly network: StyleNetworkName) {
    this.rowSize = 2 * candidateSize(network);
    this.files = cacheFiles(network, "owner-photos");
    this.index = existsSync(this.files.index) ? (JSON.parse(readFileSync(this.files.index, "utf8")) as string[]) : [];
    this.stored = existsSync(this.files.rows) ? new Float32Array(readFileSync(this.files.rows).buffer.slice(0)) : new Float32Array(0);
    if (this.stored.length !== this.index.length * this.rowSize)
      throw new Error(`the ${network} feature cache's rows and index disagree; rebuild it (build-feature-cache.ts)`);
    this.rowOf = new Map(this.index.map((key, i) => [key, i]));
  }

  has(key: string): boolean {
    return this.rowOf.has(key);
  }

  append(key: string, views: readonly Float32Array[]): void {
    const row = new Float32Array(this.rowSize);
    views.forEach((v, i) => row.set(v, (i * this.rowSize) / 2));
    this.rowOf.set(key, this.index.length);
    this.index.push(key);
    this.fresh.push(row);
  }

  /** Writes the appended rows (the cache only grows, so an interrupted run resumes). */
  flush(): void {
    if (!this.fresh.length) return;
    const all = new Float32Array(this.stored.length + this.fresh.length * this.rowSize);
    all.set(this.stored);
    this.fresh.forEach((row, i) => all.set(row, this.stored.length + i * this.rowSize));
    this.stored = all;
    this.fresh.length = 0;
    mkdirSync(path.dirname(this.files.rows), { recursive: true });
    writeFileSync(this.files.rows, Buffer.from(all.buffer));
    writeFileSync(this.files.index, JSON.stringify(this.index));
  }

  views(key: string): ImageViews {
    const row = this.rowOf.get(key);
    if (row === undefined) throw new Error(`${this.network}: no cached features for ${key}`);
    if (this.fresh.length) this.flush();
    const start = row * this.rowSize;
    const half = this.rowSize / 2;
    return [this.stored.subarray(start, start + half), this.stored.subarray(start + half, start + this.rowSize)];
  }
}

/** The keys of the owner's photos every one of `networks` has cached (for experiments on a partial cache). */
export function cachedOwnerPhotoKeys(networks: readonly StyleNetworkName[]): Set<string> {
  const sets = networks.map((network) => {
    const { index } = cacheFiles(network, "owner-photos");
    return new Set(existsSync(index) ? (JSON.parse(readFileSync(index, "utf8")) as string[]) : []);
  });
  return new Set([...(sets[0] ?? [])].filter((key) => sets.every((s) => s.has(key))));
}

/**
 * The features of copies 0..copies-1 of every image's owner's photo, per network, per image, per
 * copy: extracted the first time (about 0.5 s per photo for the scene and the locator, plus each
 * network's forward pass of the crop and its mirror image), read from the cache afterwards.
 */
export async function loadOwnerPhotoFeatures(
  evaldataDir: string,
  images: readonly StyleImage[],
  networks: readonly StyleNetworkName[],
  copies: number,
): Promise<Partial<Record<StyleNetworkName, ImageViews[][]>>> {
  const caches = networks.map((network) => new FeatureCache(network));
  const wanted = images.flatMap((img) => Array.from({ length: copies }, (_, copy) => ({ img, copy })));
  const missing = wanted.filter(({ img, copy }) => caches.some((c) => !c.has(ownerPhotoKey(img.file, copy))));
  if (missing.length) {
    const extractors = new Map<StyleNetworkName, StyleNetwork>();
    for (const network of networks) {
      const extractor = await loadStyleNetwork(candidateLayout(network));
      if (extractor.size !== candidateSize(network)) throw new Error(`${network} gives ${extractor.size} values, the channel table more`);
      extractors.set(network, extractor);
    }
    const started = Date.now();
    const outlined = { found: 0 };
    for (const [i, { img, copy }] of missing.entries()) {
      const artwork = await decodeArtwork(path.join(evaldataDir, img.file));
      const { photo } = await photographLikeAnOwner(artwork, ownerPhotoSeed(img.file, copy));
      const { crop, location } = cropAsTheProductDoes(photo);
      if (location.method === "outline") outlined.found++;
      const input = toNetworkInput(sampleGrid(crop));
      const key = ownerPhotoKey(img.file, copy);
      for (const cache of caches) if (!cache.has(key)) cache.append(key, extractors.get(cache.network)!.extract(input, true));
      if ((i + 1) % 50 === 0 || i === missing.length - 1) {
        for (const cache of caches) cache.flush();
        console.log(
          `  owner's photos (${networks.join(", ")}): ${i + 1}/${missing.length} new, outline found in ${outlined.found} (${((Date.now() - started) / (i + 1)).toFixed(0)} ms/photo)`,
        );
      }
    }
  }
  return Object.fromEntries(
    caches.map((cache) => [
      cache.network,
      images.map((img) => Array.from({ length: copies }, (_, copy) => cache.views(ownerPhotoKey(img.file, copy)))),
    ]),
  );
}
