import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "@engine/photo";
import { FRAMED_ON_WALL, makePaintingLike, photographOnWall } from "@engine/test-support";
import { knownWorkEntry, readKnownWorkCatalogue, storeKnownWorkCatalogue, type KnownWorkFacts } from "./known-work-catalogue";
import { knownWorkCropDescriptors } from "./known-work-crops";
import { CATALOGUE_KEYPOINTS, catalogueKeypoints, packKeypoints, photoKeypoints, unpackKeypoints } from "./known-work-keypoints";
import { KNOWN_WORK_MIN_INLIERS, matchKnownWork } from "./known-work-match";
import { verifiedInliers } from "./known-work-verify";

async function fixture(name: string): Promise<RgbaImage> {
  const { data, info } = await sharp(path.resolve("tests/fixtures", name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Framed on a wall at the server's analysis size, tilted and off-axis. */
const onWall = (work: RgbaImage, seed = 3) =>
  photographOnWall(work, { ...FRAMED_ON_WALL, width: 512, height: 384, rotation: 4, perspective: 0.05, seed }).photo;

/** Mirrored left to right: the same corners, but no photo of the work turns them this way. */
function mirrored(image: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + (image.width - 1 - x)) * 4;
      data.set(image.data.subarray(from, from + 4), (y * image.width + x) * 4);
    }
  return { data, width: image.width, height: image.height };
}

const facts = (title: string): KnownWorkFacts => ({ artist: "Ada Lind", title, year: 1911, collection: null });

describe("known-work corners and their geometric check", async () => {
  const landscape = await fixture("painting-landscape.jpg");
  const geometric = await fixture("painting-geometric.jpg");

  it("reads the same corners from the same pixels, and stores them losslessly at whole pixels", () => {
    const entry = catalogueKeypoints(landscape);
    expect(entry.count).toBe(CATALOGUE_KEYPOINTS);
    expect(catalogueKeypoints(landscape)).toEqual(entry);
    expect(unpackKeypoints(packKeypoints(entry))).toEqual({ ...entry, xs: Float32Array.from(entry.xs), ys: Float32Array.from(entry.ys) });
    expect(() => unpackKeypoints(new Uint8Array(35))).toThrow(/34-byte records/);
  });

  it("finds a plane of agreeing corners between a photo of a work and its entry, and none with another work", () => {
    const photo = photoKeypoints(onWall(landscape));
    expect(verifiedInliers(photo, catalogueKeypoints(landscape))).toBeGreaterThanOrEqual(KNOWN_WORK_MIN_INLIERS + 5);
    expect(verifiedInliers(photo, catalogueKeypoints(geometric))).toBeLessThan(KNOWN_WORK_MIN_INLIERS);
    expect(verifiedInliers(photoKeypoints(onWall(makePaintingLike(300, 220, 5))), catalogueKeypoints(landscape))).toBeLessThan(
      KNOWN_WORK_MIN_INLIERS,
    );
  });

  it("does not take a mirror image for the work", () => {
    expect(verifiedInliers(photoKeypoints(onWall(mirrored(landscape))), catalogueKeypoints(landscape))).toBeLessThan(
      KNOWN_WORK_MIN_INLIERS,
    );
  });
});

describe("matchKnownWork: the layout shortlists, the corners decide", async () => {
  const landscape = await fixture("painting-landscape.jpg");
  const geometric = await fixture("painting-geometric.jpg");
  const works = [facts("Fields"), facts("Squares, Earth"), facts("Blobs")];
  const images = [landscape, geometric, makePaintingLike(300, 220, 8)];
  const stored = storeKnownWorkCatalogue(works, images.map(knownWorkEntry));
  const catalogue = readKnownWorkCatalogue(JSON.parse(JSON.stringify(stored)), "test");
  const query = (photo: RgbaImage) => ({ descriptor: knownWorkCropDescriptors(photo, photo), keypoints: photoKeypoints(photo) });

  it("names the work a wall photo shows, its similarity the share of the entry's corners found in place", () => {
    const match = matchKnownWork(query(onWall(landscape)), catalogue);
    expect(match).toMatchObject(facts("Fields"));
    const inliers = verifiedInliers(photoKeypoints(onWall(landscape)), catalogue.keypoints[0]!);
    expect(match!.similarity).toBeCloseTo(inliers / catalogue.keypoints[0]!.count, 3);
  });

  it("names nothing for a work the catalogue does not hold", () => {
    expect(matchKnownWork(query(onWall(makePaintingLike(300, 220, 9))), catalogue)).toBeNull();
  });

  it("names nothing from the layout alone when the entry's corners disagree", () => {
    // The mirror image has the same coarse layout flipped, which the layout rule can be near; its corners turn the other way.
    expect(matchKnownWork(query(mirrored(landscape)), catalogue)).toBeNull();
  });

  it("names nothing by its layout alone, and refuses a version 1 file (layouts only) saying to import it again", () => {
    const cornerless = readKnownWorkCatalogue({ ...stored, keypoints: ["", "", ""] }, "test");
    expect(cornerless.keypoints).toEqual([null, null, null]);
    expect(matchKnownWork(query(landscape), cornerless)).toBeNull();
    expect(matchKnownWork(query(landscape), catalogue)).toMatchObject(facts("Fields"));
    expect(() => readKnownWorkCatalogue({ ...stored, version: 1, keypoints: undefined }, "old.json")).toThrow(
      /old.json was written by an older version .*known-works:import/,
    );
  });

  it("refuses a file whose corners do not fit its works", () => {
    expect(() => readKnownWorkCatalogue({ ...stored, keypoints: stored.keypoints!.slice(1) }, "own.json")).toThrow(
      /own.json: the catalogue holds 3 works but 2 lists of corners/,
    );
    expect(() => readKnownWorkCatalogue({ ...stored, keypoints: ["AAAA", "", ""] }, "own.json")).toThrow(/work 1's corners/);
  });
});
