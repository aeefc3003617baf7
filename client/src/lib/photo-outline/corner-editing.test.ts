import { describe, expect, it } from "vitest";
import { findCornersProblem, type ArtworkCorners } from "@contracts/artwork-corners";
import {
  describeCornerPosition,
  insetCorners,
  KEY_STEP,
  keyboardStep,
  moveCornerByKey,
  placeCorner,
  SHIFT_KEY_STEP,
  startingCorners,
} from "./corner-editing";

const found: ArtworkCorners = [
  { x: 0.2, y: 0.15 },
  { x: 0.8, y: 0.12 },
  { x: 0.82, y: 0.9 },
  { x: 0.18, y: 0.88 },
];

describe("moving a corner with the keyboard", () => {
  it("maps the four arrows to 1% steps and Shift+arrow to 5%; other keys move nothing", () => {
    expect(keyboardStep("ArrowLeft", false)).toEqual({ x: -KEY_STEP, y: 0 });
    expect(keyboardStep("ArrowRight", false)).toEqual({ x: KEY_STEP, y: 0 });
    expect(keyboardStep("ArrowUp", true)).toEqual({ x: 0, y: -SHIFT_KEY_STEP });
    expect(keyboardStep("ArrowDown", true)).toEqual({ x: 0, y: SHIFT_KEY_STEP });
    expect(keyboardStep("Enter", false)).toBeNull();
    expect(keyboardStep("a", true)).toBeNull();
    expect(moveCornerByKey(found, 0, "Tab", false)).toBeNull();
  });

  it("moves only the focused corner, by the step", () => {
    const moved = moveCornerByKey(found, 0, "ArrowRight", false)!;
    expect(moved[0].x).toBeCloseTo(0.21, 10);
    expect(moved[0].y).toBe(0.15);
    expect(moved.slice(1)).toEqual(found.slice(1));
    const further = moveCornerByKey(found, 2, "ArrowDown", true)!;
    expect(further[2].y).toBeCloseTo(0.95, 10);
  });

  it("holds a corner at the photo's edge", () => {
    let corners = found;
    for (let i = 0; i < 10; i++) corners = moveCornerByKey(corners, 0, "ArrowUp", true)!;
    expect(corners[0].y).toBe(0);
    expect(findCornersProblem(corners)).toBeNull();
  });

  it("will not cross the outline over itself or collapse it: the corner stops at the last usable place", () => {
    let corners = found;
    for (let i = 0; i < 200; i++) corners = moveCornerByKey(corners, 0, "ArrowRight", false)!;
    expect(findCornersProblem(corners)).toBeNull();
    // It went right as far as it could and no further than the top-right corner.
    expect(corners[0].x).toBeGreaterThan(0.7);
    expect(corners[0].x).toBeLessThan(corners[1].x);
  });
});

describe("dragging and starting corners", () => {
  it("places a dragged corner inside the photo, refusing a place that would cross the sides", () => {
    expect(placeCorner(found, 1, { x: 1.3, y: -0.2 })[1]).toEqual({ x: 1, y: 0 });
    expect(placeCorner(found, 0, { x: 0.9, y: 0.95 })).toBe(found);
  });

  it("starts from the found outline, or from the whole photo inset a little when none was found", () => {
    expect(startingCorners({ method: "outline", confidence: 0.7, corners: [...found] })).toEqual(found);
    expect(startingCorners({ method: "whole-image", confidence: 0, corners: [...insetCorners(0)] })).toEqual(insetCorners());
    expect(startingCorners(null)).toEqual(insetCorners());
    expect(findCornersProblem(insetCorners())).toBeNull();
  });

  it("says where a corner is in words", () => {
    expect(describeCornerPosition({ x: 0.204, y: 0.15 })).toBe("20% across, 15% down");
  });
});
