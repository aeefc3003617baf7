/**
 * How often the current presence rules (engine/photo/artwork-presence.ts, unchanged) refuse a real
 * artwork as "no artwork" (issue 50): the general house's catalogue photos, the style images clean
 * and framed on a wall (seeded samples, sizes printed), beside the no-artwork photos
 * (engine/test-support/no-artwork-photos.ts) refused. Each image's features are cached in /tmp so
 * a proposed rule can be read against the same images (refusal-rule.ts).
 *   REFUSAL_CLEAN=1000 REFUSAL_WALL=300 nice -n 10 npx tsx scripts/research/known-works/refusals.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  analyseImagePixels,
  type PixelFeatures,
  type RgbaImage,
  assessArtworkPresence,
  cropToOutline,
  locateArtwork,
  type ArtworkLocation,
} from "@engine/photo";
import { makeBareWall, makeDocument, makeRoom, makeScreenshot } from "@engine/test-support";
import { CACHE_DIR, EVALDATA, decode, fileShare, readEvalWorks } from "./evaldata-works";
import { throughCamera, wallPhoto } from "./photos";

const CLEAN = Number(process.env.REFUSAL_CLEAN ?? 1000);
const WALL = Number(process.env.REFUSAL_WALL ?? 300);
const NO_ARTWORK_PER_KIND = 25;
export const FEATURE_CACHE = path.join(CACHE_DIR, "presence-features.json");

export interface JudgedImage {
  group: string;
  id: string;
  features: PixelFeatures;
  location: Pick<ArtworkLocation, "method" | "confidence" | "areaShare">;
  refusedAs: string | null;
}

function judge(group: string, id: string, image: RgbaImage): JudgedImage {
  const location = locateArtwork(image);
  const crop = location.method === "whole-image" ? image : cropToOutline(image, location.outline);
  const features = analyseImagePixels(crop);
  const presence = assessArtworkPresence(features, location);
  return {
    group,
    id,
    features,
    location: { method: location.method, confidence: location.confidence, areaShare: location.areaShare },
    refusedAs: presence.kind,
  };
}

async function decodeAnalysisSize(file: string): Promise<RgbaImage> {
  const { data, info } = await sharp(file)
    .rotate()
    .resize(512, 512, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function main() {
  const cache: Record<string, JudgedImage> = existsSync(FEATURE_CACHE) ? JSON.parse(readFileSync(FEATURE_CACHE, "utf8")) : {};
  const run = async (group: string, id: string, make: () => Promise<RgbaImage>) => {
    const key = `${group}:${id}`;
    if (!cache[key]) cache[key] = judge(group, id, await make());
    return cache[key];
  };
  const photosDir = path.join(EVALDATA, "sales/general/photos");
  const general = readdirSync(photosDir)
    .filter((f) => f.endsWith(".jpg"))
    .sort();
  for (const [i, f] of general.entries()) {
    await run("general house photos", f, () => decodeAnalysisSize(path.join(photosDir, f)));
    if (i % 400 === 399) writeFileSync(FEATURE_CACHE, JSON.stringify(cache));
  }
  writeFileSync(FEATURE_CACHE, JSON.stringify(cache));
  const styleFiles = readEvalWorks()
    .map((w) => w.file)
    .sort((a, b) => fileShare(a, "refusal") - fileShare(b, "refusal"));
  for (const f of styleFiles.slice(0, CLEAN)) await run("style images, clean", f, () => decodeAnalysisSize(path.join(EVALDATA, f)));
  writeFileSync(FEATURE_CACHE, JSON.stringify(cache));
  for (const [i, f] of styleFiles.slice(0, WALL).entries())
    await run("style images, on a wall", f, async () => wallPhoto(await decode(f), 3000 + i));
  const makers = { "bare wall": makeBareWall, room: makeRoom, document: makeDocument, screenshot: makeScreenshot };
  for (const [kind, make] of Object.entries(makers))
    for (let s = 1; s <= NO_ARTWORK_PER_KIND; s++)
      await run(`no artwork: ${kind}`, String(s), async () =>
        kind === "screenshot" ? make(500 + s) : throughCamera(make(500 + s), 500 + s),
      );
  writeFileSync(FEATURE_CACHE, JSON.stringify(cache));
  report(Object.values(cache), (j) => j.refusedAs, "current rules (engine/photo/artwork-presence.ts)");
}

/** Prints each group's refused share under a rule. */
export function report(judged: JudgedImage[], refuse: (j: JudgedImage) => string | null, label: string) {
  console.log(`\nrefused as "no artwork" under the ${label}:`);
  const groups = [...new Set(judged.map((j) => j.group))].sort();
  for (const group of groups) {
    const items = judged.filter((j) => j.group === group);
    const refused = items.filter((j) => refuse(j) !== null);
    const kinds: Record<string, number> = {};
    for (const j of refused) kinds[refuse(j)!] = (kinds[refuse(j)!] ?? 0) + 1;
    console.log(
      `  ${group.padEnd(28)} ${((100 * refused.length) / items.length).toFixed(1).padStart(5)}% (${refused.length} of ${items.length}) ${JSON.stringify(kinds)}`,
    );
  }
}

if (process.argv[1] === import.meta.filename) await main();
