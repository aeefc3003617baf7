import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
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
import { analyseImagePixels } from "./pixel-analysis";
import { detectArtwork } from "./detect-artwork";

// What the server's upload check asks: located, cropped, and judged with the whole photo.
const assess = (image: RgbaImage) => detectArtwork(image);

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
      // Decodes a photo and composes a wall: seconds on a loaded two-core machine, not a timing check.
    }, 30_000);
  }

  it("accepts a generated painting-like picture", () => {
    expect(assess(makePaintingLike(320, 240, 9)).isArtwork).toBe(true);
  });
});

// Issue 50 (decision 0037): measures of real catalogue photos the first rules refused, on a painting-like base.
describe("never refusing what only looks plain or straight-edged", () => {
  const base = analyseImagePixels(makePaintingLike(320, 240, 9));
  const wholeImage = { method: "whole-image", confidence: 0, areaShare: 1 } as const;
  const outline = { method: "outline", confidence: 0.8, areaShare: 0.2 } as const;
  const at = (location: typeof wholeImage | typeof outline) => ({ ...location, outline: [] as never });
  // A pale minimalist sheet photographed edge to edge: a few faint edges, little texture.
  const paleSheet = { ...base, edgeDensity: 0.002, texture: 0.0056, straightEdgeShare: 0.45, contrast: 0.038 };
  // A pale pencil grid: all its few edges straight, but none of a room's light-dark contrast.
  const paleGrid = { ...base, edgeDensity: 0.005, texture: 0.004, straightEdgeShare: 0.99, flatShare: 0.94, contrast: 0.033 };
  const bareWall = { ...base, edgeDensity: 0, texture: 0.003, straightEdgeShare: 0, contrast: 0.05 };

  it("accepts a pale sheet with a few faint edges, and still refuses a wall with none", () => {
    expect(assessArtworkPresence(paleSheet, at(wholeImage)).isArtwork).toBe(true);
    expect(assessArtworkPresence(bareWall, at(wholeImage))).toMatchObject({ isArtwork: false, kind: "plain-surface" });
  });

  it("accepts a pale straight-edged grid as no room", () => {
    expect(assessArtworkPresence(paleGrid, at(wholeImage)).isArtwork).toBe(true);
  });

  it("does not refuse a plain crop inside a mat when the whole photo holds more", () => {
    expect(assessArtworkPresence(bareWall, at(outline), base).isArtwork).toBe(true);
    expect(assessArtworkPresence(bareWall, at(outline), bareWall).isArtwork).toBe(false);
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
