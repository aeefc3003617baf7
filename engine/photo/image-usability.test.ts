import { describe, expect, it } from "vitest";
import { findUnusableImageReason, MIN_ANALYSIS_SIDE } from "./image-usability";
import { makeColourfulImage, makeFlatImage, makeGreyTexture } from "@engine/test-support";

describe("findUnusableImageReason", () => {
  it("refuses a few pixels, naming the size", () => {
    expect(findUnusableImageReason(makeColourfulImage(2, 2))).toMatch(/only 2 x 2 pixels, too small/);
    expect(findUnusableImageReason(makeColourfulImage(MIN_ANALYSIS_SIDE - 1, 400))).toMatch(/too small/);
  });

  it("refuses a blank image of any colour, whatever its size", () => {
    expect(findUnusableImageReason(makeFlatImage(800, 600, [255, 255, 255]))).toMatch(/single flat colour/);
    expect(findUnusableImageReason(makeFlatImage(64, 64, [20, 90, 160]))).toMatch(/single flat colour/);
  });

  it("accepts pictures, including quiet monochrome ones", () => {
    expect(findUnusableImageReason(makeColourfulImage(MIN_ANALYSIS_SIDE, MIN_ANALYSIS_SIDE))).toBeNull();
    expect(findUnusableImageReason(makeGreyTexture(300, 200))).toBeNull();
  });
});
