import { describe, expect, it } from "vitest";
import { PHOTO_CALIBRATION, STYLE_MODEL } from "@engine/knowledge";
import { styleTemperature } from "./photo-temperature";

describe("the temperature of a style answer about a photo", () => {
  it("is the photo temperature when the work was found inside a larger photo, by the locator or the owner", () => {
    expect(styleTemperature({ method: "outline" })).toBe(PHOTO_CALIBRATION.photoTemperature);
    expect(styleTemperature({ method: "owner" })).toBe(PHOTO_CALIBRATION.photoTemperature);
  });

  it("is the model's own for a picture taken whole (a scan, a tight crop)", () => {
    expect(styleTemperature({ method: "whole-image" })).toBe(STYLE_MODEL.temperature);
  });

  it("is never below the model's own: a work on a wall is never stated more surely than a clean image", () => {
    expect(PHOTO_CALIBRATION.photoTemperature).toBeGreaterThanOrEqual(STYLE_MODEL.temperature);
  });
});
