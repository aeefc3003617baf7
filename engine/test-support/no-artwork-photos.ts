/**
 * Photos with no artwork in them, made in code with a seed (issue 30): a bare wall, a room, a
 * text document, a screenshot. The refusal tests and the photos eval use them. Each gets the
 * camera's uneven light and noise through photographOnWall where a camera would have taken it.
 */
import type { RgbaImage } from "@engine/photo";
import { photographOnWall, seededRandom, type Rgb, type WallPhotoOptions } from "./wall-photo";

const WALLS: Rgb[] = [
  [214, 208, 196],
  [236, 234, 228],
  [150, 152, 155],
  [190, 205, 214],
  [120, 96, 80],
  [226, 214, 170],
];

/** The camera settings shared by every no-artwork photo of one seed. */
function camera(seed: number, width: number, height: number): WallPhotoOptions {
  const random = seededRandom(seed * 7919);
  return {
    width,
    height,
    wall: WALLS[Math.floor(random() * WALLS.length)]!,
    frame: [0, 0, 0],
    frameWidth: 0,
    mat: [0, 0, 0],
    matWidth: 0,
    fill: 0.5,
    perspective: 0,
    rotation: 0,
    lightFalloff: 0.1 + 0.35 * random(),
    glare: 0.3 * random(),
    noise: 2 + 5 * random(),
    seed,
  };
}

/** A bare painted wall under uneven light. */
export function makeBareWall(seed: number, width = 640, height = 480): RgbaImage {
  return photographOnWall(null, camera(seed, width, height)).photo;
}

/** A room: wall, floor and ceiling planes in perspective, a bright window, a dark sofa block. */
export function makeRoom(seed: number, width = 640, height = 480): RgbaImage {
  const random = seededRandom(seed * 104729);
  const wall = WALLS[Math.floor(random() * WALLS.length)]!;
  const floor: Rgb = [110 + 60 * random(), 80 + 40 * random(), 50 + 30 * random()];
  const horizon = height * (0.55 + 0.2 * random());
  const ceiling = height * (0.1 + 0.1 * random());
  const win = { x: width * (0.1 + 0.4 * random()), y: height * 0.2, w: width * 0.25, h: height * 0.3 };
  const sofa = { x: width * (0.3 + 0.3 * random()), y: horizon - height * 0.15, w: width * 0.35, h: height * 0.2 };
  const sofaRgb: Rgb = [40 + 80 * random(), 40 + 60 * random(), 40 + 60 * random()];
  const scene = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb: Rgb;
      if (y < ceiling) rgb = wall.map((c) => c * 1.05) as Rgb;
      else if (x >= sofa.x && x < sofa.x + sofa.w && y >= sofa.y && y < sofa.y + sofa.h) rgb = sofaRgb;
      else if (y >= horizon) rgb = floor.map((c) => c * (0.8 + (0.3 * (y - horizon)) / (height - horizon))) as Rgb;
      else if (x >= win.x && x < win.x + win.w && y >= win.y && y < win.y + win.h) rgb = [245, 248, 252];
      else rgb = wall.map((c) => c * (0.85 + (0.2 * x) / width)) as Rgb;
      scene.set([rgb[0], rgb[1], rgb[2], 255], (y * width + x) * 4);
    }
  }
  // The room itself is the picture: the "artwork" fills the frame, no frame, no mat.
  return photographOnWall(
    { data: scene, width, height },
    { ...camera(seed, width, height), fill: Math.max(width, height) / Math.min(width, height) },
  ).photo;
}

/** A printed page photographed from above: white paper, lines of dark text-like strokes. */
export function makeDocument(seed: number, width = 480, height = 640): RgbaImage {
  const random = seededRandom(seed * 15485863);
  const page = new Uint8ClampedArray(width * height * 4);
  const ink = 20 + 40 * random();
  for (let i = 0; i < width * height; i++) page.set([248, 247, 243, 255], i * 4);
  const lineHeight = 14 + Math.floor(random() * 6);
  for (let top = 40; top < height - 40; top += lineHeight) {
    let x = 36;
    const end = width - 36 - (random() < 0.2 ? random() * width * 0.5 : 0);
    while (x < end) {
      const word = 8 + random() * 40;
      for (let y = top; y < top + lineHeight * 0.55; y++) {
        for (let xx = Math.floor(x); xx < Math.min(end, x + word); xx++) {
          // Letters: vertical strokes with gaps, not a solid bar.
          if ((xx + Math.floor(random() * 2)) % 3 === 0) continue;
          page.set([ink, ink, ink, 255], (y * width + xx) * 4);
        }
      }
      x += word + 6;
    }
  }
  return photographOnWall(
    { data: page, width, height },
    { ...camera(seed, width, height), fill: Math.max(width, height) / Math.min(width, height), glare: 0.05 },
  ).photo;
}

/** A screenshot: flat panels, a coloured header bar and rows of text; exact pixels, no camera. */
export function makeScreenshot(seed: number, width = 640, height = 400): RgbaImage {
  const random = seededRandom(seed * 32452843);
  const accent: Rgb = [40 + 180 * random(), 40 + 180 * random(), 40 + 180 * random()];
  const data = new Uint8ClampedArray(width * height * 4);
  const sidebar = width * (0.18 + 0.1 * random());
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb: Rgb = [255, 255, 255];
      if (y < 48) rgb = accent;
      else if (x < sidebar) rgb = [242, 243, 245];
      const textRow = y > 70 && (y - 70) % 22 < 9;
      if (textRow && x > sidebar + 20 && x < width - 40 && (x * 7 + y * 3) % 11 < 5) rgb = [50, 50, 60];
      if (textRow && y > 70 && x > 16 && x < sidebar - 16 && (x * 5 + y) % 9 < 4) rgb = [90, 90, 100];
      data.set([rgb[0], rgb[1], rgb[2], 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}
