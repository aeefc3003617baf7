/**
 * What the engine already reads from each sold lot's catalogue photo at the general house
 * (../shared/evaldata/sales/general/: Cabral Moncada's 2017-2019 online sales), for issue 49's
 * "prices read from the photo": the pixel measures of the located artwork and the style
 * probabilities, exactly as analyseArtwork computes them for an owner's photo. Cached under /tmp
 * (nothing is written into the repository); a second run reads the cache.
 *
 *   npx tsx scripts/research/photo-price/photo-features.ts [evaldataDir]   # ~10 min on 2 shared cores
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { analyseArtwork, type ArtworkAnalysis } from "@engine/analysis";
import { parseCsv } from "@engine/training";
import { rgba } from "../../fit/lib/photos/rgba";

export const PHOTO_FEATURES_CACHE = "/tmp/photo-price-cache/features.json";

/** One photo's numbers, by name (pixel measures, then "style:<name>" probabilities). */
export type PhotoFeatureRow = Record<string, number>;

/** The photo of every sold lot with a USD price, in loadGeneralLots' order (null: no photo). */
export function soldLotPhotos(evaldataDir: string): (string | null)[] {
  const rows = parseCsv(readFileSync(path.join(evaldataDir, "sales", "general", "lots.csv"), "utf8"));
  return rows
    .filter((r) => r.sold === "1" && Number(r.price_usd) > 0)
    .map((r) => (r.photo ? path.join(evaldataDir, "sales", "general", r.photo) : null));
}

/** The analysis as named numbers: every numeric measure, each hue bin, the located share, the styles. */
export function toFeatureRow(analysis: ArtworkAnalysis, photo: { width: number; height: number }): PhotoFeatureRow {
  const row: PhotoFeatureRow = {};
  for (const [key, value] of Object.entries(analysis.features)) {
    if (typeof value === "number" && Number.isFinite(value) && key !== "width" && key !== "height") row[key] = value;
    else if (typeof value === "boolean") row[key] = value ? 1 : 0;
  }
  analysis.features.hueHistogram.forEach((share, i) => (row[`hue${i}`] = share));
  // How much of the photo the work fills: a catalogue shows a framed print small on a mat.
  row.locatedShare = (analysis.features.width * analysis.features.height) / (photo.width * photo.height);
  row.foundOutline = analysis.location.method === "outline" ? 1 : 0;
  for (const s of analysis.prediction.topStyles) row[`style:${s.style}`] = s.probability;
  return row;
}

async function analysePhoto(file: string): Promise<PhotoFeatureRow> {
  const image = await rgba(file, 512);
  return toFeatureRow(await analyseArtwork(image), image);
}

/** Every photo's row (cached by file name); a photo that cannot be read is null. */
export async function loadPhotoFeatures(evaldataDir: string): Promise<(PhotoFeatureRow | null)[]> {
  const cache: Record<string, PhotoFeatureRow | null> = existsSync(PHOTO_FEATURES_CACHE)
    ? (JSON.parse(readFileSync(PHOTO_FEATURES_CACHE, "utf8")) as Record<string, PhotoFeatureRow | null>)
    : {};
  const photos = soldLotPhotos(evaldataDir);
  let fresh = 0;
  for (const file of photos) {
    if (!file || file in cache) continue;
    cache[file] = existsSync(file) ? await analysePhoto(file).catch(() => null) : null;
    if (++fresh % 100 === 0) {
      console.log(`${fresh} photos analysed`);
      save(cache);
    }
  }
  if (fresh) save(cache);
  return photos.map((file) => (file ? (cache[file] ?? null) : null));
}

function save(cache: Record<string, PhotoFeatureRow | null>) {
  mkdirSync(path.dirname(PHOTO_FEATURES_CACHE), { recursive: true });
  writeFileSync(PHOTO_FEATURES_CACHE, JSON.stringify(cache));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "../shared/evaldata");
  const rows = await loadPhotoFeatures(dir);
  console.log(`${rows.filter(Boolean).length} of ${rows.length} sold lots have photo features (${PHOTO_FEATURES_CACHE})`);
}
