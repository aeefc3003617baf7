import { describe, expect, it } from "vitest";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { restoreDraftOutline, toDraftOutline, type DraftOutline } from "./draft-outline";

const corners: ArtworkCorners = [
  { x: 0.2, y: 0.15 },
  { x: 0.8, y: 0.12 },
  { x: 0.82, y: 0.9 },
  { x: 0.18, y: 0.88 },
];
const photo = (name: string, bytes = "abc", lastModified = 1_700_000_000_000) =>
  new File([bytes], name, { type: "image/jpeg", lastModified });

describe("the owner's corners in the wizard's draft", () => {
  it("keeps them with the primary photo and brings them back for the same photo after a reload", () => {
    const primary = photo("front.jpg");
    const saved = toDraftOutline(primary, corners);
    // The draft store rebuilds the File from its blob: a new object, the same name, size and date.
    const reloaded = new File([primary], primary.name, { type: primary.type, lastModified: primary.lastModified });
    expect(restoreDraftOutline(structuredClone(saved), reloaded)).toEqual(corners);
  });

  it("keeps nothing without corners or without a photo", () => {
    expect(toDraftOutline(photo("front.jpg"), null)).toBeNull();
    expect(toDraftOutline(undefined, corners)).toBeNull();
  });

  it("drops them when the primary photo is another one", () => {
    const saved = toDraftOutline(photo("front.jpg"), corners);
    expect(restoreDraftOutline(saved, photo("detail.jpg"))).toBeNull();
    expect(restoreDraftOutline(saved, photo("front.jpg", "a longer photo"))).toBeNull();
    expect(restoreDraftOutline(saved, photo("front.jpg", "abc", 1_800_000_000_000))).toBeNull();
    expect(restoreDraftOutline(saved, undefined)).toBeNull();
  });

  it("brings back nothing from a draft saved before corners were kept", () => {
    expect(restoreDraftOutline(undefined, photo("front.jpg"))).toBeNull();
    expect(restoreDraftOutline(null, photo("front.jpg"))).toBeNull();
  });

  it("drops an outline the upload would refuse rather than send it", () => {
    const primary = photo("front.jpg");
    const saved = toDraftOutline(primary, corners)!;
    const crossed: DraftOutline = { ...saved, corners: [corners[0], corners[2], corners[1], corners[3]] };
    const outside: DraftOutline = { ...saved, corners: [{ x: -0.2, y: 0 }, corners[1], corners[2], corners[3]] };
    const malformed = { ...saved, corners: "not corners" } as unknown as DraftOutline;
    const holed = { ...saved, corners: [null, corners[1], corners[2], corners[3]] } as unknown as DraftOutline;
    expect(restoreDraftOutline(holed, primary)).toBeNull();
    expect(restoreDraftOutline(crossed, primary)).toBeNull();
    expect(restoreDraftOutline(outside, primary)).toBeNull();
    expect(restoreDraftOutline(malformed, primary)).toBeNull();
  });
});
