/**
 * The labelled style images of ../shared/evaldata (styles-large/, styles/ and styles-more/), read,
 * grouped and selected the same way for fitting and for `npm run eval` (their features:
 * feature-cache.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "@engine/training";
import { heldOutPhotoFiles } from "../photos/photo-picks";
import { type EvalScope, stratifiedSubset } from "../scope";

/** One labelled image. */
export interface StyleImage {
  file: string;
  style: string;
  /** Normalised artist name; "" when the source gives none. */
  artist: string;
  /** jalpv1, eliogrande, rasta, anbauoq, rory (styles/ originals), egfrontend, artwall (see SOURCE_BY_REPO). */
  source: string;
  /** "styles-large", "styles" or "styles-more". */
  set: string;
  /** Group for artist-held-out folds: the artist, or a stand-in for unknown artists (see groupOf). */
  group: string;
}

const SOURCE_BY_REPO: Record<string, string> = {
  "jalpv1/wiki-art-selected-resized": "jalpv1",
  "eliogrande/TheEndlessTuning_WikiArt224": "eliogrande",
  "bnegreve/rasta": "rasta",
  "anbauoq/art-style-classification": "anbauoq",
  "Rory-A/ml-art-representation": "rory",
  // styles-more/'s source A is the same WikiArt crawl as jalpv1's (same numeric ids, other pictures
  // by the same artists; SOURCES.md): one collection, so a fold holding out jalpv1 holds out both.
  "jalpv1/art_movements_cut_more": "jalpv1",
  "dw-does-grad-school/egfrontend": "egfrontend",
  "klv4de/ArtWall": "artwall",
};

/** Sources whose images carry no artist: held out in blocks, then regrouped by likeness (clusterUnknownArtists). */
const ARTISTLESS_BLOCKS: Readonly<Record<string, string>> = {
  "eliogrande/TheEndlessTuning_WikiArt224": "eliogrande",
  "jalpv1/art_movements_cut_more": "jalpv1-more",
};

/** Lower case, accents and punctuation removed, so spelling variants of a slug meet. */
export function normaliseArtist(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .split(" ")
    .filter((w) => w.length > 1 || w === "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The labelled folders a new fit reads. */
export const STYLE_DATA_SETS: readonly string[] = ["styles-large", "styles", "styles-more"];

/**
 * The folders the committed model was fitted on, so that `npm run eval` refits it on the same data.
 * A model written before styles-more/ joined records none: it read styles-large/ and styles/.
 */
export const committedTrainingSets = (model: { trainingSets?: readonly string[] }): readonly string[] =>
  model.trainingSets ?? ["styles-large", "styles"];

/**
 * Reads the label files of `sets`; rows whose image is missing are skipped, and so are the styles-more/
 * works the photos eval measures and the photo temperature is chosen on (scripts/fit/lib/photos/photo-picks.ts),
 * so that no fit sees them.
 */
export function readStyleImages(evaldataDir: string, sets: readonly string[] = STYLE_DATA_SETS): StyleImage[] {
  const images: Omit<StyleImage, "group">[] = [];
  const blocks: (string | undefined)[] = [];
  for (const set of sets) {
    const csv = path.join(evaldataDir, set, "labels.csv");
    if (!existsSync(csv)) continue;
    const heldOut = set === "styles-more" ? heldOutPhotoFiles(evaldataDir) : new Set<string>();
    for (const row of parseCsv(readFileSync(csv, "utf8"))) {
      const file = row.file ?? "";
      if (!file || heldOut.has(file) || !existsSync(path.join(evaldataDir, file))) continue;
      const repo = row.source_repo ?? "";
      images.push({
        file,
        style: row.style ?? "",
        artist: normaliseArtist(row.artist ?? ""),
        source: SOURCE_BY_REPO[repo] ?? "other",
        set,
      });
      blocks.push(ARTISTLESS_BLOCKS[repo]);
    }
  }
  return images.map((img, i) => ({ ...img, group: groupOf(img, blocks[i], i) }));
}

/**
 * Regroups the images of the artistless blocks (eliogrande, styles-more/'s jalpv1 part) by visual
 * similarity: within each block (one source, one style), k-means on
 * the network's deepest pooled features (one cluster per ~8 images, farthest-point start, so
 * deterministic). Works of one painter look alike and tend to share a cluster, so holding out
 * whole clusters approximates holding out painters; it is less strict than holding out the
 * whole source (reported separately as leave-one-source-out).
 */
export function clusterUnknownArtists(
  images: StyleImage[],
  features: readonly Float32Array[],
  offset: number,
  length: number,
): StyleImage[] {
  const out = [...images];
  const blockGroups = [...new Set(images.filter((i) => isArtistlessBlock(i.group)).map((i) => i.group))].sort();
  for (const block of blockGroups) {
    const rows = images.flatMap((img, i) => (img.group === block ? [i] : []));
    const points = rows.map((i) => {
      const v = features[i]!.subarray(offset, offset + length);
      const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
      return Float64Array.from(v, (x) => x / norm);
    });
    const k = Math.max(1, Math.round(points.length / 8));
    const dist = (a: Float64Array, b: Float64Array) => a.reduce((s, x, j) => s + (x - b[j]!) ** 2, 0);
    const centres: Float64Array[] = [Float64Array.from(points[0]!)];
    while (centres.length < k) {
      let best = 0;
      let bestD = -1;
      points.forEach((p, i) => {
        const d = Math.min(...centres.map((c) => dist(p, c)));
        if (d > bestD) [best, bestD] = [i, d];
      });
      centres.push(Float64Array.from(points[best]!));
    }
    let assign = points.map(() => 0);
    for (let iter = 0; iter < 10; iter++) {
      assign = points.map((p) => {
        let bestC = 0;
        centres.forEach((c, ci) => {
          if (dist(p, c) < dist(p, centres[bestC]!)) bestC = ci;
        });
        return bestC;
      });
      centres.forEach((c, ci) => {
        const members = points.filter((_, i) => assign[i] === ci);
        if (members.length) for (let j = 0; j < c.length; j++) c[j] = members.reduce((s, m) => s + m[j]!, 0) / members.length;
      });
    }
    rows.forEach((row, i) => (out[row] = { ...out[row]!, group: `${block}:${assign[i]}` }));
  }
  return out;
}

/** A block group as groupOf gives it ("<block>:<style>"), before clusterUnknownArtists splits it. */
const isArtistlessBlock = (group: string) =>
  Object.values(ARTISTLESS_BLOCKS).some((b) => group.startsWith(`${b}:`)) && group.split(":").length === 2;

/**
 * eliogrande and styles-more/'s jalpv1 images carry no artist. They are WikiArt pictures picked
 * within a style, so any of them may share a painter with any other image of the same style in
 * that source. We therefore hold them out as one block per source and style ("eliogrande:<style>"):
 * a fold never trains on that block while testing it, which is stricter than per-artist.
 */
function groupOf(img: Omit<StyleImage, "group">, block: string | undefined, index: number): string {
  // By surname: styles/ names painters by surname only ("pollock"), styles-large in full
  // ("jackson pollock"). Two painters sharing a surname share a fold, which is only stricter.
  if (img.artist) return `artist:${img.artist.split(" ").at(-1)}`;
  if (block) return `${block}:${img.style}`;
  return `unknown:${index}`;
}

/**
 * At most this many images per style take part. With styles-more/ several styles have more (Realism
 * 1,035, Art Nouveau 529); the cap keeps one style from dominating the fit. At 400 (6,109 images;
 * decision 0028) a refit from a new machine takes about two hours alone: the caches 61 minutes,
 * the fit about 80 with STYLE_SERIAL=1 (the fit's two processes would need more memory than the
 * machine has), the photo temperature 8. At 250 (4,016) it took about 75 minutes (decision 0026).
 */
export const MAX_IMAGES_PER_STYLE = 400;

/** One list in turn-taking order: the first item of each key, then the second of each, and so on. */
function takeTurns<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const byKey = new Map<string, T[]>();
  for (const item of items) byKey.set(keyOf(item), [...(byKey.get(keyOf(item)) ?? []), item]);
  const keys = [...byKey.keys()].sort();
  const out: T[] = [];
  for (let round = 0; out.length < items.length; round++)
    for (const k of keys) {
      const item = byKey.get(k)![round];
      if (item) out.push(item);
    }
  return out;
}

/**
 * A deterministic subset: within each style the collections take turns, and within a collection
 * its artists (groups) do, so a capped style keeps every collection and as many artists as
 * possible (what the collections-held-out figure needs). The result is interleaved across styles,
 * so a partly written feature cache already covers every style.
 */
export function selectStyleImages(images: readonly StyleImage[], perStyle = MAX_IMAGES_PER_STYLE): StyleImage[] {
  const byStyle = new Map<string, StyleImage[]>();
  for (const img of images) byStyle.set(img.style, [...(byStyle.get(img.style) ?? []), img]);
  const picked: { img: StyleImage; rank: number }[] = [];
  for (const list of byStyle.values()) {
    const sorted = [...list].sort((a, b) => a.file.localeCompare(b.file));
    const bySource = new Map<string, StyleImage[]>();
    for (const img of sorted) bySource.set(img.source, [...(bySource.get(img.source) ?? []), img]);
    const withinSource = [...bySource.values()].flatMap((imgs) => takeTurns(imgs, (img) => img.group));
    const ordered = takeTurns(withinSource, (img) => img.source);
    ordered.slice(0, perStyle).forEach((img, rank) => picked.push({ img, rank }));
  }
  return picked.sort((a, b) => a.rank - b.rank || a.img.style.localeCompare(b.img.style)).map((p) => p.img);
}

/**
 * Images per style in CI's subset (`npm run eval`): 17 styles x 20 = 340 images, whose features
 * three networks extract in two or three minutes on a fresh machine. Changing it changes the subset, so
 * the "ci" floors in scripts/eval/style.eval.ts must then be measured again.
 */
export const CI_IMAGES_PER_STYLE = 20;

/**
 * The images a scope measures: every image selectStyleImages keeps ("full"), or CI's fixed
 * subset, stratified by style and spread over as many artists as possible ("ci"). The subset is
 * drawn from all the images, not from selectStyleImages' capped list, so that images added to
 * the data folder move it as little as possible.
 */
export function scopeStyleImages(images: readonly StyleImage[], scope: EvalScope): StyleImage[] {
  if (scope === "full") return selectStyleImages(images);
  return stratifiedSubset(images, {
    stratum: (img) => img.style,
    group: (img) => img.group,
    key: (img) => img.file,
    perStratum: CI_IMAGES_PER_STYLE,
  });
}
