import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyseImagePixels } from "./pixel-analysis";
import type { RgbaImage } from "./pixels/sample-grid";
import {
  makeBareWall,
  makeDocument,
  makeRoom,
  makeScreenshot,
  FRAMED_ON_WALL,
  makePaintingLike,
  photographOnWall,
} from "@engine/test-support";
import { STYLE_UNCERTAIN_BELOW, type StylePrediction, temperPrediction } from "@engine/style";
import { assessArtworkPresence } from "./artwork-presence";
import { cropToOutline, locateArtwork } from "./locate-artwork";

function assess(image: RgbaImage) {
  const location = locateArtwork(image);
  const crop = location.method === "whole-image" ? image : cropToOutline(image, location.outline);
  return assessArtworkPresence(analyseImagePixels(crop), location);
}

async function fixture(name: string): Promise<RgbaImage> {
  const { data, info } = await sharp(path.resolve("tests/fixtures", name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("refusing photos with no artwork in them", () => {
  for (let seed = 1; seed <= 6; seed++) {
    it(`refuses bare wall ${seed}`, () => {
      expect(assess(makeBareWall(seed))).toMatchObject({ isArtwork: false, kind: "plain-surface", evidence: 0 });
    });
    it(`refuses room ${seed}`, () => {
      expect(assess(makeRoom(seed)).isArtwork).toBe(false);
    });
  }
  for (let seed = 1; seed <= 3; seed++) {
    it(`refuses text document ${seed}`, () => {
      expect(assess(makeDocument(seed))).toMatchObject({ isArtwork: false, kind: "document" });
    });
    it(`refuses screenshot ${seed}`, () => {
      expect(assess(makeScreenshot(seed))).toMatchObject({ isArtwork: false, kind: "screen" });
    });
  }

  for (const name of ["painting-landscape.jpg", "painting-geometric.jpg"]) {
    it(`accepts the test photo ${name}, clean and framed on a wall`, async () => {
      const image = await fixture(name);
      expect(assess(image)).toMatchObject({ isArtwork: true, kind: null });
      expect(assess(image).evidence).toBeGreaterThan(0.5);
      const { photo } = photographOnWall(image, FRAMED_ON_WALL);
      expect(assess(photo).isArtwork).toBe(true);
    });
  }

  it("accepts a generated painting-like picture", () => {
    expect(assess(makePaintingLike(320, 240, 9)).isArtwork).toBe(true);
  });
});

describe("tempering the style answer when there is little to read", () => {
  const prediction = {
    style: "Abstract",
    era: "Modern",
    eraId: "modern",
    eraPeriod: "1900-1970",
    probability: 0.99,
    characteristics: [],
    similarArtists: [],
    description: "",
    topStyles: [
      { style: "Abstract", probability: 0.99 },
      { style: "Cubism", probability: 0.006 },
      { style: "Surrealism", probability: 0.003 },
    ],
    uncertain: false,
    quickEstimateStyle: "Abstract",
  } as unknown as StylePrediction;

  it("states three candidates with a low confidence, never 99%", () => {
    const tempered = temperPrediction(prediction, 0.05);
    expect(tempered.uncertain).toBe(true);
    expect(tempered.topStyles.map((s) => s.style)).toEqual(["Abstract", "Cubism", "Surrealism"]);
    expect(tempered.probability).toBeLessThan(STYLE_UNCERTAIN_BELOW);
    expect(tempered.topStyles[2]!.probability).toBeGreaterThan(0.2);
  });

  it("leaves a well-evidenced answer as it is", () => {
    expect(temperPrediction(prediction, 0.8)).toBe(prediction);
  });
});
