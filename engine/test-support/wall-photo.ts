/**
 * "Photographed on a wall" versions of images, made in code with a seed (issue 30): the work in a
 * mat and a frame, hung on a wall, seen a little off-axis and rotated, under uneven light with
 * some glare and camera noise. The unit tests and the photos eval both use it, and know exactly
 * where the work's corners landed. Pure TypeScript, so it runs without files or native code.
 */
import { type RgbaImage, homographyBetween, project, type Quad } from "@engine/photo";

export type Rgb = [number, number, number];

/** A small seeded generator (mulberry32): the same seed gives the same photo. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WallPhotoOptions {
  width: number;
  height: number;
  wall: Rgb;
  frame: Rgb;
  /** Frame and mat widths as shares of the work's longer side (0 for none). */
  frameWidth: number;
  mat: Rgb;
  matWidth: number;
  /** Share of the photo's shorter side the framed work spans. */
  fill: number;
  /** Corner jitter as a share of the framed work's size: the camera not square to the wall. */
  perspective: number;
  /** Degrees. */
  rotation: number;
  /** Light falloff across the photo (0 even, 0.4 strong). */
  lightFalloff: number;
  /** Strength of one glare spot (0 none, 1 white at its centre). */
  glare: number;
  /** Standard deviation of per-pixel noise, in 0-255 levels. */
  noise: number;
  seed: number;
}

/**
 * A painting framed, matted and hung on a wall, photographed a little off-axis, as the repository's
 * tests use it: the locator finds it. Tests that need another scene (a bigger photo, no frame, a
 * small work on a large wall) override what differs.
 */
export const FRAMED_ON_WALL: WallPhotoOptions = {
  width: 640,
  height: 480,
  wall: [214, 208, 196],
  frame: [92, 60, 32],
  frameWidth: 0.05,
  mat: [240, 238, 230],
  matWidth: 0.06,
  fill: 0.8,
  perspective: 0.04,
  rotation: 2,
  lightFalloff: 0.3,
  glare: 0.1,
  noise: 4,
  seed: 3,
};

/** A photo of `artwork` (null: an empty wall, no work) and where the work's corners are in it. */
export function photographOnWall(artwork: RgbaImage | null, options: WallPhotoOptions): { photo: RgbaImage; corners: Quad } {
  const random = seededRandom(options.seed);
  const { width: W, height: H } = options;
  const aw = artwork?.width ?? 3;
  const ah = artwork?.height ?? 4;
  // The wall plane, in units of the work's longer side: work, then mat, then frame around it.
  const long = Math.max(aw, ah);
  const workW = aw / long;
  const workH = ah / long;
  const mat = options.matWidth;
  const frame = options.frameWidth;
  const outerW = workW + 2 * (mat + frame);
  const outerH = workH + 2 * (mat + frame);
  const planeQuad: Quad = [
    { x: 0, y: 0 },
    { x: outerW, y: 0 },
    { x: outerW, y: outerH },
    { x: 0, y: outerH },
  ];
  // Where the outer frame lands in the photo: centred, scaled to `fill`, rotated, each corner jittered.
  const scale = (options.fill * Math.min(W, H)) / Math.max(outerW, outerH);
  const angle = (options.rotation * Math.PI) / 180;
  const jitter = options.perspective * scale * Math.max(outerW, outerH);
  const photoQuad = planeQuad.map((p) => {
    const x = (p.x - outerW / 2) * scale;
    const y = (p.y - outerH / 2) * scale;
    return {
      x: W / 2 + x * Math.cos(angle) - y * Math.sin(angle) + (random() - 0.5) * 2 * jitter,
      y: H / 2 + x * Math.sin(angle) + y * Math.cos(angle) + (random() - 0.5) * 2 * jitter,
    };
  }) as unknown as Quad;
  const toPhoto = homographyBetween(planeQuad, photoQuad);
  const toPlane = homographyBetween(photoQuad, planeQuad);
  const inset = mat + frame;
  const corners = [
    { x: inset, y: inset },
    { x: inset + workW, y: inset },
    { x: inset + workW, y: inset + workH },
    { x: inset, y: inset + workH },
  ].map((p) => project(toPhoto, p)) as unknown as Quad;

  const glareX = random() * W;
  const glareY = random() * H;
  const glareR = (0.1 + 0.15 * random()) * Math.min(W, H);
  const lightAngle = random() * 2 * Math.PI;
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = project(toPlane, { x: x + 0.5, y: y + 0.5 });
      let rgb: Rgb;
      if (p.x < 0 || p.y < 0 || p.x > outerW || p.y > outerH) rgb = options.wall;
      else if (p.x < frame || p.y < frame || p.x > outerW - frame || p.y > outerH - frame) {
        // A bevel: the frame's top and left faces catch more light than its bottom and right.
        const lit = p.x < frame || p.y < frame ? 1.08 : 0.88;
        rgb = options.frame.map((c) => c * lit) as Rgb;
      } else if (p.x < inset || p.y < inset || p.x > inset + workW || p.y > inset + workH) rgb = options.mat;
      else rgb = artwork ? sampleArtwork(artwork, ((p.x - inset) / workW) * aw, ((p.y - inset) / workH) * ah) : options.wall;
      const along = ((x - W / 2) * Math.cos(lightAngle) + (y - H / 2) * Math.sin(lightAngle)) / Math.max(W, H);
      const light = 1 - options.lightFalloff * (0.5 + along);
      const glare = options.glare * Math.exp(-((x - glareX) ** 2 + (y - glareY) ** 2) / (2 * glareR * glareR));
      const o = (y * W + x) * 4;
      for (let c = 0; c < 3; c++) {
        const lit = rgb[c]! * light;
        data[o + c] = lit + (255 - lit) * glare + gaussian(random) * options.noise;
      }
      data[o + 3] = 255;
    }
  }
  return { photo: { data, width: W, height: H }, corners };
}

function sampleArtwork(image: RgbaImage, x: number, y: number): Rgb {
  const px = Math.min(image.width - 1, Math.max(0, Math.floor(x)));
  const py = Math.min(image.height - 1, Math.max(0, Math.floor(y)));
  const i = (py * image.width + px) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
}

/** A painting-like picture: soft colour fields with brush-like blobs, no long straight lines. */
export function makePaintingLike(width: number, height: number, seed: number): RgbaImage {
  const random = seededRandom(seed);
  const blobs = Array.from({ length: 40 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.05 + 0.2 * random()) * Math.min(width, height),
    rgb: [random() * 255, random() * 255, random() * 255] as Rgb,
  }));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 120 + 60 * Math.sin(x / 23 + y / 41);
      let g = 110 + 50 * Math.sin(y / 19);
      let b = 90 + 60 * Math.cos(x / 31);
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d >= 1) continue;
        const f = (1 - d) * (1 - d);
        r += (blob.rgb[0] - r) * f;
        g += (blob.rgb[1] - g) * f;
        b += (blob.rgb[2] - b) * f;
      }
      const grain = (random() - 0.5) * 30;
      data.set([r + grain, g + grain, b + grain, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** The largest distance between found and true corners, as a share of the true outline's diagonal. */
export function cornerError(found: Quad, truth: Quad): number {
  const diagonal = Math.hypot(truth[2].x - truth[0].x, truth[2].y - truth[0].y);
  return Math.max(...found.map((p, i) => Math.hypot(p.x - truth[i]!.x, p.y - truth[i]!.y))) / diagonal;
}
