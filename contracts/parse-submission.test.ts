import { describe, expect, it } from "vitest";
import { findDimensionProblem, findYearProblem, parseInches, parseYear } from "./parse-submission";

describe("submission numbers", () => {
  it("parses lengths with units and fractions", () => {
    expect(parseInches("24 1/2")).toBe(24.5);
    expect(parseInches("61 cm")).toBeCloseTo(24.02, 1);
    expect(parseInches("1.2 m")).toBeCloseTo(47.24, 1);
    expect(parseInches("-3")).toBeUndefined();
  });

  it("names the problem with nonsense dimensions", () => {
    expect(findDimensionProblem("", "Height")).toBeUndefined();
    expect(findDimensionProblem("24", "Height")).toBeUndefined();
    expect(findDimensionProblem("-24", "Height")).toMatch(/^Height cannot be negative/);
    expect(findDimensionProblem("tall", "Width")).toMatch(/^Width must be a number/);
    expect(findDimensionProblem("0", "Width")).toBe("Width must be greater than zero");
    expect(findDimensionProblem("0.1", "Width")).toMatch(/too small/);
    expect(findDimensionProblem("90000", "Height")).toMatch(/larger than any work/);
  });

  it("names the problem with impossible years and reads centuries", () => {
    expect(findYearProblem("2099", 2026)).toMatch(/future/);
    expect(findYearProblem("0999", 2026)).toMatch(/1000 or later/);
    expect(findYearProblem("yesterday", 2026)).toMatch(/^Year must be/);
    expect(findYearProblem("c. 1920", 2026)).toBeUndefined();
    expect(findYearProblem("19th century", 2026)).toBeUndefined();
    expect(parseYear("19th century", 2026)).toBe(1850);
    expect(parseYear("2099", 2026)).toBeUndefined();
  });
});
