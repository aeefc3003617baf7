/**
 * The geometric check of a known-work candidate (issue 50, decision 0036, fifth session): the
 * photo's corners (known-work-keypoints.ts) are matched to the entry's by descriptor, and a
 * homography is fitted to the matches by RANSAC. A photo of the work, however framed, tilted or
 * faded, has many matches one plane maps onto the entry; an outside work's chance matches scatter.
 * The count of matches that agree (the inliers) is what names a work.
 */
import { KEYPOINT_WORDS, type Keypoints } from "./known-work-keypoints";

/** A match's descriptors differ in at most this many of 256 bits... */
const MAX_DISTANCE = 72;
/** ...and by clearly less than the entry's next-nearest corner (Lowe's ratio test). */
const RATIO = 0.85;
/** An inlier lands within this many of the entry's pixels (CATALOGUE_SIDE px a side) of its match. */
const INLIER_PX = 5;
const ITERATIONS = 300;

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Pairs (photo corner, entry corner) that pass the distance and ratio tests, one per entry corner. */
export function matchDescriptors(photo: Keypoints, entry: Keypoints): Array<[number, number]> {
  const bestFor = new Int32Array(entry.count).fill(-1);
  const bestDistance = new Int32Array(entry.count).fill(257);
  const p = photo.bits;
  const e = entry.bits;
  for (let i = 0; i < photo.count; i++) {
    let best = 257;
    let second = 257;
    let at = -1;
    const o = i * KEYPOINT_WORDS;
    const [a0, a1, a2, a3, a4, a5, a6, a7] = [p[o]!, p[o + 1]!, p[o + 2]!, p[o + 3]!, p[o + 4]!, p[o + 5]!, p[o + 6]!, p[o + 7]!];
    for (let j = 0, q = 0; j < entry.count; j++, q += KEYPOINT_WORDS) {
      // Half the words first: most pairs are already past the second best there.
      let d = popcount(a0 ^ e[q]!) + popcount(a1 ^ e[q + 1]!) + popcount(a2 ^ e[q + 2]!) + popcount(a3 ^ e[q + 3]!);
      if (d >= second) continue;
      d += popcount(a4 ^ e[q + 4]!) + popcount(a5 ^ e[q + 5]!) + popcount(a6 ^ e[q + 6]!) + popcount(a7 ^ e[q + 7]!);
      if (d < best) {
        second = best;
        best = d;
        at = j;
      } else if (d < second) second = d;
    }
    if (at < 0 || best > MAX_DISTANCE || best >= RATIO * second) continue;
    if (best < bestDistance[at]!) {
      bestDistance[at] = best;
      bestFor[at] = i;
    }
  }
  const pairs: Array<[number, number]> = [];
  bestFor.forEach((i, j) => {
    if (i >= 0) pairs.push([i, j]);
  });
  return pairs;
}

/** Solves the 8 x 8 system of a homography from four point pairs; null when they are degenerate. */
function homography(src: number[], dst: number[]): Float64Array | null {
  const a = new Float64Array(8 * 9);
  for (let k = 0; k < 4; k++) {
    const [x, y, u, v] = [src[2 * k]!, src[2 * k + 1]!, dst[2 * k]!, dst[2 * k + 1]!];
    a.set([x, y, 1, 0, 0, 0, -u * x, -u * y, u], 2 * k * 9);
    a.set([0, 0, 0, x, y, 1, -v * x, -v * y, v], (2 * k + 1) * 9);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r * 9 + c]!) > Math.abs(a[pivot * 9 + c]!)) pivot = r;
    if (Math.abs(a[pivot * 9 + c]!) < 1e-9) return null;
    if (pivot !== c)
      for (let k = 0; k < 9; k++) {
        const t = a[c * 9 + k]!;
        a[c * 9 + k] = a[pivot * 9 + k]!;
        a[pivot * 9 + k] = t;
      }
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r * 9 + c]! / a[c * 9 + c]!;
      if (f !== 0) for (let k = c; k < 9; k++) a[r * 9 + k] = a[r * 9 + k]! - f * a[c * 9 + k]!;
    }
  }
  const h = new Float64Array(9);
  for (let r = 0; r < 8; r++) h[r] = a[r * 9 + 8]! / a[r * 9 + r]!;
  h[8] = 1;
  return h;
}

/** Whether four points turn the same way in both pictures (a homography of a photo never mirrors a work). */
const turn = (p: number[], i: number, j: number, k: number) =>
  Math.sign((p[2 * j]! - p[2 * i]!) * (p[2 * k + 1]! - p[2 * i + 1]!) - (p[2 * j + 1]! - p[2 * i + 1]!) * (p[2 * k]! - p[2 * i]!));

function sameTurn(src: number[], dst: number[]): boolean {
  for (let t = 0; t < 4; t++) {
    const i = t === 3 ? 1 : 0;
    const j = t === 0 ? 1 : t === 3 ? 2 : t;
    const k = t === 0 ? 2 : 3;
    const s = turn(src, i, j, k);
    if (s === 0 || s !== turn(dst, i, j, k)) return false;
  }
  return true;
}

/**
 * How many of the matches one homography maps from the photo onto the entry (0 when fewer than
 * five match, or fewer than `atLeast`: no fit could then reach it). Deterministic: the samples
 * come from a fixed sequence.
 */
export function verifiedInliers(photo: Keypoints, entry: Keypoints, atLeast = 5): number {
  const pairs = matchDescriptors(photo, entry);
  if (pairs.length < Math.max(5, atLeast)) return 0;
  const px = pairs.map(([i]) => photo.xs[i]!);
  const py = pairs.map(([i]) => photo.ys[i]!);
  const ex = pairs.map(([, j]) => entry.xs[j]!);
  const ey = pairs.map(([, j]) => entry.ys[j]!);
  let state = 12345;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  let best = 0;
  const limit = INLIER_PX * INLIER_PX;
  const src: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  const dst: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  const chosen = [0, 0, 0, 0];
  for (let it = 0; it < ITERATIONS; it++) {
    for (let c = 0; c < 4; c++) {
      let k = next(pairs.length);
      while (chosen.indexOf(k) >= 0 && chosen.indexOf(k) < c) k = next(pairs.length);
      chosen[c] = k;
      src[2 * c] = px[k]!;
      src[2 * c + 1] = py[k]!;
      dst[2 * c] = ex[k]!;
      dst[2 * c + 1] = ey[k]!;
    }
    if (!sameTurn(src, dst)) continue;
    const h = homography(src, dst);
    if (!h) continue;
    let inliers = 0;
    for (let k = 0; k < pairs.length; k++) {
      const w = h[6]! * px[k]! + h[7]! * py[k]! + 1;
      if (w <= 0) continue;
      const du = (h[0]! * px[k]! + h[1]! * py[k]! + h[2]!) / w - ex[k]!;
      const dv = (h[3]! * px[k]! + h[4]! * py[k]! + h[5]!) / w - ey[k]!;
      if (du * du + dv * dv <= limit) inliers++;
    }
    if (inliers > best) best = inliers;
    // Most matches agree: no later sample will find a plane many more agree on.
    if (best >= 0.8 * pairs.length) break;
  }
  return best;
}
