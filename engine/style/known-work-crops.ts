/**
 * Several candidate crops of one photo for the known-works match (issue 50, decision 0036, third
 * session). With the true corners a photo of a catalogued work is 0.73-1.00 like its entry; the
 * misses are the crop: the locator took the whole photo for a poster pinned bare to a wall, or an
 * outline a frame's width off. So beside the locator's crop the descriptor is also read from the
 * box of what differs from the surround (the wall around a pinned poster; the frame inside an
 * outline that took its outer edge), found from row and column profiles. The match takes each
 * entry at its best crop (`nearestKnownWork` reads descriptors end to end) and its threshold and
 * margin were re-chosen for it, so the extra tries do not name more outside works.
 */
import type { RgbaImage } from "@engine/photo";
import { DESCRIPTOR_LENGTH, knownWorkDescriptor, trimPlainBorders, type Box, type DescriptorShift } from "./known-work-descriptor";

/**
 * The boxes each candidate crop is read at (decision 0036, fourth session): as found, a little
 * larger and smaller, and moved a little each way, so a crop a few percent off the work's edges
 * still lines up with its entry (the catalogue's entries are read as found). At the same threshold
 * and margin this named 85.0% of wall photos, 83.8% of framed and 65.0% of pinned posters (was
 * 78.8%, 76.3%, 51.3%; 80 works each) and matched 1 of 320 outside photos (was 1).
 */
export const JITTER_SHIFTS: readonly DescriptorShift[] = [
  [0, 0, 0, 0],
  [-0.03, -0.03, -0.03, -0.03],
  [0.04, 0.04, 0.04, 0.04],
  [0.03, 0, -0.03, 0],
  [-0.03, 0, 0.03, 0],
  [0, 0.03, 0, -0.03],
  [0, -0.03, 0, 0.03],
];

/** A pixel this far (sum of |R|,|G|,|B|, 0-765) from the surround's colour is foreground. */
const FOREGROUND_DISTANCE = 60;
/** A row or column is inside the work when at least this share of its pixels is foreground. */
const FOREGROUND_SHARE = 0.4;
/** The surround's colour is read from this share of each side. */
const RING = 0.02;
/** A box smaller than this share of a side is not a work (a shadow, a highlight). */
const MIN_SIDE = 0.3;
/** A box this close to the whole image on every side adds nothing over it. */
const SAME_BOX = 0.02;

/** The median of each channel over the outer ring: the wall around a poster, or a frame. */
function surroundColour(image: RgbaImage): [number, number, number] {
  const { width: w, height: h, data } = image;
  const rx = Math.max(1, Math.floor(w * RING));
  const ry = Math.max(1, Math.floor(h * RING));
  const channels: number[][] = [[], [], []];
  const step = Math.max(1, Math.floor(Math.max(w, h) / 128));
  for (let y = 0; y < h; y += step)
    for (let x = 0; x < w; x += step) {
      if (x >= rx && x < w - rx && y >= ry && y < h - ry) continue;
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) channels[c]!.push(data[i + c]!);
    }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0) as [number, number, number];
}

/** The box of the rows and columns that are mostly unlike the surround, or null when there is none. */
export function foregroundBox(image: RgbaImage): Box | null {
  const { width: w, height: h, data } = image;
  const [sr, sg, sb] = surroundColour(image);
  const step = Math.max(1, Math.floor(Math.max(w, h) / 256));
  const cols = new Float64Array(w);
  const rows = new Float64Array(h);
  let rowSamples = 0;
  let colSamples = 0;
  for (let y = 0; y < h; y += step) {
    rowSamples++;
    for (let x = 0; x < w; x += step) {
      const i = (y * w + x) * 4;
      const far = Math.abs(data[i]! - sr) + Math.abs(data[i + 1]! - sg) + Math.abs(data[i + 2]! - sb) > FOREGROUND_DISTANCE;
      if (far) {
        cols[x] = cols[x]! + 1;
        rows[y] = rows[y]! + 1;
      }
    }
  }
  for (let x = 0; x < w; x += step) colSamples++;
  const span = (profile: Float64Array, n: number, samples: number): [number, number] | null => {
    let first = -1;
    let last = -1;
    for (let k = 0; k < n; k += step)
      if (profile[k]! / samples >= FOREGROUND_SHARE) {
        if (first < 0) first = k;
        last = k + step;
      }
    return first < 0 || last - first < n * MIN_SIDE ? null : [first, Math.min(n, last)];
  };
  const xs = span(cols, w, rowSamples);
  const ys = span(rows, h, colSamples);
  if (!xs || !ys) return null;
  return { left: xs[0], right: xs[1], top: ys[0], bottom: ys[1] };
}

function cropBox(image: RgbaImage, box: Box): RgbaImage {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((box.top + y) * image.width + box.left) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

const nearlyWhole = (image: RgbaImage, box: Box) =>
  box.left <= image.width * SAME_BOX &&
  box.top <= image.height * SAME_BOX &&
  image.width - box.right <= image.width * SAME_BOX &&
  image.height - box.bottom <= image.height * SAME_BOX;

/** The foreground box of `image` as a crop, when it is a real, smaller box. */
function foregroundCrop(image: RgbaImage): RgbaImage | null {
  const box = foregroundBox(image);
  return box && !nearlyWhole(image, box) ? cropBox(image, box) : null;
}

/**
 * The descriptors of the candidate crops, end to end, each at every box of `shifts`: the located
 * crop first, then the foreground box inside it, then (when the locator found an outline) the
 * foreground box of the whole photo.
 */
export function knownWorkCropDescriptors(photo: RgbaImage, crop: RgbaImage, shifts: readonly DescriptorShift[] = JITTER_SHIFTS): Int8Array {
  const crops = [crop, foregroundCrop(crop), crop === photo ? null : foregroundCrop(photo)].filter((c): c is RgbaImage => c !== null);
  const out = new Int8Array(crops.length * shifts.length * DESCRIPTOR_LENGTH);
  let k = 0;
  for (const c of crops) {
    const trimmed = trimPlainBorders(c);
    for (const shift of shifts) out.set(knownWorkDescriptor(c, shift, trimmed), k++ * DESCRIPTOR_LENGTH);
  }
  return out;
}
