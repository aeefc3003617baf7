import { describe, expect, it } from "vitest";
import { lineLength, pixelsPerCm, sizePercentForWidth, widthCmForSize } from "./calibration";
import { computeArtworkBox } from "./layout";

describe("scale from a calibration line", () => {
  it("measures the line and divides by the typed length", () => {
    expect(lineLength({ x1: 0, y1: 0, x2: 300, y2: 400 })).toBe(500);
    // An A4 sheet (29.7 cm) drawn 297 px long: 10 px per cm.
    expect(pixelsPerCm({ x1: 10, y1: 10, x2: 10, y2: 307 }, 29.7)).toBeCloseTo(10, 6);
    expect(pixelsPerCm({ x1: 0, y1: 0, x2: 300, y2: 400 }, 0)).toBeNull();
    expect(pixelsPerCm({ x1: 0, y1: 0, x2: 5, y2: 5 }, 10)).toBeNull();
  });

  it("turns a real width into a size percent and back", () => {
    expect(sizePercentForWidth({ widthCm: 80, pxPerCm: 4, photoWidth: 1600 })).toBe(20);
    expect(widthCmForSize({ size: 20, pxPerCm: 4, photoWidth: 1600 })).toBe(80);
  });
});

describe("artwork box", () => {
  it("follows the artwork's proportions and never covers more than 80% of the scene", () => {
    const square = computeArtworkBox({ size: 30, artworkAspect: 1, sceneAspect: 0.75 });
    expect(square.width).toBeCloseTo(0.3);
    expect(square.height).toBeCloseTo(0.4);
    const tall = computeArtworkBox({ size: 80, artworkAspect: 2, sceneAspect: 0.75 });
    expect(tall.height).toBeCloseTo(0.8);
    expect(tall.width).toBeCloseTo(0.3);
  });
});
