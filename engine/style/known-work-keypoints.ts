/**
 * Local features for the known-works match (issue 50, decision 0036, fifth session). The layout
 * descriptor (known-work-descriptor.ts) needs the crop to sit on the work's edges; a poster pinned
 * bare to a wall, a perspective or an outline that took the frame moves it off. Corners read from
 * the picture itself do not need the crop: oriented FAST corners ranked by the Harris response,
 * each described by 256 intensity comparisons in a rotated patch (the ORB recipe of Rublee et al.,
 * 2011, as OpenCV ships it), matched to an entry's corners and checked by a homography that most
 * matches must agree with (known-work-verify.ts). A generic layout shares no such geometry with a
 * photo, so the check also keeps outside works from being named.
 *
 * Deterministic and synchronous (its working buffers are kept per thread: known-work-grey.ts). The catalogue's corners are read once at build time from each work at
 * CATALOGUE_SIDE px, the photo's at a few scales (PHOTO_SCALES) so a work filling a third or most
 * of the photo meets its entry at about the same size.
 */
import type { RgbaImage } from "@engine/photo";
import { BORDER, corners, PATCH_RADIUS, spread } from "./known-work-fast";
import { blur, luma, shrink, type Grey } from "./known-work-grey";

/** Each corner's descriptor: 256 bits as 8 words. */
export const KEYPOINT_WORDS = 8;
/** The long side the catalogue's works are read at; its corners are stored in these pixels (uint8). */
export const CATALOGUE_SIDE = 200;
/** Corners kept of a catalogue work, and of a photo (over all its scales). */
export const CATALOGUE_KEYPOINTS = 96;
export const PHOTO_KEYPOINTS = 360;
/** The photo's long side the corners are read from (the server's analysis size), and the shares of it read. */
export const PHOTO_SIDE = 512;
export const PHOTO_SCALES = [1, 0.8, 0.64, 0.5, 0.4] as const;

/** Corners of one picture: positions in its pixels and their descriptors, end to end. */
export interface Keypoints {
  count: number;
  xs: Float32Array;
  ys: Float32Array;
  bits: Uint32Array;
}

/** 256 point pairs in the patch, fixed for good: the catalogue's descriptors were read with them. */
const PATTERN = (() => {
  let state = 0x9e3779b9;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Gaussian around the centre (sigma a fifth of the patch), kept inside a disk so a rotation stays in the patch.
  const point = (): [number, number] => {
    for (;;) {
      const r = Math.sqrt(-2 * Math.log(1 - random())) * ((2 * PATCH_RADIUS + 1) / 5);
      const a = 2 * Math.PI * random();
      const x = r * Math.cos(a);
      const y = r * Math.sin(a);
      if (x * x + y * y <= (PATCH_RADIUS - 1) * (PATCH_RADIUS - 1)) return [x, y];
    }
  };
  const out = new Float32Array(256 * 4);
  for (let k = 0; k < 256; k++) {
    const [x1, y1] = point();
    const [x2, y2] = point();
    out.set([x1, y1, x2, y2], k * 4);
  }
  return out;
})();

/** The direction from the corner to the patch's intensity centroid (ORB's orientation). */
function orientation(s: Float32Array, w: number, x: number, y: number): number {
  let m10 = 0;
  let m01 = 0;
  for (let dy = -PATCH_RADIUS; dy <= PATCH_RADIUS; dy++) {
    const span = Math.floor(Math.sqrt(PATCH_RADIUS * PATCH_RADIUS - dy * dy));
    for (let dx = -span; dx <= span; dx++) {
      const v = s[(y + dy) * w + x + dx]!;
      m10 += dx * v;
      m01 += dy * v;
    }
  }
  return Math.atan2(m01, m10);
}

/** The pattern turned to each of ANGLES directions, as whole-pixel offsets (x1, y1, x2, y2 per pair). */
const ANGLES = 30;
const TURNED = (() => {
  const out = new Int8Array(ANGLES * 256 * 4);
  for (let a = 0; a < ANGLES; a++) {
    const c = Math.cos((2 * Math.PI * a) / ANGLES);
    const n = Math.sin((2 * Math.PI * a) / ANGLES);
    for (let k = 0; k < 256; k++) {
      const [x1, y1, x2, y2] = [PATTERN[k * 4]!, PATTERN[k * 4 + 1]!, PATTERN[k * 4 + 2]!, PATTERN[k * 4 + 3]!];
      out.set(
        [Math.round(c * x1 - n * y1), Math.round(n * x1 + c * y1), Math.round(c * x2 - n * y2), Math.round(n * x2 + c * y2)],
        (a * 256 + k) * 4,
      );
    }
  }
  return out;
})();

function describe(s: Float32Array, w: number, x: number, y: number, angle: number, out: Uint32Array, at: number) {
  const turn = (((Math.round((angle / (2 * Math.PI)) * ANGLES) % ANGLES) + ANGLES) % ANGLES) * 256 * 4;
  const centre = y * w + x;
  for (let word = 0; word < KEYPOINT_WORDS; word++) {
    let bits = 0;
    for (let b = 0; b < 32; b++) {
      const k = turn + (word * 32 + b) * 4;
      const p = s[centre + TURNED[k + 1]! * w + TURNED[k]!]!;
      const q = s[centre + TURNED[k + 3]! * w + TURNED[k + 2]!]!;
      if (p < q) bits |= 1 << b;
    }
    out[at + word] = bits >>> 0;
  }
}

/**
 * Corners of `image` read at each of `scales` times `longSide` (positions in the pixels of
 * `image` at `longSide`), `total` in all shared by area.
 */
export function extractKeypoints(image: RgbaImage, longSide: number, total: number, scales: readonly number[] = [1]): Keypoints {
  const base = Math.min(longSide, Math.max(image.width, image.height));
  // Each level is shrunk from the one before (the scales fall): half the reads of shrinking each from the top.
  const levels: Grey[] = [];
  let previous = shrink(luma(image), base);
  for (const s of scales) {
    previous = shrink(previous, Math.round(base * s));
    levels.push(previous);
  }
  const usable = levels.filter((g) => g.width > 2 * BORDER && g.height > 2 * BORDER);
  const area = usable.reduce((a, g) => a + g.width * g.height, 0);
  const xs: number[] = [];
  const ys: number[] = [];
  const words: number[] = [];
  const bits = new Uint32Array(KEYPOINT_WORDS);
  for (const grey of usable) {
    const back = base / Math.max(grey.width, grey.height);
    const smooth = blur(grey);
    const keep = Math.round((total * grey.width * grey.height) / area);
    const kept = spread(corners(grey, keep), keep, grey.width, grey.height);
    for (const { x, y } of kept) {
      describe(smooth, grey.width, x, y, orientation(smooth, grey.width, x, y), bits, 0);
      xs.push(x * back);
      ys.push(y * back);
      for (const word of bits) words.push(word);
    }
  }
  return { count: xs.length, xs: Float32Array.from(xs), ys: Float32Array.from(ys), bits: Uint32Array.from(words) };
}

/** A catalogue work's corners, as stored: at CATALOGUE_SIDE px, positions rounded to whole pixels. */
export const catalogueKeypoints = (image: RgbaImage): Keypoints => {
  const k = extractKeypoints(image, CATALOGUE_SIDE, CATALOGUE_KEYPOINTS);
  return { ...k, xs: k.xs.map(Math.round), ys: k.ys.map(Math.round) };
};

/** A photo's corners at every PHOTO_SCALES share of its size (at most PHOTO_SIDE). */
export const photoKeypoints = (photo: RgbaImage): Keypoints => extractKeypoints(photo, PHOTO_SIDE, PHOTO_KEYPOINTS, PHOTO_SCALES);

/** Bytes a stored corner takes: x, y, and the descriptor. */
export const KEYPOINT_RECORD_BYTES = 2 + KEYPOINT_WORDS * 4;

/** Packs keypoints for the catalogue file: per corner x, y (a byte each) and 32 descriptor bytes. */
export function packKeypoints({ count, xs, ys, bits }: Keypoints): Uint8Array {
  const out = new Uint8Array(count * KEYPOINT_RECORD_BYTES);
  const view = new DataView(out.buffer);
  for (let i = 0; i < count; i++) {
    const at = i * KEYPOINT_RECORD_BYTES;
    out[at] = Math.min(255, Math.max(0, Math.round(xs[i]!)));
    out[at + 1] = Math.min(255, Math.max(0, Math.round(ys[i]!)));
    for (let w = 0; w < KEYPOINT_WORDS; w++) view.setUint32(at + 2 + w * 4, bits[i * KEYPOINT_WORDS + w]!, true);
  }
  return out;
}

export function unpackKeypoints(bytes: Uint8Array): Keypoints {
  const size = KEYPOINT_RECORD_BYTES;
  if (bytes.length % size !== 0) throw new Error(`keypoints come in ${size}-byte records, not ${bytes.length} bytes`);
  const count = bytes.length / size;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  const bits = new Uint32Array(count * KEYPOINT_WORDS);
  for (let i = 0; i < count; i++) {
    xs[i] = bytes[i * size]!;
    ys[i] = bytes[i * size + 1]!;
    for (let w = 0; w < KEYPOINT_WORDS; w++) bits[i * KEYPOINT_WORDS + w] = view.getUint32(i * size + 2 + w * 4, true);
  }
  return { count, xs, ys, bits };
}
