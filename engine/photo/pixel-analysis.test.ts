import { describe, expect, it } from "vitest";
import { analyseImagePixels } from "./pixel-analysis";
import { makeColourfulImage, makeFlatImage, makeGreyTexture } from "@engine/test-support";

describe("analyseImagePixels", () => {
  it("is deterministic", () => {
    const image = makeColourfulImage(320, 200);
    expect(analyseImagePixels(image)).toEqual(analyseImagePixels(image));
  });

  it("tells a flat grey image from a saturated multi-colour one", () => {
    const grey = analyseImagePixels(makeFlatImage(200, 200, [128, 128, 128]));
    const colour = analyseImagePixels(makeColourfulImage(300, 200));
    expect(grey.isMonochrome).toBe(true);
    expect(grey.saturation).toBe(0);
    expect(grey.colourfulness).toBe(0);
    expect(grey.contrast).toBeCloseTo(0, 5);
    expect(grey.edgeDensity).toBe(0);
    expect(grey.palette).toHaveLength(1);
    expect(grey.palette[0]?.name).toBe("grey");
    expect(colour.isMonochrome).toBe(false);
    expect(colour.saturation).toBeGreaterThan(0.7);
    expect(colour.colourfulness).toBeGreaterThan(60);
    expect(colour.hueEntropy).toBeGreaterThan(0.6);
    expect(colour.palette.length).toBeGreaterThanOrEqual(4);
  });

  it("measures brightness and palette shares of a two-colour image", () => {
    const w = 100;
    const h = 100;
    const image = makeFlatImage(w, h, [245, 245, 245]);
    // Left half black: a hard vertical edge down the middle.
    for (let y = 0; y < h; y++) for (let x = 0; x < w / 2; x++) image.data.set([10, 10, 10, 255], (y * w + x) * 4);
    const f = analyseImagePixels(image);
    expect(f.brightness).toBeCloseTo(0.5, 1);
    expect(f.contrast).toBeGreaterThan(0.4);
    expect(f.palette.map((p) => p.name).sort()).toEqual(["black", "white"]);
    expect(f.palette[0]?.share).toBeCloseTo(0.5, 1);
    expect(f.straightEdgeShare).toBe(1);
    expect(f.flatShare).toBeGreaterThan(0.9);
  });

  it("trims black letterbox bars before measuring", () => {
    const image = makeFlatImage(200, 200, [0, 0, 0]);
    for (let y = 40; y < 160; y++) for (let x = 0; x < 200; x++) image.data.set([220, 180, 60, 255], (y * 200 + x) * 4);
    const f = analyseImagePixels(image);
    expect(f.sampled.trimmedBars).toBe(true);
    expect(f.brightness).toBeGreaterThan(0.6);
    expect(f.darkShare).toBe(0);
  });

  it("flags a textured grey drawing as monochrome and textured", () => {
    const f = analyseImagePixels(makeGreyTexture(400, 300));
    expect(f.isMonochrome).toBe(true);
    expect(f.texture).toBeGreaterThan(0.03);
  });

  // Its speed on a 12-megapixel photo is in `npm run bench` (the whole analysis); a test asserts the
  // bounded grid that keeps it fast, never a time measured on a busy machine.
  it("analyses a 12-megapixel buffer on a bounded grid", () => {
    const f = analyseImagePixels(makeColourfulImage(4000, 3000));
    expect(Math.max(f.sampled.width, f.sampled.height)).toBeLessThanOrEqual(256);
    expect(f.aspectRatio).toBeCloseTo(4 / 3);
  });

  it("rejects a buffer smaller than width x height x 4", () => {
    expect(() => analyseImagePixels({ data: new Uint8Array(10), width: 10, height: 10 })).toThrow();
  });
});
