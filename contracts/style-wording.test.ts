import { describe, expect, it } from "vitest";
import { describeStyleVerdict, shortStyleLabel } from "./style-wording";

const topStyles = [
  { style: "Post-Impressionism", probability: 0.16 },
  { style: "Symbolism", probability: 0.15 },
  { style: "Impressionism", probability: 0.12 },
];

describe("style wording", () => {
  it("marks an uncertain best guess in a short line, and names a confident one plainly", () => {
    expect(shortStyleLabel({ style: "Post-Impressionism", uncertain: true })).toBe("Post-Impressionism (uncertain)");
    expect(shortStyleLabel({ style: "Impressionism", uncertain: false })).toBe("Impressionism");
  });

  it("says an uncertain answer is uncertain and lists the three likely styles", () => {
    expect(describeStyleVerdict({ style: "Post-Impressionism", probability: 0.16, topStyles, uncertain: true })).toBe(
      "The style is uncertain from this photo: it looks most like Post-Impressionism (16%), Symbolism (15%) or Impressionism (12%).",
    );
  });
});
