/**
 * Augmented "owner's photos" of training images (issue 30, "Train for real photos"): each image
 * framed (frames of different widths and colours, with or without a mat), hung on a wall,
 * photographed off-axis and a little rotated, under uneven light with glare, then through a
 * phone's last steps (noise, blur, JPEG) and the server's decode to analysis size. The photo is
 * then cropped by the SAME locator the product runs (engine/analyse-artwork.ts), so the heads
 * learn from what the networks will actually see: a straightened crop, sometimes with a sliver of
 * mat, sometimes the whole photo when the locator found no outline.
 *
 * Seeded and reproducible: every setting is drawn from a seed hashed from the image's file and
 * the copy's number ("owner-photo:<file>#<copy>"), a stream of its own. The photos eval
 * (scripts/eval/photos.eval.ts) draws its settings from the small seeds 500-1127 and picks its
 * colours from fixed short lists; the training seeds have bit 20 set so the two never coincide,
 * and the colours here are drawn continuously, so the fit cannot learn the eval's palette.
 */
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { artworkCrop } from "@engine/analysis";
import { type ArtworkLocation, locateArtwork, type Quad, type RgbaImage } from "@engine/photo";
import { photographOnWall, seededRandom, type Rgb, type WallPhotoOptions } from "@engine/test-support";

/** The server analyses an upload decoded to at most this many pixels a side (as the photos eval does). */
export const ANALYSIS_SIDE = 512;
/** The training image is drawn into the photo from a copy of at most this many pixels a side. */
export const ARTWORK_SIDE = 768;
/** Seeds of the training stream have this bit set; the eval's seeds (500-1127) never do. */
const TRAINING_SEED_BIT = 1 << 20;

/** The seed of copy `copy` of training image `file`: a hash, so adding images moves no other image's photo. */
export function ownerPhotoSeed(file: string, copy: number): number {
  const hash = createHash("sha256").update(`owner-photo:${file}#${copy}`).digest();
  return (hash.readUInt32BE(0) | TRAINING_SEED_BIT) >>> 0;
}

/** The camera's last steps after the scene is drawn. */
export interface CameraOptions {
  /** Gaussian blur sigma in pixels of the full photo (sharp's minimum is 0.3). */
  blur: number;
  jpegQuality: number;
}

export interface OwnerPhotoOptions {
  scene: WallPhotoOptions;
  camera: CameraOptions;
}

/** A colour drawn around a base with some spread, clamped to 0-255. */
function jitterColour(random: () => number, base: Rgb, spread: number): Rgb {
  return base.map((c) => Math.max(0, Math.min(255, c + (random() - 0.5) * 2 * spread))) as Rgb;
}

/** Walls: mostly pale and warm or cool greys, sometimes a stronger paint colour. */
function wallColour(random: () => number): Rgb {
  if (random() < 0.25) return [40 + 200 * random(), 40 + 200 * random(), 40 + 200 * random()];
  const light = 140 + 110 * random();
  return jitterColour(random, [light, light * (0.95 + 0.05 * random()), light * (0.85 + 0.15 * random())], 12);
}

/** Frames: wood browns, black, gilt, white, or any colour. */
function frameColour(random: () => number): Rgb {
  const kind = random();
  if (kind < 0.3) return jitterColour(random, [100, 65, 35], 35);
  if (kind < 0.5) return jitterColour(random, [25, 25, 28], 15);
  if (kind < 0.65) return jitterColour(random, [190, 150, 70], 30);
  if (kind < 0.8) return jitterColour(random, [232, 232, 228], 15);
  return [255 * random(), 255 * random(), 255 * random()];
}

/** Mats: off-white mostly, some black or grey. */
function matColour(random: () => number): Rgb {
  const kind = random();
  if (kind < 0.7) return jitterColour(random, [242, 240, 232], 10);
  if (kind < 0.85) return jitterColour(random, [30, 30, 32], 12);
  const grey = 90 + 120 * random();
  return jitterColour(random, [grey, grey, grey], 10);
}

/**
 * Every setting of photo `seed`: wider ranges than the eval's (frames from none to broad, mats on
 * 55% of works, landscape or portrait photos, the work filling 45-95% of the shorter side).
 */
export function ownerPhotoOptions(seed: number): OwnerPhotoOptions {
  const random = seededRandom(seed);
  const portrait = random() < 0.35;
  const framed = random() < 0.9;
  const matted = random() < 0.55;
  const scene: WallPhotoOptions = {
    width: portrait ? 768 : 1024,
    height: portrait ? 1024 : 768,
    wall: wallColour(random),
    frame: frameColour(random),
    frameWidth: framed ? 0.01 + 0.11 * random() : 0,
    mat: matColour(random),
    matWidth: matted ? 0.02 + 0.1 * random() : 0,
    fill: 0.45 + 0.5 * random(),
    perspective: 0.08 * random(),
    rotation: (random() - 0.5) * 14,
    lightFalloff: 0.5 * random(),
    glare: 0.4 * random() ** 1.5,
    noise: 1 + 7 * random(),
    seed,
  };
  return { scene, camera: { blur: 0.3 + 1.5 * random(), jpegQuality: Math.round(50 + 42 * random()) } };
}

/** An owner's photo of `artwork`, as the server would decode it, and where the work's corners are in it. */
export interface OwnerPhoto {
  /** At most ANALYSIS_SIDE a side, as the server analyses an upload. */
  photo: RgbaImage;
  /** The work's true corners in `photo` (top-left, top-right, bottom-right, bottom-left). */
  corners: Quad;
  options: OwnerPhotoOptions;
}

async function toRgba(pipeline: Sharp): Promise<RgbaImage> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Decodes an image file to RGBA at most ARTWORK_SIDE a side (EXIF rotation applied). */
export function decodeArtwork(file: string): Promise<RgbaImage> {
  return toRgba(sharp(file).rotate().resize(ARTWORK_SIDE, ARTWORK_SIDE, { fit: "inside", withoutEnlargement: true }));
}

/** Photographs `artwork` on a wall with the settings of `seed`, through the camera, decoded to analysis size. */
export async function photographLikeAnOwner(artwork: RgbaImage, seed: number): Promise<OwnerPhoto> {
  const options = ownerPhotoOptions(seed);
  const { photo, corners } = photographOnWall(artwork, options.scene);
  const jpeg = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .blur(options.camera.blur)
    .jpeg({ quality: options.camera.jpegQuality })
    .toBuffer();
  const decoded = await toRgba(sharp(jpeg).resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: "inside", withoutEnlargement: true }));
  const scale = decoded.width / photo.width;
  return { photo: decoded, corners: corners.map((p) => ({ x: p.x * scale, y: p.y * scale })) as unknown as Quad, options };
}

/** What the product's analysis reads from a photo: the located work, straightened (engine/analyse-artwork.ts). */
export function cropAsTheProductDoes(photo: RgbaImage): { crop: RgbaImage; location: ArtworkLocation } {
  const location = locateArtwork(photo);
  return { crop: artworkCrop(photo, location), location };
}
