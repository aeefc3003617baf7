import { describe, expect, it } from "vitest";
import { cornerError, makePaintingLike, photographOnWall, type WallPhotoOptions } from "@engine/test-support";
import { homographyBetween, project } from "./homography";
import { locateAndCropArtwork, locateArtwork } from "./locate-artwork";

const BASE: WallPhotoOptions = {
  width: 640,
  height: 480,
  wall: [214, 208, 196],
  frame: [92, 60, 32],
  frameWidth: 0.06,
  mat: [240, 238, 230],
  matWidth: 0.08,
  fill: 0.8,
  perspective: 0.04,
  rotation: 3,
  lightFalloff: 0.3,
  glare: 0.15,
  noise: 4,
  seed: 1,
};

describe("locating the artwork in a photo", () => {
  const scenes: [string, Partial<WallPhotoOptions>][] = [
    ["a dark frame and a white mat on a beige wall", {}],
    [
      "a thin gold frame without a mat, tilted the other way",
      { frame: [190, 150, 70], frameWidth: 0.03, matWidth: 0, rotation: -4, seed: 2 },
    ],
    [
      "a wide black frame on a grey wall, strong light falloff",
      { frame: [25, 25, 28], frameWidth: 0.1, matWidth: 0.04, wall: [150, 152, 155], lightFalloff: 0.45, seed: 3 },
    ],
    [
      "a white frame on a white wall, more perspective",
      { frame: [235, 235, 232], wall: [225, 225, 220], matWidth: 0.05, perspective: 0.07, seed: 4 },
    ],
  ];
  for (const [name, options] of scenes) {
    it(`finds the painted surface within 3% for ${name}`, () => {
      const artwork = makePaintingLike(300, 220, 10 + (options.seed ?? 1));
      const { photo, corners } = photographOnWall(artwork, { ...BASE, ...options });
      const found = locateArtwork(photo);
      expect(found.method).toBe("outline");
      expect(cornerError(found.outline, corners)).toBeLessThan(0.03);
      expect(found.confidence).toBeGreaterThan(0.5);
    });
  }

  it("straightens the crop to the work's proportions", () => {
    const artwork = makePaintingLike(300, 200, 21);
    const { photo } = photographOnWall(artwork, BASE);
    const { crop } = locateAndCropArtwork(photo);
    expect(crop.width / crop.height).toBeGreaterThan(1.5 * 0.9);
    expect(crop.width / crop.height).toBeLessThan(1.5 * 1.1);
  });

  it("takes a clean unframed image whole", () => {
    const found = locateArtwork(makePaintingLike(400, 300, 5));
    expect(found.method).toBe("whole-image");
    expect(found.outline).toEqual([
      { x: 0, y: 0 },
      { x: 400, y: 0 },
      { x: 400, y: 300 },
      { x: 0, y: 300 },
    ]);
    expect(found.areaShare).toBe(1);
  });
});

describe("the homography", () => {
  it("maps four corners onto four others and back", () => {
    const from = [
      { x: 10, y: 20 },
      { x: 300, y: 5 },
      { x: 320, y: 260 },
      { x: 0, y: 240 },
    ] as const;
    const to = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 80 },
      { x: 0, y: 80 },
    ] as const;
    const h = homographyBetween(from, to);
    from.forEach((p, i) => {
      const q = project(h, p);
      expect(q.x).toBeCloseTo(to[i]!.x, 6);
      expect(q.y).toBeCloseTo(to[i]!.y, 6);
    });
  });
});
