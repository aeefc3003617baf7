import { describe, expect, it } from "vitest";
import {
  ArtworkCornersFieldSchema,
  CORNERS_NOT_CONVEX_MESSAGE,
  CORNERS_OUTSIDE_MESSAGE,
  CORNERS_SHAPE_MESSAGE,
  CORNERS_TOO_SMALL_MESSAGE,
  findCornersProblem,
  serialiseCorners,
  type ArtworkCorners,
} from "./artwork-corners";

const square: ArtworkCorners = [
  { x: 0.1, y: 0.1 },
  { x: 0.9, y: 0.1 },
  { x: 0.9, y: 0.9 },
  { x: 0.1, y: 0.9 },
];
// A photographed-off-axis outline: a trapezoid, still convex.
const keystone: ArtworkCorners = [
  { x: 0.2, y: 0.15 },
  { x: 0.75, y: 0.1 },
  { x: 0.8, y: 0.92 },
  { x: 0.18, y: 0.85 },
];

function errorOf(text: string | undefined): string | undefined {
  const parsed = ArtworkCornersFieldSchema.safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("the owner's corners (findCornersProblem)", () => {
  it("accepts a convex outline inside the photo, the whole photo included", () => {
    expect(findCornersProblem(square)).toBeNull();
    expect(findCornersProblem(keystone)).toBeNull();
    expect(
      findCornersProblem([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ]),
    ).toBeNull();
  });

  it("refuses a corner outside the photo", () => {
    expect(findCornersProblem([{ x: -0.01, y: 0.1 }, ...square.slice(1)])).toBe(CORNERS_OUTSIDE_MESSAGE);
    expect(findCornersProblem([...square.slice(0, 2), { x: 0.9, y: 1.2 }, square[3]])).toBe(CORNERS_OUTSIDE_MESSAGE);
  });

  it("refuses crossed sides, a dent and corners going the wrong way round", () => {
    const crossed = [square[0], square[1], square[3], square[2]];
    const dented = [square[0], { x: 0.5, y: 0.6 }, square[2], square[3]];
    const anticlockwise = [square[0], square[3], square[2], square[1]];
    for (const corners of [crossed, dented, anticlockwise]) expect(findCornersProblem(corners)).toBe(CORNERS_NOT_CONVEX_MESSAGE);
  });

  it("refuses degenerate outlines: three corners on a line, two on one spot, a speck", () => {
    const collinear = [square[0], { x: 0.5, y: 0.1 }, square[1], square[3]];
    const doubled = [square[0], square[0], square[2], square[3]];
    const speck = [
      { x: 0.5, y: 0.5 },
      { x: 0.55, y: 0.5 },
      { x: 0.55, y: 0.55 },
      { x: 0.5, y: 0.55 },
    ];
    expect(findCornersProblem(collinear)).toBe(CORNERS_NOT_CONVEX_MESSAGE);
    expect(findCornersProblem(doubled)).toBe(CORNERS_TOO_SMALL_MESSAGE);
    expect(findCornersProblem(speck)).toBe(CORNERS_TOO_SMALL_MESSAGE);
  });

  it("refuses anything but four finite points", () => {
    expect(findCornersProblem(square.slice(0, 3))).toBe(CORNERS_SHAPE_MESSAGE);
    expect(findCornersProblem([{ x: Number.NaN, y: 0.1 }, ...square.slice(1)])).toBe(CORNERS_SHAPE_MESSAGE);
  });
});

describe("the artworkCorners multipart field", () => {
  it("reads the serialised corners back, and treats absent or empty as no corners", () => {
    const parsed = ArtworkCornersFieldSchema.parse(serialiseCorners(keystone));
    expect(parsed).toEqual(keystone);
    expect(ArtworkCornersFieldSchema.parse(undefined)).toBeUndefined();
    expect(ArtworkCornersFieldSchema.parse("")).toBeUndefined();
  });

  it("names the problem of a bad field", () => {
    expect(errorOf("not json")).toBe(CORNERS_SHAPE_MESSAGE);
    expect(errorOf(JSON.stringify([{ x: 0.1, y: 0.1 }]))).toBe(CORNERS_SHAPE_MESSAGE);
    expect(errorOf(JSON.stringify({ x: 1 }))).toBe(CORNERS_SHAPE_MESSAGE);
    expect(errorOf(JSON.stringify([...square.slice(0, 3), { x: "0.1", y: 0.9 }]))).toBe(CORNERS_SHAPE_MESSAGE);
    expect(errorOf(JSON.stringify([square[0], square[1], square[3], square[2]]))).toBe(CORNERS_NOT_CONVEX_MESSAGE);
    expect(errorOf(JSON.stringify([{ x: 2, y: 0.1 }, ...square.slice(1)]))).toBe(CORNERS_OUTSIDE_MESSAGE);
    expect(errorOf("x".repeat(2000))).toBe(CORNERS_SHAPE_MESSAGE);
  });
});
