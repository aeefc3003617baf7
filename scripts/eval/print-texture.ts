/**
 * The photos suite's printed-reproduction rows (issue 50, decision 0039): how often the
 * printed-dot test (`measurePrintTexture`, engine/photo/print-texture.ts) is right, on posters made
 * by the known-works script (scripts/research/known-works/photos.ts `makePoster`: trimmed, faded,
 * CMY halftone dots of 3-5 px) and on the same paintings unprinted. Each is read three ways:
 *
 * - a close-up: a 640 px square of the work, the camera's blur, noise and JPEG, at full resolution
 *   (a phone photo taken a hand's width from the sheet);
 * - the whole work in a phone photo: framed on a wall at 1024 x 768 through the same camera, the
 *   located crop read at that resolution (what most owners send);
 * - for the paintings, the image as digitised (320 px in these collections).
 *
 * And, for information (no truth label: a print there may be a screenprint or an etching, which
 * have no dot screen), the general house's real catalogue photos (512 px) by medium: a painting
 * called printed there is a false alarm on a real photo.
 *
 * A poster is right when called "printed"; a painting is right when not called "printed"
 * ("cannot-tell" is the honest answer where the photo cannot show dots, and is counted apart).
 * Seeded; the works are the first style images in a fixed hash order.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { parseCsv } from "@engine/training";
import { locateArtwork, measurePrintTexture, type PrintVerdict, type RgbaImage } from "@engine/photo";
import { photographOnWall, seededRandom } from "@engine/test-support";
import { makePoster, wallOptions } from "../research/known-works/photos";
import { rgba } from "../fit/lib/photos/rgba";
import { styleSample } from "./style-files";

/**
 * Floors and ceilings a little short of what was measured when they were set (2026-12-02, decision
 * 0039; in its table): close-ups of posters called printed, paintings (close-up and as digitised)
 * called printed.
 */
export const PRINT_TEXTURE_FLOORS = { posterCloseUpPrinted: 0.85, paintingCalledPrintedCeiling: 0.02 } as const;

const SAMPLES = { ci: { works: 40, generalEvery: 8 }, full: { works: 200, generalEvery: 1 } } as const;
const CLOSE_UP = 640;

type Tally = Record<PrintVerdict, number>;
const emptyTally = (): Tally => ({ printed: 0, "not-printed": 0, "cannot-tell": 0 });

async function raw(image: RgbaImage, chain: (s: Sharp) => Sharp): Promise<RgbaImage> {
  const input = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  const jpeg = await chain(input).jpeg({ quality: 85 }).toBuffer();
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A phone's softness and JPEG at full resolution (no downscale: the test needs every pixel). */
function camera(image: RgbaImage, seed: number): Promise<RgbaImage> {
  const random = seededRandom(seed * 13 + 1);
  const sigma = 0.3 + 0.5 * random();
  return raw(image, (s) => s.blur(sigma));
}

/** A CLOSE_UP square from the middle of the image (the whole image when smaller). */
function middle(image: RgbaImage): Promise<RgbaImage> {
  const side = Math.min(CLOSE_UP, image.width, image.height);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  return raw(image, (s) => s.extract({ left, top, width: side, height: side }));
}

/** The painting unprinted at the poster's size: a smooth enlargement, as a sharp photo of the canvas would be. */
function enlargeSmooth(image: RgbaImage, longest: number): Promise<RgbaImage> {
  return raw(image, (s) => s.resize(longest, longest, { fit: "inside", kernel: "lanczos3" }));
}

/** The work framed on a wall in a 1024 x 768 phone photo, the located crop cut out at that size. */
async function wholeInPhoto(work: RgbaImage, seed: number): Promise<RgbaImage> {
  const photo = await camera(photographOnWall(work, wallOptions(seed)).photo, seed);
  const location = locateArtwork(photo);
  const xs = location.outline.map((p) => p.x);
  const ys = location.outline.map((p) => p.y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const width = Math.min(photo.width, Math.ceil(Math.max(...xs))) - left;
  const height = Math.min(photo.height, Math.ceil(Math.max(...ys))) - top;
  if (width < 16 || height < 16) return photo;
  return raw(photo, (s) => s.extract({ left, top, width, height }));
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

function row(label: string, tally: Tally): string {
  const n = tally.printed + tally["not-printed"] + tally["cannot-tell"];
  return `    ${label.padEnd(38)} printed ${pct(tally.printed / n).padStart(6)}  not printed ${pct(tally["not-printed"] / n).padStart(6)}  cannot tell ${pct(tally["cannot-tell"] / n).padStart(6)}  (n ${n})`;
}

/** The general house's sold lots' catalogue photos, every `every`-th, tallied by the catalogue's medium. */
async function generalPhotoRows(evaldataDir: string, every: number): Promise<Record<string, Tally>> {
  const dir = path.join(evaldataDir, "sales/general");
  const lots = parseCsv(readFileSync(path.join(dir, "lots.csv"), "utf8"))
    .filter((lot) => lot.photo)
    .sort((a, b) => (a.photo! < b.photo! ? -1 : 1))
    .filter((_, i) => i % every === 0);
  const tallies: Record<string, Tally> = {};
  for (const lot of lots) {
    const image = await rgba(path.join(dir, lot.photo!), 1024);
    const medium = lot.medium_category || "other";
    (tallies[medium] ??= emptyTally())[measurePrintTexture(image).verdict]++;
  }
  return tallies;
}

/** Prints the rows and answers the failures against the floors. */
export async function measurePrintTextureRows(evaldataDir: string, scope: "ci" | "full"): Promise<string[]> {
  const files = styleSample(evaldataDir, "print", SAMPLES[scope].works);
  const tallies = {
    posterCloseUp: emptyTally(),
    posterWhole: emptyTally(),
    paintingCloseUp: emptyTally(),
    paintingWhole: emptyTally(),
    paintingDigitised: emptyTally(),
  };
  for (const [i, file] of files.entries()) {
    const seed = 7000 + i;
    const painting = await rgba(path.join(evaldataDir, file), 1024);
    const poster = makePoster(painting, seed);
    tallies.posterCloseUp[measurePrintTexture(await camera(await middle(poster), seed)).verdict]++;
    tallies.posterWhole[measurePrintTexture(await wholeInPhoto(poster, seed)).verdict]++;
    const enlarged = await enlargeSmooth(painting, Math.max(poster.width, poster.height));
    tallies.paintingCloseUp[measurePrintTexture(await camera(await middle(enlarged), seed)).verdict]++;
    tallies.paintingWhole[measurePrintTexture(await wholeInPhoto(painting, seed)).verdict]++;
    tallies.paintingDigitised[measurePrintTexture(painting).verdict]++;
  }
  console.log("  printed-dot test (right: a poster called printed, a painting not called printed):");
  console.log(row("poster, close-up", tallies.posterCloseUp));
  console.log(row("poster, whole in a phone photo", tallies.posterWhole));
  console.log(row("painting, close-up", tallies.paintingCloseUp));
  console.log(row("painting, whole in a phone photo", tallies.paintingWhole));
  console.log(row("painting, as digitised", tallies.paintingDigitised));
  const general = await generalPhotoRows(evaldataDir, SAMPLES[scope].generalEvery);
  for (const [medium, tally] of Object.entries(general)) console.log(row(`general house's photos: ${medium}`, tally));
  const n = files.length;
  const failures: string[] = [];
  const closeUp = tallies.posterCloseUp.printed / n;
  if (closeUp < PRINT_TEXTURE_FLOORS.posterCloseUpPrinted)
    failures.push(
      `printed-dot test: close-ups of posters called printed ${pct(closeUp)} < ${pct(PRINT_TEXTURE_FLOORS.posterCloseUpPrinted)}`,
    );
  const realPaintings = general.painting ?? emptyTally();
  const realN = realPaintings.printed + realPaintings["not-printed"] + realPaintings["cannot-tell"];
  const paintings =
    tallies.paintingCloseUp.printed + tallies.paintingWhole.printed + tallies.paintingDigitised.printed + realPaintings.printed;
  const falseShare = paintings / (3 * n + realN);
  if (falseShare > PRINT_TEXTURE_FLOORS.paintingCalledPrintedCeiling)
    failures.push(
      `printed-dot test: paintings called printed ${pct(falseShare)} > ${pct(PRINT_TEXTURE_FLOORS.paintingCalledPrintedCeiling)}`,
    );
  return failures;
}
