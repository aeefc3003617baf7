import { describe, expect, it } from "vitest";
import { type RgbaImage } from "@engine/photo";
import { insetImage } from "./photo-views";

/** An image whose every pixel says where it is: red = x, green = y. */
function coordinates(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4);
  return { data, width, height };
}

const pixel = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

describe("insetting a located crop", () => {
  it("cuts the share from each side and keeps the middle's pixels", () => {
    const inset = insetImage(coordinates(200, 100), 0.05);
    expect(inset).toMatchObject({ width: 180, height: 90 });
    expect(pixel(inset, 0, 0)).toEqual([10, 5, 7, 255]);
    expect(pixel(inset, 179, 89)).toEqual([189, 94, 7, 255]);
  });

  it("never leaves the image nor empties it, however small the image or large the share", () => {
    for (const [w, h] of [
      [1, 1],
      [2, 3],
      [5, 1],
      [37, 91],
    ] as const)
      for (const share of [0.01, 0.04, 0.2, 0.5, 3]) {
        const inset = insetImage(coordinates(w, h), share);
        expect(inset.width).toBeGreaterThanOrEqual(1);
        expect(inset.height).toBeGreaterThanOrEqual(1);
        expect(inset.data.length).toBe(inset.width * inset.height * 4);
        const [x0, y0] = pixel(inset, 0, 0);
        const [x1, y1] = pixel(inset, inset.width - 1, inset.height - 1);
        expect(Math.min(x0!, y0!)).toBeGreaterThanOrEqual(0);
        expect(x1).toBeLessThan(w);
        expect(y1).toBeLessThan(h);
        expect(x1! - x0!).toBe(inset.width - 1);
        expect(y1! - y0!).toBe(inset.height - 1);
      }
  });

  it("gives the image itself for a share of zero or less", () => {
    const image = coordinates(20, 10);
    expect(insetImage(image, 0)).toBe(image);
    expect(insetImage(image, -0.1)).toBe(image);
  });
});
