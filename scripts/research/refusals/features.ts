/**
 * The measures the refusal rule reads (engine/photo/artwork-presence.ts), for every photo the
 * rule is measured on (issue 50, decision 0037): the general house's 1,584 catalogue photos, every
 * style image (styles/, styles-large/, styles-more/) clean and framed on a wall, and no-artwork
 * photos (bare walls, rooms, documents, screenshots, made in code, seeded). Each image is located,
 * and both the located crop and the whole photo are measured; one JSON line per image is appended
 * to /tmp/h50r-cache/presence.jsonl, so a stopped run resumes and a proposed rule is read against
 * the same images in seconds (rule-report.ts).
 *   REFUSAL_GROUPS=general,clean,wall,none nice -n 10 npx tsx scripts/research/refusals/features.ts
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { analyseImagePixels, cropToOutline, locateArtwork, type PixelFeatures, type RgbaImage } from "@engine/photo";
import { makeBareWall, makeDocument, makeRoom, makeScreenshot } from "@engine/test-support";
import { EVALDATA, decode, fileShare, readEvalWorks } from "../known-works/evaldata-works";
import { throughCamera, wallPhoto } from "../known-works/photos";

export const CACHE_DIR = "/tmp/h50r-cache";
/** One file a run (REFUSAL_RUN), so two runs can measure side by side; all are read together. */
const CACHE_FILE = path.join(CACHE_DIR, `presence-${process.env.REFUSAL_RUN ?? "main"}.jsonl`);
/** No-artwork photos of each kind: seeds 501-600 (the photos suite reads 501-525 or 501-506). */
const NO_ARTWORK_PER_KIND = Number(process.env.REFUSAL_NONE ?? 100);

/** The scalar measures of PixelFeatures (palette and histograms left out: the rule reads none). */
export type Measures = Record<string, number>;

export interface MeasuredImage {
  group: "general" | "clean" | "wall" | "bare wall" | "room" | "document" | "screenshot";
  id: string;
  method: "outline" | "whole-image" | "owner";
  confidence: number;
  areaShare: number;
  crop: Measures;
  whole: Measures;
}

function scalars(f: PixelFeatures): Measures {
  const out: Measures = {};
  for (const [k, v] of Object.entries(f)) if (typeof v === "number") out[k] = Math.round(v * 1e5) / 1e5;
  out.isMonochrome = f.isMonochrome ? 1 : 0;
  return out;
}

export function measure(group: MeasuredImage["group"], id: string, image: RgbaImage): MeasuredImage {
  const location = locateArtwork(image);
  const whole = analyseImagePixels(image);
  const crop = location.method === "whole-image" ? whole : analyseImagePixels(cropToOutline(image, location.outline));
  return {
    group,
    id,
    method: location.method,
    confidence: location.confidence,
    areaShare: location.areaShare,
    crop: scalars(crop),
    whole: scalars(whole),
  };
}

export function readMeasured(): MeasuredImage[] {
  if (!existsSync(CACHE_DIR)) return [];
  return readdirSync(CACHE_DIR)
    .filter((f) => f.startsWith("presence-") && f.endsWith(".jsonl"))
    .flatMap((f) => readFileSync(path.join(CACHE_DIR, f), "utf8").split("\n"))
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as MeasuredImage);
}

/** As the server decodes an upload: upright, at most 512 px a side. */
async function analysisPixels(file: string): Promise<RgbaImage> {
  const { data, info } = await sharp(file)
    .rotate()
    .resize(512, 512, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function main() {
  mkdirSync(CACHE_DIR, { recursive: true });
  const done = new Set(readMeasured().map((m) => `${m.group}:${m.id}`));
  const groups = (process.env.REFUSAL_GROUPS ?? "none,general,clean,wall").split(",");
  let count = 0;
  const run = async (group: MeasuredImage["group"], id: string, make: () => Promise<RgbaImage>) => {
    if (done.has(`${group}:${id}`)) return;
    appendFileSync(CACHE_FILE, JSON.stringify(measure(group, id, await make())) + "\n");
    if (++count % 200 === 0) console.log(`  ${count} measured (${group})`);
  };
  if (groups.includes("none")) {
    const makers = { "bare wall": makeBareWall, room: makeRoom, document: makeDocument, screenshot: makeScreenshot } as const;
    for (const [kind, make] of Object.entries(makers))
      for (let s = 1; s <= NO_ARTWORK_PER_KIND; s++)
        await run(kind as MeasuredImage["group"], String(s), async () =>
          kind === "screenshot" ? make(500 + s) : throughCamera(make(500 + s), 500 + s),
        );
  }
  if (groups.includes("general")) {
    const dir = path.join(EVALDATA, "sales/general/photos");
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith(".jpg"))
      .sort())
      await run("general", f, () => analysisPixels(path.join(dir, f)));
  }
  // Every style image, in the label files' order; the wall photo of the i-th has seed 3000 + i.
  // Measured in a fixed hash order, so a run stopped early has measured a fair sample.
  const files = readEvalWorks().map((w, i) => ({ file: w.file, seed: 3000 + i }));
  files.sort((a, b) => fileShare(a.file, "refusal") - fileShare(b.file, "refusal"));
  if (groups.includes("clean")) for (const { file } of files) await run("clean", file, () => analysisPixels(path.join(EVALDATA, file)));
  // REFUSAL_REVERSE=1: from the other end, so a second run shares the wall photos' work.
  if (process.env.REFUSAL_REVERSE === "1") files.reverse();
  if (groups.includes("wall")) for (const { file, seed } of files) await run("wall", file, async () => wallPhoto(await decode(file), seed));
}

if (process.argv[1] === import.meta.filename) await main();
