import { describe, expect, it } from "vitest";
import { describeArtistLine } from "./reports";

describe("describeArtistLine", () => {
  it("puts 'by' before a plain name", () => {
    expect(describeArtistLine({ artistLabel: "Anna Vermeulen" })).toBe("by Anna Vermeulen");
  });

  it.each([
    "Attributed to Willard Metcalf",
    "Circle of Jan van Kessel",
    "After Claude Monet",
    "Possibly by Winslow Homer",
    "French school, 19th century",
  ])("keeps a qualified credit as the summary words it: %s", (credit) => {
    expect(describeArtistLine({ artistLabel: credit })).toBe(credit);
  });

  it("has no line when no artist was named", () => {
    expect(describeArtistLine({ artistLabel: null })).toBeNull();
  });
});
