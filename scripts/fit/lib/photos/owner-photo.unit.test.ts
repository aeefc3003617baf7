import { describe, expect, it } from "vitest";
import { cornerError, makePaintingLike, photographOnWall } from "@engine/test-support";
import { ANALYSIS_SIDE, cropAsTheProductDoes, ownerPhotoOptions, ownerPhotoSeed, photographLikeAnOwner } from "./owner-photo";

const artwork = makePaintingLike(160, 120, 7);
// Each photo draws a 1024 x 768 scene in plain JavaScript (about half a second on a loaded core).
const SLOW = 60_000;

describe("ownerPhotoSeed", () => {
  it("is fixed per image and copy, differs between them, and never meets the photos eval's seeds", () => {
    const a = ownerPhotoSeed("styles-large/Cubism/x.jpg", 0);
    expect(ownerPhotoSeed("styles-large/Cubism/x.jpg", 0)).toBe(a);
    expect(ownerPhotoSeed("styles-large/Cubism/x.jpg", 1)).not.toBe(a);
    expect(ownerPhotoSeed("styles-large/Cubism/y.jpg", 0)).not.toBe(a);
    // The eval draws its photos from seeds 500-1127 (photos.eval.ts): below 2^20.
    for (let i = 0; i < 200; i++) expect(ownerPhotoSeed(`img-${i}.jpg`, 0)).toBeGreaterThanOrEqual(1 << 20);
  });
});

describe("ownerPhotoOptions", () => {
  it("draws frames, mats, orientations and camera settings over their whole ranges", () => {
    const all = Array.from({ length: 300 }, (_, i) => ownerPhotoOptions(ownerPhotoSeed(`img-${i}.jpg`, 0)));
    const frames = all.map((o) => o.scene.frameWidth);
    expect(frames.filter((w) => w === 0).length).toBeGreaterThan(10);
    expect(Math.max(...frames)).toBeGreaterThan(0.1);
    expect(all.filter((o) => o.scene.matWidth > 0).length / all.length).toBeGreaterThan(0.4);
    expect(all.filter((o) => o.scene.matWidth > 0).length / all.length).toBeLessThan(0.7);
    expect(all.some((o) => o.scene.height > o.scene.width)).toBe(true);
    expect(all.some((o) => o.scene.width > o.scene.height)).toBe(true);
    for (const o of all) {
      expect(Math.abs(o.scene.rotation)).toBeLessThanOrEqual(7);
      expect(o.camera.jpegQuality).toBeGreaterThanOrEqual(50);
      expect(o.camera.jpegQuality).toBeLessThanOrEqual(92);
      expect(o.camera.blur).toBeGreaterThanOrEqual(0.3);
      o.scene.wall.forEach((c) => expect(c).toBeGreaterThanOrEqual(0));
      o.scene.wall.forEach((c) => expect(c).toBeLessThanOrEqual(255));
    }
  });
});

describe("photographLikeAnOwner", () => {
  it(
    "gives the same photo for the same seed and another for another seed",
    async () => {
      const seed = ownerPhotoSeed("a.jpg", 0);
      const a = await photographLikeAnOwner(artwork, seed);
      const b = await photographLikeAnOwner(artwork, seed);
      expect(Buffer.from(b.photo.data).equals(Buffer.from(a.photo.data))).toBe(true);
      expect(b.corners).toEqual(a.corners);
      const c = await photographLikeAnOwner(artwork, ownerPhotoSeed("a.jpg", 1));
      expect(Buffer.from(c.photo.data).equals(Buffer.from(a.photo.data))).toBe(false);
    },
    SLOW,
  );

  it(
    "decodes to the analysis size and knows where the work's corners are",
    async () => {
      for (const copy of [0, 1, 2]) {
        const seed = ownerPhotoSeed("b.jpg", copy);
        const { photo, corners, options } = await photographLikeAnOwner(artwork, seed);
        const { scene } = options;
        expect(Math.max(photo.width, photo.height)).toBe(ANALYSIS_SIDE);
        expect(photo.width / photo.height).toBeCloseTo(scene.width / scene.height, 2);
        expect(photo.data.length).toBe(photo.width * photo.height * 4);
        // The scene's corners, scaled to the decoded photo.
        const scale = photo.width / scene.width;
        photographOnWall(artwork, scene).corners.forEach((p, i) => {
          expect(corners[i]!.x).toBeCloseTo(p.x * scale, 6);
          expect(corners[i]!.y).toBeCloseTo(p.y * scale, 6);
        });
        for (const p of corners) {
          expect(p.x).toBeGreaterThan(0);
          expect(p.x).toBeLessThan(photo.width);
          expect(p.y).toBeGreaterThan(0);
          expect(p.y).toBeLessThan(photo.height);
        }
      }
    },
    SLOW,
  );

  it(
    "is cropped by the product's locator close to the work in most photos",
    async () => {
      const errors: number[] = [];
      for (let copy = 0; copy < 6; copy++) {
        const { photo, corners } = await photographLikeAnOwner(artwork, ownerPhotoSeed("c.jpg", copy));
        const { crop, location } = cropAsTheProductDoes(photo);
        expect(crop.width * crop.height).toBeGreaterThan(0);
        errors.push(location.method === "outline" ? cornerError(location.outline, corners) : 1);
      }
      expect(errors.filter((e) => e < 0.05).length).toBeGreaterThanOrEqual(4);
    },
    SLOW,
  );
});
