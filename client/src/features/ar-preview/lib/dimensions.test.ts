import { describe, expect, it } from "vitest";
import { parseArtworkDimensionCm } from "./dimensions";

describe("appraisal dimension parsing", () => {
  it("reads a bare number as inches, as the wizard asks", () => {
    expect(parseArtworkDimensionCm("24")).toBe(61);
    expect(parseArtworkDimensionCm("24.5")).toBe(62);
    expect(parseArtworkDimensionCm("24,5")).toBe(62);
    expect(parseArtworkDimensionCm("24 1/2")).toBe(62);
  });

  it("reads written units", () => {
    expect(parseArtworkDimensionCm("60 cm")).toBe(60);
    expect(parseArtworkDimensionCm("60cm")).toBe(60);
    expect(parseArtworkDimensionCm("600 mm")).toBe(60);
    expect(parseArtworkDimensionCm("1.2 m")).toBe(120);
    expect(parseArtworkDimensionCm('24"')).toBe(61);
    expect(parseArtworkDimensionCm("24 in.")).toBe(61);
    expect(parseArtworkDimensionCm("2 ft")).toBe(61);
    expect(parseArtworkDimensionCm("36 Inches")).toBe(91);
  });

  it("gives null for nothing usable and caps at 500 cm", () => {
    expect(parseArtworkDimensionCm(null)).toBeNull();
    expect(parseArtworkDimensionCm("")).toBeNull();
    expect(parseArtworkDimensionCm("large")).toBeNull();
    expect(parseArtworkDimensionCm("about 20")).toBeNull();
    expect(parseArtworkDimensionCm("0")).toBeNull();
    expect(parseArtworkDimensionCm("20 x 30")).toBeNull();
    expect(parseArtworkDimensionCm("30 m")).toBe(500);
  });
});
