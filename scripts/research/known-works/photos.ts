/**
 * Photos of a work as owners take them, for the known-works measurements (decision 0036): framed on
 * a wall (the photos suite's camera, engine/test-support/wall-photo.ts), and a poster of it (edges
 * trimmed, colours faded and yellowed, printed as CMY halftone dots) pinned to a wall unframed.
 * Both go through a phone's blur and JPEG and the server's decode to 512 px. All seeded.
 */
import sharp from "sharp";
import type { RgbaImage } from "@engine/photo";
import { photographOnWall, seededRandom, type Rgb, type WallPhotoOptions } from "@engine/test-support";

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
/** Analysis-sized pixels, as the server decodes an upload. */
const ANALYSIS_SIDE = 512;

/** The photos suite's hanging and camera for `seed` (scripts/eval/photos.eval.ts, copied: that file is moving). */
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

export async function throughCamera(photo: RgbaImage, seed: number): Promise<RgbaImage> {
  const random = seededRandom(seed * 31);
  const jpeg = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .blur(0.3 + 1.2 * random())
    .jpeg({ quality: Math.round(60 + 30 * random()) })
    .toBuffer();
  const { data, info } = await sharp(jpeg)
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Poster pixels per side at least this: a print's screen is fine, not a few dots across the work. */
const POSTER_SIDE = 1200;

/** Nearest-neighbour enlargement, so the halftone screen is laid at print scale. */
function enlarge(image: RgbaImage, side: number): RgbaImage {
  const k = Math.max(1, Math.ceil(side / Math.max(image.width, image.height)));
  const width = image.width * k;
  const height = image.height * k;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (Math.floor(y / k) * image.width + Math.floor(x / k)) * 4;
      data.set(image.data.subarray(i, i + 4), (y * width + x) * 4);
    }
  return { data, width, height };
}

/**
 * A cheap print of the work: 1-6% trimmed off each edge, faded and yellowed, CMY halftone dots
 * (a screen of 3-5 px on a poster at least 1,200 px a side: 240-400 lines across).
 */
export function makePoster(source: RgbaImage, seed: number): RgbaImage {
  const image = enlarge(source, POSTER_SIDE);
  const random = seededRandom(seed * 7 + 3);
  const cut = () => 0.01 + 0.05 * random();
  const left = Math.floor(image.width * cut());
  const right = image.width - Math.floor(image.width * cut());
  const top = Math.floor(image.height * cut());
  const bottom = image.height - Math.floor(image.height * cut());
  const width = right - left;
  const height = bottom - top;
  const desaturate = 0.25 + 0.35 * random();
  const lift = 20 + 30 * random();
  const range = 0.7 + 0.15 * random();
  const period = 3 + 2 * random();
  const angles = [15, 75, 0].map((a) => ((a + 10 * random()) * Math.PI) / 180);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((y + top) * image.width + (x + left)) * 4;
      const g = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        // Faded: towards grey, blacks lifted, whites a little down, yellowed (less blue).
        const v = image.data[i + c]! * (1 - desaturate) + g * desaturate;
        const faded = lift + v * range - (c === 2 ? 18 : 0) + (c === 0 ? 6 : 0);
        // Halftone: ink where the screen's dot pattern is below the ink coverage of this channel.
        const ink = 1 - Math.min(1, Math.max(0, faded / 255));
        const a = angles[c]!;
        const u = (x * Math.cos(a) + y * Math.sin(a)) / period;
        const w = (-x * Math.sin(a) + y * Math.cos(a)) / period;
        const screen = (Math.cos(2 * Math.PI * u) * Math.cos(2 * Math.PI * w) + 1) / 2;
        data[o + c] = screen < ink ? 35 : 245;
      }
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

/** The work framed on a wall, photographed. */
export async function wallPhoto(image: RgbaImage, seed: number): Promise<RgbaImage> {
  return throughCamera(photographOnWall(image, wallOptions(seed)).photo, seed);
}

/** The work as a poster in a thin frame without a mat ("framed"), or pinned to the wall bare, photographed. */
export async function posterPhoto(image: RgbaImage, seed: number, framed: boolean): Promise<RgbaImage> {
  const options = { ...wallOptions(seed), frameWidth: framed ? 0.01 + 0.01 * seededRandom(seed * 5)() : 0, matWidth: 0 };
  return throughCamera(photographOnWall(makePoster(image, seed), options).photo, seed);
}
