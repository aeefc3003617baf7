/**
 * A compact descriptor of a picture for naming a known work from a photo of it (issue 50,
 * decision 0036): read from the located, straightened crop, it has to survive a frame or mat left
 * at the edge, a poster's trimmed margins, light falloff, faded colours and printed dots. So it
 * keeps only coarse layout: near-uniform border bands are trimmed, a fixed inner margin is dropped
 * (a few percent of trim or frame then moves little), and what is left is box-averaged to a
 * 16 x 16 grey grid plus a 4 x 4 grid of two opponent colours. Each part is centred and scaled on
 * its own, so a uniform change of brightness, contrast or saturation does not change it, and the
 * box average blurs halftone dots and JPEG away. Stored as int8: 288 bytes a work.
 */
import type { RgbaImage } from "@engine/photo";

export const GREY_GRID = 16;
export const CHROMA_GRID = 4;
/** Grey cells, then red-green cells, then yellow-blue cells. */
export const DESCRIPTOR_LENGTH = GREY_GRID * GREY_GRID + 2 * CHROMA_GRID * CHROMA_GRID;
/** Share of each side dropped after the border trim. */
const INNER_MARGIN = 0.05;
/** The trim stops after this share of a side: a picture is never trimmed away. */
const MAX_TRIM = 0.2;
/** A border line whose grey spread and offset from the edge colour are under these is plain (0-255). */
const PLAIN_SPREAD = 7;
const PLAIN_OFFSET = 14;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const grey = (d: RgbaImage["data"], i: number) => 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;

/** Whether the line of pixels from (x0, y0) stepping (dx, dy) for n pixels is plain and close to `edge`. */
function plainLine(image: RgbaImage, x0: number, y0: number, dx: number, dy: number, n: number, edge: number): boolean {
  let sum = 0;
  let sq = 0;
  const step = Math.max(1, Math.floor(n / 64));
  let count = 0;
  for (let k = 0; k < n; k += step) {
    const v = grey(image.data, ((y0 + k * dy) * image.width + (x0 + k * dx)) * 4);
    sum += v;
    sq += v * v;
    count++;
  }
  const mean = sum / count;
  const spread = Math.sqrt(Math.max(0, sq / count - mean * mean));
  return spread < PLAIN_SPREAD && Math.abs(mean - edge) < PLAIN_OFFSET;
}

/** The picture inside plain border bands (a mat, letterbox bars, a poster's white margin). */
export function trimPlainBorders(image: RgbaImage): Box {
  const { width: w, height: h } = image;
  const box: Box = { left: 0, top: 0, right: w, bottom: h };
  const maxX = Math.floor(w * MAX_TRIM);
  const maxY = Math.floor(h * MAX_TRIM);
  const edgeOf = (x: number, y: number) => grey(image.data, (y * w + x) * 4);
  const left = edgeOf(0, Math.floor(h / 2));
  while (box.left < maxX && plainLine(image, box.left, 0, 0, 1, h, left)) box.left++;
  const right = edgeOf(w - 1, Math.floor(h / 2));
  while (w - box.right < maxX && plainLine(image, box.right - 1, 0, 0, 1, h, right)) box.right--;
  const top = edgeOf(Math.floor(w / 2), 0);
  while (box.top < maxY && plainLine(image, box.left, box.top, 1, 0, box.right - box.left, top)) box.top++;
  const bottom = edgeOf(Math.floor(w / 2), h - 1);
  while (h - box.bottom < maxY && plainLine(image, box.left, box.bottom - 1, 1, 0, box.right - box.left, bottom)) box.bottom--;
  return box;
}

/**
 * Box-averages the region into a grid x grid of the grey plane alone, or of three planes: grey,
 * red-green, yellow-blue.
 */
function averageGrid(image: RgbaImage, box: Box, grid: number, chroma: boolean): [Float64Array, Float64Array, Float64Array] {
  const planes: [Float64Array, Float64Array, Float64Array] = [
    new Float64Array(grid * grid),
    new Float64Array(grid * grid),
    new Float64Array(grid * grid),
  ];
  const [grey, redGreen, yellowBlue] = planes;
  const counts = new Float64Array(grid * grid);
  const bw = box.right - box.left;
  const bh = box.bottom - box.top;
  // Enough samples per cell for a stable mean, without reading every pixel of a large crop.
  const step = Math.max(1, Math.floor(Math.min(bw, bh) / (grid * 8)));
  const columns: number[] = [];
  for (let x = box.left; x < box.right; x += step) columns.push(Math.min(grid - 1, Math.floor(((x - box.left) / bw) * grid)));
  const { data, width } = image;
  for (let y = box.top; y < box.bottom; y += step) {
    const row = Math.min(grid - 1, Math.floor(((y - box.top) / bh) * grid)) * grid;
    let i = (y * width + box.left) * 4;
    for (let c = 0; c < columns.length; c++, i += 4 * step) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const cell = row + columns[c]!;
      grey[cell] = grey[cell]! + 0.299 * r + 0.587 * g + 0.114 * b;
      if (chroma) {
        redGreen[cell] = redGreen[cell]! + r - g;
        yellowBlue[cell] = yellowBlue[cell]! + (r + g) / 2 - b;
      }
      counts[cell] = counts[cell]! + 1;
    }
  }
  for (const plane of planes) for (let c = 0; c < plane.length; c++) plane[c] = counts[c] ? plane[c]! / counts[c]! : 0;
  return planes;
}

/**
 * Centres the values and scales them into int8 (the largest magnitude to 127). A plane that varies
 * less than `floor` levels stays all zero: the chroma of a grey print is noise, not a signature.
 */
function quantise(values: Float64Array, into: Int8Array, at: number, floor: number): void {
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let peak = 0;
  for (const v of values) peak = Math.max(peak, Math.abs(v - mean));
  const scale = peak >= floor ? 127 / peak : 0;
  values.forEach((v, k) => {
    into[at + k] = Math.round((v - mean) * scale);
  });
}

/**
 * Shares of the trimmed picture's width and height added to the inner margin on the left, top,
 * right and bottom (negative: less margin). The catalogue's entries are read with none.
 */
export type DescriptorShift = readonly [left: number, top: number, right: number, bottom: number];
const NO_SHIFT: DescriptorShift = [0, 0, 0, 0];

/**
 * The descriptor of a picture (the located crop, or a catalogue image), its box moved by `shift`.
 * `trimmed` is the picture's trimPlainBorders, passed in when one picture is read at several shifts.
 */
export function knownWorkDescriptor(image: RgbaImage, shift: DescriptorShift = NO_SHIFT, trimmed = trimPlainBorders(image)): Int8Array {
  const tw = trimmed.right - trimmed.left;
  const th = trimmed.bottom - trimmed.top;
  const at = (share: number, size: number) => Math.max(0, Math.floor(size * (INNER_MARGIN + share)));
  const box = {
    left: trimmed.left + at(shift[0], tw),
    top: trimmed.top + at(shift[1], th),
    right: trimmed.right - at(shift[2], tw),
    bottom: trimmed.bottom - at(shift[3], th),
  };
  if (box.right - box.left < GREY_GRID || box.bottom - box.top < GREY_GRID) return knownWorkDescriptor(image);
  const out = new Int8Array(DESCRIPTOR_LENGTH);
  const [greyPlane] = averageGrid(image, box, GREY_GRID, false);
  quantise(greyPlane, out, 0, 2);
  const [, redGreen, yellowBlue] = averageGrid(image, box, CHROMA_GRID, true);
  quantise(redGreen, out, GREY_GRID * GREY_GRID, 6);
  quantise(yellowBlue, out, GREY_GRID * GREY_GRID + CHROMA_GRID * CHROMA_GRID, 6);
  return out;
}
