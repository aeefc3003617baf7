import { describe, expect, it } from "vitest";
import type { RgbaImage } from "@engine/photo";
import { makePaintingLike } from "@engine/test-support";
import { DESCRIPTOR_LENGTH, knownWorkDescriptor, trimPlainBorders } from "./known-work-descriptor";
import { decodeKnownWorkCatalogue, encodeDescriptors, type KnownWorkFacts } from "./known-work-catalogue";
import { descriptorSimilarity, KNOWN_WORK_THRESHOLD, matchByLayout } from "./known-work-match";

/** Each channel through v -> a + b v (a faded or brightened copy), optionally mixed towards grey. */
function tone(image: RgbaImage, a: number, b: number, grey = 0): RgbaImage {
  const data = new Uint8ClampedArray(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const g = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
    for (let c = 0; c < 3; c++) data[i + c] = a + b * (image.data[i + c]! * (1 - grey) + g * grey);
    data[i + 3] = 255;
  }
  return { data, width: image.width, height: image.height };
}

/** The picture inside a plain mat `border` pixels wide. */
function matted(image: RgbaImage, border: number, value = 240): RgbaImage {
  const width = image.width + 2 * border;
  const height = image.height + 2 * border;
  const data = new Uint8ClampedArray(width * height * 4).fill(value);
  for (let y = 0; y < image.height; y++)
    data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y + border) * width + border) * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { data, width, height };
}

const facts = (n: number): KnownWorkFacts => ({
  artist: `Painter ${n}`,
  title: `Work ${n}`,
  year: 1800 + n,
  collection: n % 2 ? "Some Museum" : null,
});

function catalogueOf(images: RgbaImage[]) {
  const packed = new Int8Array(images.length * DESCRIPTOR_LENGTH);
  images.forEach((image, i) => packed.set(knownWorkDescriptor(image), i * DESCRIPTOR_LENGTH));
  return decodeKnownWorkCatalogue({
    version: 2,
    descriptorLength: DESCRIPTOR_LENGTH,
    works: images.map((_, i) => facts(i)),
    descriptors: encodeDescriptors(packed),
    keypoints: images.map(() => ""),
  });
}

describe("known-work descriptor", () => {
  const painting = makePaintingLike(240, 180, 11);

  it("does not change with brightness, contrast or fading", () => {
    const original = knownWorkDescriptor(painting);
    expect(descriptorSimilarity(knownWorkDescriptor(tone(painting, 30, 0.75, 0.4)), original)).toBeGreaterThan(0.95);
  });

  it("trims a plain mat before reading the layout", () => {
    expect(trimPlainBorders(matted(painting, 20))).toEqual({ left: 20, top: 20, right: 260, bottom: 200 });
    expect(descriptorSimilarity(knownWorkDescriptor(matted(painting, 20)), knownWorkDescriptor(painting))).toBeGreaterThan(0.95);
  });

  it("tells two different pictures apart", () => {
    expect(descriptorSimilarity(knownWorkDescriptor(makePaintingLike(240, 180, 12)), knownWorkDescriptor(painting))).toBeLessThan(
      KNOWN_WORK_THRESHOLD,
    );
  });

  it("judges a grey print of a colour work on its grey layout alone", () => {
    const print = knownWorkDescriptor(tone(painting, 0, 1, 1));
    expect(print.slice(DESCRIPTOR_LENGTH - 32).every((v) => v === 0)).toBe(true);
    expect(descriptorSimilarity(print, knownWorkDescriptor(painting))).toBeGreaterThan(0.95);
  });
});

describe("matchByLayout", () => {
  const works = [1, 2, 3].map((seed) => makePaintingLike(200, 160, seed));
  const catalogue = catalogueOf(works);

  it("names the work a faded copy shows, with its facts and similarity", () => {
    const match = matchByLayout(knownWorkDescriptor(tone(works[1]!, 25, 0.8, 0.3)), catalogue);
    expect(match).toMatchObject(facts(1));
    expect(match!.similarity).toBeGreaterThan(KNOWN_WORK_THRESHOLD);
  });

  it("answers null for a work the catalogue does not hold", () => {
    expect(matchByLayout(knownWorkDescriptor(makePaintingLike(200, 160, 9)), catalogue)).toBeNull();
  });

  it("refuses a catalogue built for another descriptor, or with descriptors missing", () => {
    const stored = {
      version: 2 as const,
      descriptorLength: DESCRIPTOR_LENGTH,
      works: [facts(0), facts(1)],
      descriptors: encodeDescriptors(new Int8Array(DESCRIPTOR_LENGTH)),
      keypoints: ["", ""],
    };
    expect(() => decodeKnownWorkCatalogue(stored)).toThrow(/2 works but 1 descriptors/);
    expect(() => decodeKnownWorkCatalogue({ ...stored, descriptorLength: 64 })).toThrow(/rebuild it/);
    expect(() => matchByLayout(new Int8Array(10), catalogue)).toThrow(/288 values/);
  });

  it("keeps negative values through storing", () => {
    const values = Int8Array.from([-128, -1, 0, 1, 127]);
    expect(
      Array.from(
        decodeKnownWorkCatalogue({
          version: 2,
          descriptorLength: DESCRIPTOR_LENGTH,
          works: [],
          descriptors: encodeDescriptors(values.subarray(0, 0)),
          keypoints: [],
        }).descriptors,
      ),
    ).toEqual([]);
    expect(Array.from(atob(encodeDescriptors(values)), (c) => (c.charCodeAt(0) << 24) >> 24)).toEqual(Array.from(values));
  });
});
