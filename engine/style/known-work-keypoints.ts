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
 * Pure and synchronous; the catalogue's corners are read once at build time from each work at
 * CATALOGUE_SIDE px, the photo's at a few scales (PHOTO_SCALES) so a work filling a third or most
 * of the photo meets its entry at about the same size.
 */
import type { RgbaImage } from "@engine/photo";

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

const PATCH_RADIUS = 15;
const BORDER = PATCH_RADIUS + 2;
/** A ring pixel this much brighter or darker than the centre (0-255) counts for FAST. */
const FAST_THRESHOLD = 24;
const HARRIS_K = 0.04;
/** Corners are spread over a GRID x GRID grid: a cell keeps at most twice its share before the rest fill in. */
const GRID = 6;
/** FAST's strongest this many times the corners kept get a Harris score. */
const HARRIS_SHORTLIST = 4;

/** Corners of one picture: positions in its pixels and their descriptors, end to end. */
export interface Keypoints {
  count: number;
  xs: Float32Array;
  ys: Float32Array;
  bits: Uint32Array;
}

interface Grey {
  data: Float32Array;
  width: number;
  height: number;
}

/**
 * Working buffers kept between calls (a photo's levels are read one after another; allocating and
 * zeroing fresh ones cost a third of the reading). Each thread has its own module, so none is shared.
 */
const buffers: Float32Array[] = [];
function scratch(slot: number, length: number, zeroed: boolean): Float32Array {
  if ((buffers[slot]?.length ?? 0) < length) buffers[slot] = new Float32Array(Math.ceil(length * 1.25));
  const view = buffers[slot]!.subarray(0, length);
  if (zeroed) view.fill(0);
  return view;
}
const [COUNTS, FIRST_PASS, SMOOTH, STRENGTH] = [0, 1, 2, 3];

/** Luma at full size. */
function luma(image: RgbaImage): Grey {
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let k = 0, i = 0; k < out.length; k++, i += 4) out[k] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  return { data: out, width, height };
}

/** Area-averaged down so the long side is at most `longSide`. */
function shrink(grey: Grey, longSide: number): Grey {
  const scale = Math.min(1, longSide / Math.max(grey.width, grey.height));
  if (scale === 1) return grey;
  const width = Math.max(1, Math.round(grey.width * scale));
  const height = Math.max(1, Math.round(grey.height * scale));
  const sums = new Float32Array(width * height);
  const counts = scratch(COUNTS, width * height, true);
  const column = new Int32Array(grey.width);
  for (let x = 0; x < grey.width; x++) column[x] = Math.min(width - 1, Math.floor(x * scale));
  for (let y = 0; y < grey.height; y++) {
    const oy = Math.min(height - 1, Math.floor(y * scale)) * width;
    const iy = y * grey.width;
    for (let x = 0; x < grey.width; x++) {
      const o = oy + column[x]!;
      sums[o] = sums[o]! + grey.data[iy + x]!;
      counts[o] = counts[o]! + 1;
    }
  }
  for (let k = 0; k < sums.length; k++) sums[k] = sums[k]! / Math.max(1, counts[k]!);
  return { data: sums, width, height };
}

/** One pass of a 5-tap running mean along rows (step 1) or columns (step = width), edges repeated. */
function meanPass(src: Float32Array, lines: number, length: number, lineStep: number, step: number, out: Float32Array): Float32Array {
  const last = (length - 1) * step;
  for (let l = 0; l < lines; l++) {
    const base = l * lineStep;
    const first = src[base]!;
    const end = src[base + last]!;
    // The window [k - 2, k + 2], the edge pixel standing in beyond either end.
    let sum = 3 * first + (length > 1 ? src[base + step]! : first) + (length > 2 ? src[base + 2 * step]! : end);
    for (let k = 0, at = base; k < length; k++, at += step) {
      out[at] = sum / 5;
      const add = k + 3 < length ? src[at + 3 * step]! : end;
      const drop = k - 2 >= 0 ? src[at - 2 * step]! : first;
      sum += add - drop;
    }
  }
  return out;
}

/** A 5 x 5 box blur, the smoothing BRIEF's comparisons need against noise and print dots. */
const blur = ({ data, width, height }: Grey): Float32Array =>
  meanPass(
    meanPass(data, height, width, width, 1, scratch(FIRST_PASS, data.length, false)),
    width,
    height,
    1,
    width,
    scratch(SMOOTH, data.length, false),
  );

/** The 16-pixel Bresenham circle of radius 3 that FAST tests, clockwise from the top. */
const RING = [
  [0, -3],
  [1, -3],
  [2, -2],
  [3, -1],
  [3, 0],
  [3, 1],
  [2, 2],
  [1, 3],
  [0, 3],
  [-1, 3],
  [-2, 2],
  [-3, 1],
  [-3, 0],
  [-3, -1],
  [-2, -2],
  [-1, -3],
] as const;

/** Whether a 16-bit ring mask holds nine contiguous set bits (wrapping round). */
const ARC9 = (() => {
  const table = new Uint8Array(1 << 16);
  for (let mask = 0; mask < 1 << 16; mask++) {
    const twice = mask | (mask << 16);
    let run = 0;
    for (let k = 0; k < 32 && run < 9; k++) run = (twice >>> k) & 1 ? run + 1 : 0;
    table[mask] = run >= 9 ? 1 : 0;
  }
  return table;
})();

/** Whether a 4-bit mask of the compass pixels (north, east, south, west) holds two neighbours. */
const NEIGHBOURING_PAIR = Uint8Array.from({ length: 16 }, (_, m) => (m & (((m << 1) | (m >> 3)) & 15) ? 1 : 0));

/**
 * FAST-9: nine contiguous ring pixels all brighter, or all darker, than the centre by the
 * threshold. Returns the corner's strength (the ring's summed excess over the threshold), 0 when
 * it is not one.
 */
function fastScore(g: Float32Array, at: number, offsets: Int32Array): number {
  const p = g[at]!;
  const hi = p + FAST_THRESHOLD;
  const lo = p - FAST_THRESHOLD;
  let bright = 0;
  let dark = 0;
  let score = 0;
  for (let k = 0; k < 16; k++) {
    const v = g[at + offsets[k]!]!;
    if (v > hi) {
      bright |= 1 << k;
      score += v - hi;
    } else if (v < lo) {
      dark |= 1 << k;
      score += lo - v;
    }
  }
  return ARC9[bright] === 1 || ARC9[dark] === 1 ? score : 0;
}

/** The Harris response at (x, y) over a 7 x 7 window of Sobel gradients. */
function harris(g: Float32Array, w: number, x: number, y: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) {
      const i = (y + dy) * w + x + dx;
      const gx = g[i - w + 1]! + 2 * g[i + 1]! + g[i + w + 1]! - g[i - w - 1]! - 2 * g[i - 1]! - g[i + w - 1]!;
      const gy = g[i + w - 1]! + 2 * g[i + w]! + g[i + w + 1]! - g[i - w - 1]! - 2 * g[i - w]! - g[i - w + 1]!;
      a += gx * gx;
      b += gy * gy;
      c += gx * gy;
    }
  return a * b - c * c - HARRIS_K * (a + b) * (a + b);
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

interface Candidate {
  x: number;
  y: number;
  score: number;
}

/** FAST corners, one per 3 x 3 neighbourhood (by FAST strength), scored by their Harris response. */
function corners(grey: Grey, keep: number): Candidate[] {
  const { data: g, width: w, height: h } = grey;
  if (w <= 2 * BORDER || h <= 2 * BORDER) return [];
  const offsets = Int32Array.from(RING, ([dx, dy]) => dy * w + dx);
  const strength = scratch(STRENGTH, w * h, true);
  const found: number[] = [];
  const [north, east, south, west] = [offsets[0]!, offsets[4]!, offsets[8]!, offsets[12]!];
  for (let y = BORDER; y < h - BORDER; y++)
    for (let x = BORDER, at = y * w + BORDER; x < w - BORDER; x++, at++) {
      // An arc of nine holds two neighbouring compass pixels (of 0, 4, 8, 12): most pixels stop here.
      const hi = g[at]! + FAST_THRESHOLD;
      const lo = g[at]! - FAST_THRESHOLD;
      const n = g[at + north]!;
      const e = g[at + east]!;
      const so = g[at + south]!;
      const wv = g[at + west]!;
      const bright = (n > hi ? 1 : 0) | (e > hi ? 2 : 0) | (so > hi ? 4 : 0) | (wv > hi ? 8 : 0);
      const dark = (n < lo ? 1 : 0) | (e < lo ? 2 : 0) | (so < lo ? 4 : 0) | (wv < lo ? 8 : 0);
      if (NEIGHBOURING_PAIR[bright] === 0 && NEIGHBOURING_PAIR[dark] === 0) continue;
      const s = fastScore(g, at, offsets);
      if (s > 0) {
        strength[at] = s;
        found.push(at);
      }
    }
  const peaks: Candidate[] = [];
  for (const at of found) {
    const s = strength[at]!;
    let peak = true;
    for (let dy = -1; dy <= 1 && peak; dy++)
      for (let dx = -1; dx <= 1 && peak; dx++) {
        const o = dy * w + dx;
        if (o !== 0 && (strength[at + o]! > s || (strength[at + o]! === s && o < 0))) peak = false;
      }
    if (peak) peaks.push({ x: at % w, y: Math.floor(at / w), score: s });
  }
  // Harris is dearer than FAST: score only the strongest few times what is kept.
  const wanted = HARRIS_SHORTLIST * keep;
  const cutoff = peaks.length <= wanted ? Infinity : Float64Array.from(peaks, (c) => -c.score).sort()[wanted - 1]!;
  const out: Candidate[] = [];
  for (const c of peaks.filter((c) => -c.score <= cutoff).slice(0, wanted)) {
    const score = harris(g, w, c.x, c.y);
    if (score > 0) out.push({ x: c.x, y: c.y, score });
  }
  return out;
}

/** The strongest `n`, spread: no grid cell takes more than twice its share until the others are used. */
function spread(found: Candidate[], n: number, w: number, h: number): Candidate[] {
  const sorted = [...found].sort((a, b) => b.score - a.score);
  const cap = Math.max(1, Math.ceil((2 * n) / (GRID * GRID)));
  const used = new Int32Array(GRID * GRID);
  const kept: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const c of sorted) {
    const cell = Math.min(GRID - 1, Math.floor((c.y / h) * GRID)) * GRID + Math.min(GRID - 1, Math.floor((c.x / w) * GRID));
    if (kept.length < n && used[cell]! < cap) {
      used[cell] = used[cell]! + 1;
      kept.push(c);
    } else rest.push(c);
  }
  for (const c of rest) {
    if (kept.length >= n) break;
    kept.push(c);
  }
  return kept;
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
