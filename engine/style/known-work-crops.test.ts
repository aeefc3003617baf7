import { describe, expect, it } from "vitest";
import type { RgbaImage } from "@engine/photo";
import { makePaintingLike } from "@engine/test-support";
import { JITTER_SHIFTS, knownWorkCropDescriptors, foregroundBox } from "./known-work-crops";
import { DESCRIPTOR_LENGTH, knownWorkDescriptor } from "./known-work-descriptor";
import { descriptorSimilarity } from "./known-work-match";

/**
 * The picture pinned off-centre on a wall whose light falls off from left to right (so no border
 * line is plain enough for the descriptor's own trim), as the locator leaves a bare poster: whole.
 */
function pinnedOnWall(image: RgbaImage, left: number, top: number, width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inside = x >= left && x < left + image.width && y >= top && y < top + image.height;
      if (inside)
        data.set(image.data.subarray(((y - top) * image.width + (x - left)) * 4, ((y - top) * image.width + (x - left)) * 4 + 4), o);
      else {
        const wall = 225 - (40 * x) / width;
        data[o] = wall;
        data[o + 1] = wall - 6;
        data[o + 2] = wall - 20;
        data[o + 3] = 255;
      }
    }
  return { data, width, height };
}

const bestOf = (descriptors: Int8Array, original: Int8Array) =>
  Math.max(
    ...Array.from({ length: descriptors.length / DESCRIPTOR_LENGTH }, (_, k) =>
      descriptorSimilarity(descriptors.subarray(k * DESCRIPTOR_LENGTH, (k + 1) * DESCRIPTOR_LENGTH), original),
    ),
  );

describe("known-work candidate crops", () => {
  const painting = makePaintingLike(180, 140, 21);
  const photo = pinnedOnWall(painting, 70, 30, 320, 240);

  it("finds the poster's box on the wall around it", () => {
    const box = foregroundBox(photo)!;
    expect(Math.abs(box.left - 70)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.right - 250)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.top - 30)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.bottom - 170)).toBeLessThanOrEqual(4);
  });

  it("reads the poster the locator took whole far better than the whole photo does", () => {
    const original = knownWorkDescriptor(painting);
    const whole = descriptorSimilarity(knownWorkDescriptor(photo), original);
    const crops = knownWorkCropDescriptors(photo, photo, [[0, 0, 0, 0]]);
    expect(crops.length).toBe(2 * DESCRIPTOR_LENGTH);
    expect(bestOf(crops, original)).toBeGreaterThan(0.9);
    expect(bestOf(crops, original) - whole).toBeGreaterThan(0.15);
  });

  it("adds no crop for a photo that is all artwork", () => {
    expect(knownWorkCropDescriptors(painting, painting, [[0, 0, 0, 0]]).length).toBe(DESCRIPTOR_LENGTH);
  });

  it("reads each crop at every jitter box, so a crop a few percent off the work still lines up", () => {
    expect(knownWorkCropDescriptors(painting, painting).length).toBe(JITTER_SHIFTS.length * DESCRIPTOR_LENGTH);
    // The crop took 6% of the wall on the left and lost 6% of the work on the right.
    const shifted = pinnedOnWall(painting, 11, 0, 180, 140);
    const original = knownWorkDescriptor(painting);
    const asFound = descriptorSimilarity(knownWorkDescriptor(shifted), original);
    const jittered = bestOf(knownWorkCropDescriptors(shifted, shifted), original);
    expect(jittered).toBeGreaterThan(asFound + 0.02);
  });
});
