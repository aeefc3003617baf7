import { describe, expect, it } from "vitest";
import { arSettingsReducer, DEFAULT_AR_SETTINGS, parseDimensionInput, wrapRotation, type ArSettings } from "./settings";

const apply = (...actions: Parameters<typeof arSettingsReducer>[1][]) => actions.reduce<ArSettings>(arSettingsReducer, DEFAULT_AR_SETTINGS);

describe("rotation wrap", () => {
  it("stays within 0-359 when 90 is added or subtracted", () => {
    expect(wrapRotation(0 - 90)).toBe(270);
    expect(wrapRotation(300 + 90)).toBe(30);
    expect(wrapRotation(270 + 90)).toBe(0);
    expect(wrapRotation(359)).toBe(359);
    expect(wrapRotation(360)).toBe(0);
    expect(wrapRotation(-450)).toBe(270);
    expect(wrapRotation(Number.NaN)).toBe(0);
  });

  it("the -90° and +90° buttons wrap through the reducer", () => {
    expect(apply({ type: "rotateBy", delta: -90 }).rotation).toBe(270);
    expect(apply({ type: "setRotation", value: 300 }, { type: "rotateBy", delta: 90 }).rotation).toBe(30);
    expect(
      apply(
        { type: "rotateBy", delta: 90 },
        { type: "rotateBy", delta: 90 },
        { type: "rotateBy", delta: 90 },
        { type: "rotateBy", delta: 90 },
      ).rotation,
    ).toBe(0);
  });
});

describe("dimension inputs", () => {
  it("are whole numbers 1-500 and non-numeric input becomes 0", () => {
    expect(parseDimensionInput("60")).toBe(60);
    expect(parseDimensionInput("12.7")).toBe(12);
    expect(parseDimensionInput("abc")).toBe(0);
    expect(parseDimensionInput("")).toBe(0);
    expect(parseDimensionInput("0")).toBe(0);
    expect(parseDimensionInput("-5")).toBe(0);
    expect(parseDimensionInput("1")).toBe(1);
    expect(parseDimensionInput("500")).toBe(500);
    expect(parseDimensionInput("9000")).toBe(500);
  });
});

describe("settings reducer", () => {
  it("starts at the spec's defaults: position 50/50, size 30, no wall colour", () => {
    expect(DEFAULT_AR_SETTINGS).toMatchObject({ x: 50, y: 50, size: 30, rotation: 0, wallColor: null });
  });

  it("clamps every range to the spec's bounds and steps", () => {
    expect(apply({ type: "setSize", value: 5 }).size).toBe(10);
    expect(apply({ type: "setSize", value: 99 }).size).toBe(80);
    expect(apply({ type: "setSize", value: 42.6 }).size).toBe(43);
    expect(apply({ type: "setPosition", x: 0, y: 100 })).toMatchObject({ x: 10, y: 90 });
    expect(apply({ type: "setPosition", x: 33.333 }).x).toBe(33.3);
    expect(apply({ type: "setShadowOpacity", value: 0 }).shadowOpacity).toBe(0.1);
    expect(apply({ type: "setShadowOpacity", value: 1 }).shadowOpacity).toBe(0.5);
    expect(apply({ type: "setShadowOpacity", value: 0.32 }).shadowOpacity).toBe(0.3);
    expect(apply({ type: "setShadowBlur", value: -3 }).shadowBlur).toBe(0);
    expect(apply({ type: "setShadowBlur", value: 31 }).shadowBlur).toBe(30);
  });

  it("centres, sets and resets the wall colour, reads dimension text", () => {
    const moved = apply({ type: "setPosition", x: 20, y: 80 }, { type: "center" });
    expect(moved).toMatchObject({ x: 50, y: 50 });
    const tinted = apply({ type: "setWallColor", value: "#f3e9d2" });
    expect(tinted.wallColor).toBe("#f3e9d2");
    expect(arSettingsReducer(tinted, { type: "resetWallColor" }).wallColor).toBeNull();
    expect(apply({ type: "setDimension", axis: "widthCm", input: "x" }).widthCm).toBe(0);
    expect(apply({ type: "setDimension", axis: "heightCm", input: "45" }).heightCm).toBe(45);
  });

  it("calibration sets the size that draws the artwork at its real width, and follows width changes", () => {
    // A 100 cm door drawn as 500 px on a 2000 px photo: 5 px per cm; a 60 cm artwork is 300 px = 15%.
    const calibrated = apply(
      { type: "setDimension", axis: "widthCm", input: "60" },
      { type: "calibrate", line: { x1: 100, y1: 100, x2: 100, y2: 600 }, lengthCm: 100, photoWidth: 2000 },
    );
    expect(calibrated.calibration?.pxPerCm).toBe(5);
    expect(calibrated.size).toBe(15);
    expect(arSettingsReducer(calibrated, { type: "setDimension", axis: "widthCm", input: "120" }).size).toBe(30);
    // Larger than the slider allows: clamped to 80 and flagged.
    const huge = arSettingsReducer(calibrated, { type: "setDimension", axis: "widthCm", input: "500" });
    expect(huge).toMatchObject({ size: 80, trueScaleClamped: true });
    // A new photo forgets the old photo's scale but keeps the artwork's dimensions.
    expect(arSettingsReducer(calibrated, { type: "reset" })).toMatchObject({ calibration: null, widthCm: 60, size: 30 });
  });

  it("ignores an unusable calibration line", () => {
    const state = apply({ type: "calibrate", line: { x1: 0, y1: 0, x2: 3, y2: 4 }, lengthCm: 10, photoWidth: 1000 });
    expect(state.calibration).toBeNull();
  });
});
