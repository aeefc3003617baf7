import { describe, expect, it } from "vitest";
import { ART_ERAS } from "@engine/knowledge";
import {
  assignTimelineRows,
  clampZoom,
  findEraForPrediction,
  searchEras,
  TIMELINE_ZOOM_MAX,
  TIMELINE_ZOOM_MIN,
  zoomIn,
  zoomOut,
} from "./timeline-logic";

describe("timeline zoom", () => {
  it("steps by 0.2 between 0.5 and 2 and stops at the bounds", () => {
    const ups: number[] = [];
    let zoom = 1;
    for (let i = 0; i < 8; i++) ups.push((zoom = zoomIn(zoom)));
    expect(ups).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2, 2, 2]);
    const downs: number[] = [];
    for (let i = 0; i < 10; i++) downs.push((zoom = zoomOut(zoom)));
    expect(downs).toEqual([1.8, 1.6, 1.4, 1.2, 1, 0.8, 0.6, 0.5, 0.5, 0.5]);
    expect(zoomIn(TIMELINE_ZOOM_MIN)).toBe(0.7);
    expect(clampZoom(7)).toBe(TIMELINE_ZOOM_MAX);
    expect(clampZoom(-1)).toBe(TIMELINE_ZOOM_MIN);
  });
});

describe("timeline search", () => {
  it("matches names, artists and characteristics, case-insensitively, all words", () => {
    expect(searchEras(ART_ERAS, "").length).toBe(17);
    expect(searchEras(ART_ERAS, "baroque").map((e) => e.id)).toContain("baroque");
    expect(searchEras(ART_ERAS, "MONET").map((e) => e.id)).toEqual(["impressionism"]);
    expect(searchEras(ART_ERAS, "chiaroscuro").map((e) => e.id)).toEqual(["baroque"]);
    expect(searchEras(ART_ERAS, "pastel palette").map((e) => e.id)).toEqual(["rococo"]);
    expect(searchEras(ART_ERAS, "monet chiaroscuro")).toEqual([]);
    expect(searchEras(ART_ERAS, "no such painter")).toEqual([]);
  });
});

describe("era for a prediction", () => {
  it("finds the era by the name the prediction gives, else by the style", () => {
    expect(findEraForPrediction(ART_ERAS, { era: "Impressionism", style: "Impressionism" })?.id).toBe("impressionism");
    expect(findEraForPrediction(ART_ERAS, { era: "contemporary art", style: "Abstract" })?.id).toBe("contemporary");
    expect(findEraForPrediction(ART_ERAS, { era: "Edo period", style: "Cubism" })?.id).toBe("cubism");
    expect(findEraForPrediction(ART_ERAS, { era: "Nowhere", style: "Nothing" })).toBeUndefined();
  });
});

describe("timeline rows", () => {
  it("never puts overlapping eras in one row", () => {
    const rows = assignTimelineRows(ART_ERAS);
    for (const a of ART_ERAS)
      for (const b of ART_ERAS)
        if (a !== b && rows.get(a.id) === rows.get(b.id))
          expect(a.yearEnd <= b.yearStart || b.yearEnd <= a.yearStart, `${a.id} / ${b.id}`).toBe(true);
  });
});
