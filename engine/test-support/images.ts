/** Generated RGBA test images (no files needed). */
import type { RgbaImage } from "@engine/photo";

/** A uniform image of one colour. */
export function makeFlatImage(width: number, height: number, rgb: [number, number, number]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([rgb[0], rgb[1], rgb[2], 255], i * 4);
  return { data, width, height };
}

/** Saturated stripes of six hues with a soft vertical gradient: colourful and varied. */
export function makeColourfulImage(width: number, height: number): RgbaImage {
  const hues: [number, number, number][] = [
    [230, 30, 30],
    [240, 200, 20],
    [30, 180, 60],
    [20, 160, 220],
    [40, 40, 210],
    [200, 30, 180],
  ];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = hues[Math.floor((x / width) * hues.length) % hues.length] ?? [0, 0, 0];
      const shade = 0.6 + 0.4 * (y / height);
      data.set([c[0] * shade, c[1] * shade, c[2] * shade, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** Grey-scale noise texture over a gradient: monochrome but textured, like a pencil drawing. */
export function makeGreyTexture(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const v = 200 - ((i % width) / width) * 120 + ((seed % 60) - 30);
    data.set([v, v, v, 255], i * 4);
  }
  return { data, width, height };
}
