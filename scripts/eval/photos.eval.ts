/**
 * Photos as owners take them (issue 30, decision 38): evaluation images "photographed on a wall"
 * (frames of different widths and colours, mats, walls, perspective, rotation, uneven light,
 * glare, noise, then blur and JPEG through sharp), and photos with no artwork (bare walls, rooms,
 * documents, screenshots) made the same way, all seeded. Measures the locator's corner error, the
 * share of no-artwork photos refused, the share of artworks wrongly refused, and the committed
 * style model's top-1 / top-3 on the clean images against the wall photos with and without the
 * crop. Images come from styles-more/: the works measured here are kept out of every fit
 * (scripts/fit/lib/photos/photo-picks.ts), other works of the same three collections are fitted on.
 */
import path from "node:path";
import sharp from "sharp";
import { analyseArtwork, loadArtworkNetworks } from "@engine/analysis";
import { toNetworkInput, predictStyle, type StylePrediction } from "@engine/style";
import { STYLE_MODEL } from "@engine/knowledge";
import { detectArtwork, locateArtwork, analyseImagePixels, type RgbaImage, sampleGrid } from "@engine/photo";
import {
  makeBareWall,
  makeDocument,
  makeRoom,
  makeScreenshot,
  cornerError,
  photographOnWall,
  seededRandom,
  type Rgb,
  type WallPhotoOptions,
} from "@engine/test-support";
import { PHOTO_EVAL_PER_STYLE, pickImages } from "../fit/lib/photos/photo-picks";
import { rgba } from "../fit/lib/photos/rgba";
import { committedTrainingSets } from "../fit/lib/style/style-images";
import type { EvalSuiteResult } from "./suite";
import { measureRefusals } from "./photo-refusals";
import { measurePrintTextureRows } from "./print-texture";

/**
 * Committed floors and ceilings, a little short of what was measured when they were set
 * (2026-11-29, the heads refitted on owner's photos, decision 0022). Scope ci: refused 100%, wrongly
 * refused 1.6%, clean 59.4% / 78.1%, on a wall 59.4% / 71.9% (top-3 gap 6.2 points, 32 works),
 * wall ECE 21.6%, of it underconfidence (stated 40.2% on average, right 59.4%). Scope full: clean
 * 42.2% / 66.4%, on a wall 43.0% / 69.5% (no gap), ECE 11.0%; 5 wall photos stated above 90%, all
 * five right. So the ceiling on sure answers counts wrong ones: "never 99%" when it is unsure.
 * Re-measured after the refit at 400 images a style (decision 0028): scope ci clean 75.0% / 87.5%,
 * on a wall 68.8% / 78.1% (gap 9.4 points), wall ECE 24.3%, refused 100%, wrongly 1.6%; scope
 * full clean 60.9% / 82.0%, on a wall 53.9% / 79.7% (gap 2.3 points), ECE 9.7%, 9 stated above
 * 90%, all nine right. After the refusal rule of decision 0037 (2026-12-02), scope ci: no-artwork
 * refused 100%, wrongly refused 0 of 64 (was 1), the style figures unchanged.
 */
export const PHOTO_FLOORS = {
  noArtworkRefused: 0.95,
  /**
   * Ceiling: this suite's styles-more works (clean or on a wall) refused as "no artwork"; the
   * general house's photos and the wider style samples have their own (photo-refusals.ts).
   */
  artworkWronglyRefused: 0.05,
  /** Share of wall photos whose found corners are within 5% of the work's diagonal. */
  cornersWithin5pc: 0.35,
  /** Ceiling: how far top-3 on wall photos (cropped) may fall below top-3 on the clean images. */
  wallTop3Gap: 0.12,
  /** Ceiling: calibration error (10 bins) of the style answer on wall photos, cropped. */
  wallCalibrationError: 0.25,
  /** Ceiling: share of wall photos (cropped) stated above 90% with the wrong first style (issue 30: "never 99%"). */
  wallWrongAbove90: 0.02,
};

/** Analysis-sized pixels, as the server decodes an upload (at most 512 px a side). */
const ANALYSIS_SIDE = 512;
export const SCOPES = {
  ci: { perStyle: PHOTO_EVAL_PER_STYLE.ci, noArtworkPerKind: 6 },
  full: { perStyle: PHOTO_EVAL_PER_STYLE.full, noArtworkPerKind: 25 },
};

const FRAMES: Rgb[] = [
  [92, 60, 32],
  [25, 25, 28],
  [190, 150, 70],
  [235, 235, 232],
  [120, 40, 30],
];
const WALLS: Rgb[] = [
  [214, 208, 196],
  [236, 234, 228],
  [150, 152, 155],
  [190, 205, 214],
  [226, 214, 170],
];
const MATS: Rgb[] = [
  [240, 238, 230],
  [250, 250, 248],
  [30, 30, 32],
];

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The camera and the hanging for photo `seed`: every setting drawn from the seed. */
export function wallOptions(seed: number): WallPhotoOptions {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const matted = random() < 0.6;
  return {
    width: 1024,
    height: 768,
    wall: pick(WALLS),
    frame: pick(FRAMES),
    frameWidth: 0.02 + 0.08 * random(),
    mat: pick(MATS),
    matWidth: matted ? 0.03 + 0.07 * random() : 0,
    fill: 0.6 + 0.3 * random(),
    perspective: 0.06 * random(),
    rotation: (random() - 0.5) * 10,
    lightFalloff: 0.4 * random(),
    glare: 0.3 * random(),
    noise: 1 + 5 * random(),
    seed,
  };
}

/** A phone's last steps: a little blur, then JPEG, then the server's decode to analysis size. */
export async function throughCamera(photo: RgbaImage, seed: number): Promise<RgbaImage> {
  const random = seededRandom(seed * 31);
  const jpeg = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .blur(0.3 + 1.2 * random())
    .jpeg({ quality: Math.round(60 + 30 * random()) })
    .toBuffer();
  return rgba(jpeg, ANALYSIS_SIDE);
}

/** The style answer for the whole photo, frame and wall included (as before the locator). */
async function predictUncropped(image: RgbaImage): Promise<StylePrediction> {
  const networks = await loadArtworkNetworks();
  const input = toNetworkInput(sampleGrid(image));
  return predictStyle(
    analyseImagePixels(image),
    networks.map((n) => n.extract(input, STYLE_MODEL.mirror)),
  );
}

interface Tally {
  n: number;
  top1: number;
  top3: number;
  /** The stated confidence of each answer and whether its first style was right (for the calibration error). */
  stated: { confidence: number; correct: boolean }[];
}
const tally = (): Tally => ({ n: 0, top1: 0, top3: 0, stated: [] });
function count(t: Tally, prediction: StylePrediction, truth: string) {
  t.n++;
  const correct = prediction.topStyles[0]?.style === truth;
  if (correct) t.top1++;
  if (prediction.topStyles.some((s) => s.style === truth)) t.top3++;
  t.stated.push({ confidence: prediction.probability, correct });
}

/**
 * Expected calibration error over 10 equal-width bins of stated confidence: the answers' share in
 * each bin times the gap between their mean stated confidence and how often they were right.
 */
export function expectedCalibrationError(stated: readonly { confidence: number; correct: boolean }[], bins = 10): number {
  if (stated.length === 0) return 0;
  let error = 0;
  for (let b = 0; b < bins; b++) {
    const inBin = stated.filter((s) => Math.min(bins - 1, Math.floor(s.confidence * bins)) === b);
    if (inBin.length === 0) continue;
    const confidence = inBin.reduce((sum, s) => sum + s.confidence, 0) / inBin.length;
    const accuracy = inBin.filter((s) => s.correct).length / inBin.length;
    error += (inBin.length / stated.length) * Math.abs(confidence - accuracy);
  }
  return error;
}

export async function runEval(evaldataDir: string, scope: "ci" | "full" = "ci"): Promise<EvalSuiteResult> {
  const started = Date.now();
  const { perStyle, noArtworkPerKind } = SCOPES[scope];
  const samples = pickImages(evaldataDir, perStyle);
  const clean = tally();
  const wallWhole = tally();
  const wallCropped = tally();
  const errors: number[] = [];
  let artworks = 0;
  let wronglyRefused = 0;
  let located = 0;
  for (const [i, sample] of samples.entries()) {
    const image = await rgba(path.join(evaldataDir, sample.file), 768);
    const cleanPixels = await rgba(path.join(evaldataDir, sample.file), ANALYSIS_SIDE);
    const cleanAnalysis = await analyseArtwork(cleanPixels);
    count(clean, cleanAnalysis.prediction, sample.style);
    const { photo, corners } = photographOnWall(image, wallOptions(1000 + i));
    const onWall = await throughCamera(photo, 1000 + i);
    const scale = onWall.width / photo.width;
    const truth = corners.map((p) => ({ x: p.x * scale, y: p.y * scale })) as unknown as typeof corners;
    errors.push(cornerError(locateArtwork(onWall).outline, truth));
    const wallAnalysis = await analyseArtwork(onWall);
    count(wallCropped, wallAnalysis.prediction, sample.style);
    if (wallAnalysis.location.method === "outline") located++;
    count(wallWhole, await predictUncropped(onWall), sample.style);
    artworks += 2;
    if (!cleanAnalysis.presence.isArtwork) wronglyRefused++;
    if (!wallAnalysis.presence.isArtwork) wronglyRefused++;
  }

  const makers = { "bare wall": makeBareWall, room: makeRoom, document: makeDocument, screenshot: makeScreenshot };
  const refusedByKind: Record<string, string> = {};
  let noArtwork = 0;
  let refused = 0;
  for (const [kind, make] of Object.entries(makers)) {
    let kindRefused = 0;
    for (let s = 1; s <= noArtworkPerKind; s++) {
      const picture = make(500 + s);
      // Photographed pictures go through the camera; a screenshot is the file itself.
      const pixels = kind === "screenshot" ? picture : await throughCamera(picture, 500 + s);
      if (!detectArtwork(pixels).isArtwork) kindRefused++;
    }
    refusedByKind[kind] = `${kindRefused}/${noArtworkPerKind}`;
    noArtwork += noArtworkPerKind;
    refused += kindRefused;
  }

  const sorted = [...errors].sort((a, b) => a - b);
  const within5 = errors.filter((e) => e <= 0.05).length / errors.length;
  const rate = (t: Tally, k: "top1" | "top3") => (t.n ? t[k] / t.n : 0);
  const aboveNinety = (t: Tally) => (t.n ? t.stated.filter((s) => s.confidence > 0.9).length / t.n : 0);
  const meanStated = (t: Tally) => (t.n ? t.stated.reduce((sum, s) => sum + s.confidence, 0) / t.n : 0);
  console.log(
    `\nPhotos of artworks (scope ${scope}: ${samples.length} images of styles-more/, ${perStyle} per style, ${noArtwork} no-artwork photos; ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (committedTrainingSets(STYLE_MODEL).includes("styles-more")) {
    console.log(
      "  These works are kept out of every fit (scripts/fit/lib/photos/photo-picks.ts); other works of their three collections are",
    );
    console.log("  fitted on. Collections held out entirely are measured by the style suite; here read the gap between clean and wall.");
  } else {
    console.log("  The committed model was not fitted on styles-more/: these works come from collections it never saw, so the");
    console.log("  absolute top-1/top-3 are low; the figure to read is the gap between clean images and wall photos.");
  }
  console.log(
    `  locator corner error (share of the work's diagonal): median ${pct(sorted[Math.floor(sorted.length / 2)] ?? 0)}, within 5% for ${pct(within5)}`,
  );
  console.log(
    `  no-artwork photos refused: ${pct(refused / noArtwork)} (${Object.entries(refusedByKind)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
  );
  console.log(`  wall photos with an outline found: ${located} of ${samples.length}`);
  console.log(`  artworks wrongly refused: ${pct(wronglyRefused / artworks)} (${wronglyRefused} of ${artworks}, clean and on a wall)`);
  console.log("                           top-1    top-3   ECE (10 bins)   stated above 90%   mean stated");
  for (const [label, t] of [
    ["clean images", clean],
    ["on a wall, cropped", wallCropped],
    ["on a wall, whole photo", wallWhole],
  ] as const)
    console.log(
      `  ${label.padEnd(24)} ${pct(rate(t, "top1")).padStart(6)}   ${pct(rate(t, "top3")).padStart(6)}   ${pct(expectedCalibrationError(t.stated)).padStart(12)}   ${pct(aboveNinety(t)).padStart(16)}   ${pct(meanStated(t)).padStart(11)}`,
    );
  const sure = wallCropped.stated.filter((s) => s.confidence > 0.9);
  console.log(`  wall photos stated above 90%: ${sure.length}, of which right ${sure.filter((s) => s.correct).length}`);

  // Issue 50: real artworks refused, beside the no-artwork photos refused above.
  const failures: string[] = await measureRefusals(evaldataDir, scope, (image, seed) =>
    throughCamera(photographOnWall(image, wallOptions(seed)).photo, seed),
  );
  // Issue 50: how often the printed-dot test is right, before the value uses it (decision 0039).
  failures.push(...(await measurePrintTextureRows(evaldataDir, scope)));
  if (refused / noArtwork < PHOTO_FLOORS.noArtworkRefused)
    failures.push(`no-artwork photos refused ${pct(refused / noArtwork)} is below the floor ${pct(PHOTO_FLOORS.noArtworkRefused)}`);
  if (wronglyRefused / artworks > PHOTO_FLOORS.artworkWronglyRefused)
    failures.push(
      `artworks wrongly refused ${pct(wronglyRefused / artworks)} is above the ceiling ${pct(PHOTO_FLOORS.artworkWronglyRefused)}`,
    );
  if (within5 < PHOTO_FLOORS.cornersWithin5pc)
    failures.push(`corners within 5% ${pct(within5)} is below the floor ${pct(PHOTO_FLOORS.cornersWithin5pc)}`);
  const gap = rate(clean, "top3") - rate(wallCropped, "top3");
  if (gap > PHOTO_FLOORS.wallTop3Gap)
    failures.push(`wall photos' top-3 is ${pct(gap)} below the clean images' (ceiling ${pct(PHOTO_FLOORS.wallTop3Gap)})`);
  const wallEce = expectedCalibrationError(wallCropped.stated);
  if (wallEce > PHOTO_FLOORS.wallCalibrationError)
    failures.push(`wall photos' calibration error ${pct(wallEce)} is above the ceiling ${pct(PHOTO_FLOORS.wallCalibrationError)}`);
  const wrongAndSure = wallCropped.n ? sure.filter((s) => !s.correct).length / wallCropped.n : 0;
  if (wrongAndSure > PHOTO_FLOORS.wallWrongAbove90)
    failures.push(`wall photos stated above 90% and wrong: ${pct(wrongAndSure)}, above the ceiling ${pct(PHOTO_FLOORS.wallWrongAbove90)}`);
  return { name: "photos", failures };
}
