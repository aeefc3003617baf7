import { describe, expect, it } from "vitest";
import { computeArtworkBox, coverCrop, getArtworkAspect, getComposeScale } from "./layout";

describe("artwork proportions", () => {
  it("come from the real dimensions when both are known, else from the image", () => {
    // A 91 x 61 cm painting photographed as a 4:3 picture is still drawn 91 x 61.
    expect(getArtworkAspect({ widthCm: 91, heightCm: 61, imageWidth: 480, imageHeight: 360 })).toBeCloseTo(61 / 91, 6);
    expect(getArtworkAspect({ widthCm: 91, heightCm: 0, imageWidth: 480, imageHeight: 360 })).toBeCloseTo(0.75, 6);
    expect(getArtworkAspect({ widthCm: 0, heightCm: 0, imageWidth: 300, imageHeight: 200 })).toBeCloseTo(2 / 3, 6);
  });

  it("make true scale hold for the height: 5 px per cm on a 1600 x 1200 photo", () => {
    // 60 x 40 cm at 5 px/cm is 300 x 200 photo pixels, whatever the artwork image's own shape.
    const aspect = getArtworkAspect({ widthCm: 60, heightCm: 40, imageWidth: 500, imageHeight: 500 });
    const box = computeArtworkBox({ size: 18.75, artworkAspect: aspect, sceneAspect: 1200 / 1600 });
    expect(box.width * 1600).toBeCloseTo(300, 6);
    expect(box.height * 1200).toBeCloseTo(200, 6);
  });

  it("crop the image around its centre instead of stretching it", () => {
    // A square image in a 3:2 (landscape) box: full width, the middle two thirds of the height.
    expect(coverCrop({ imageWidth: 600, imageHeight: 600, aspect: 2 / 3 })).toEqual({ sx: 0, sy: 100, sw: 600, sh: 400 });
    // A landscape image in a square box: full height, the middle of the width.
    expect(coverCrop({ imageWidth: 800, imageHeight: 400, aspect: 1 })).toEqual({ sx: 200, sy: 0, sw: 400, sh: 400 });
    expect(coverCrop({ imageWidth: 300, imageHeight: 200, aspect: 2 / 3 })).toEqual({ sx: 0, sy: 0, sw: 300, sh: 200 });
  });
});

describe("composed picture scale", () => {
  it("draws the label and shadow the same size relative to the picture on a phone as on a desktop", () => {
    expect(getComposeScale({ pictureWidth: 1600, displayWidth: 800 })).toBe(2);
    expect(getComposeScale({ pictureWidth: 1600, displayWidth: 960 })).toBeCloseTo(1600 / 960, 6);
    // A 343 px phone scene: not 4.7x (a label a quarter of the picture wide), but as on an 800 px scene.
    expect(getComposeScale({ pictureWidth: 1600, displayWidth: 343 })).toBe(2);
  });
});
