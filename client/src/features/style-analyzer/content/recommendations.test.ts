import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STYLE_CLASSES } from "@engine/knowledge";
import { getRecommendations, RECOMMENDATIONS, type Recommendation } from "./recommendations";

const build = (id: string, style: string, matchScore: number, alsoFor?: string[]): Recommendation => ({
  id,
  style,
  matchScore,
  alsoFor,
  title: id,
  artist: "A",
  year: "1900",
  imageUrl: null,
  museum: "M",
  description: "D",
  matchReason: "R",
});

describe("recommendations", () => {
  it("puts the current style first, then by match score, three at most", () => {
    const all = [
      build("a", "Cubism", 99),
      build("b", "Baroque", 70),
      build("c", "Baroque", 95),
      build("d", "Realism", 80, ["Baroque"]),
      build("e", "Baroque", 60),
    ];
    expect(getRecommendations("Baroque", all).map((r) => r.id)).toEqual(["c", "b", "e"]);
    expect(getRecommendations("Realism", all).map((r) => r.id)).toEqual(["d", "a", "c"]);
    // Fewer works of the style: those recommended for it come next, then the best of the rest.
    expect(getRecommendations("Cubism", all).map((r) => r.id)).toEqual(["a", "c", "d"]);
    expect(getRecommendations("Unknown", all).map((r) => r.id)).toEqual(["a", "c", "d"]);
  });

  it("gives every model style three works led by its own", () => {
    for (const style of STYLE_CLASSES) {
      const picks = getRecommendations(style);
      expect(picks, style).toHaveLength(3);
      expect(picks[0]!.style, style).toBe(style);
    }
  });

  it("points only at images the repository ships", () => {
    expect(new Set(RECOMMENDATIONS.map((r) => r.id)).size).toBe(RECOMMENDATIONS.length);
    for (const item of RECOMMENDATIONS) {
      expect(item.matchScore).toBeGreaterThanOrEqual(0);
      expect(item.matchScore).toBeLessThanOrEqual(100);
      if (item.imageUrl) expect(existsSync(path.resolve("client/public", `.${item.imageUrl}`)), item.imageUrl).toBe(true);
    }
  });
});
