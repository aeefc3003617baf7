/**
 * The grey levels the known-work corners are read from (known-work-keypoints.ts): luma, shrunk by
 * area averaging, and a 5 x 5 box blur, in working buffers kept between calls.
 */
import type { RgbaImage } from "@engine/photo";

export interface Grey {
  data: Float32Array;
  width: number;
  height: number;
}

/**
 * Working buffers kept between calls (a photo's levels are read one after another; allocating and
 * zeroing fresh ones cost a third of the reading). Each thread has its own module, so none is shared.
 */
const buffers: Float32Array[] = [];
export function scratch(slot: number, length: number, zeroed: boolean): Float32Array {
  if ((buffers[slot]?.length ?? 0) < length) buffers[slot] = new Float32Array(Math.ceil(length * 1.25));
  const view = buffers[slot]!.subarray(0, length);
  if (zeroed) view.fill(0);
  return view;
}
/** The buffers' slots: one per use, so no two live arrays share one. */
export const [COUNTS, FIRST_PASS, SMOOTH, STRENGTH] = [0, 1, 2, 3];

/** Luma at full size. */
export function luma(image: RgbaImage): Grey {
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let k = 0, i = 0; k < out.length; k++, i += 4) out[k] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  return { data: out, width, height };
}

/** Area-averaged down so the long side is at most `longSide`. */
export function shrink(grey: Grey, longSide: number): Grey {
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
export const blur = ({ data, width, height }: Grey): Float32Array =>
  meanPass(
    meanPass(data, height, width, width, 1, scratch(FIRST_PASS, data.length, false)),
    width,
    height,
    1,
    width,
    scratch(SMOOTH, data.length, false),
  );
