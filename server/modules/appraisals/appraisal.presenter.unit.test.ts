import { describe, expect, it } from "vitest";
import { composeReport } from "@engine/report";
import { computeValuation } from "@engine/valuation";
import { ownerArtistLabel, ownerMediumLabel } from "./appraisal.presenter";

// Decision 28: the lists, the detail header and the report's cover credit the work and name its
// medium as the report's summary does, from the same owner's words.

const row = (fields: { medium: string; artistName?: string; artworkTitle?: string; additionalNotes?: string; provenance?: string }) => ({
  artistName: null,
  artworkTitle: null,
  additionalNotes: null,
  provenance: null,
  ...fields,
});

function summaryOf(r: ReturnType<typeof row>): string {
  const input = {
    medium: r.medium,
    artistName: r.artistName ?? undefined,
    title: r.artworkTitle ?? undefined,
    notes: r.additionalNotes ?? undefined,
    provenance: r.provenance ?? undefined,
    photosCount: 1,
  };
  const valuation = computeValuation({ ...input, asOfYear: 2026 });
  return composeReport({ ...input, valuation }).summary;
}

describe("ownerArtistLabel", () => {
  it.each([
    [{ medium: "oil", artistName: "Willard Metcalf (attributed)" }, "Attributed to Willard Metcalf"],
    [
      { medium: "oil", artistName: "Willard Metcalf", additionalNotes: "Attributed to Metcalf by the dealer." },
      "Attributed to Willard Metcalf",
    ],
    [{ medium: "oil", artistName: "Circle of Rembrandt" }, "Circle of Rembrandt"],
    [{ medium: "oil", artistName: "possibly Winslow Homer" }, "Possibly by Winslow Homer"],
    [{ medium: "oil", artistName: "Claude Monet (after)" }, "After Claude Monet"],
    [{ medium: "oil", artistName: "Claude Monet", artworkTitle: "Water Lilies museum shop poster" }, "After Claude Monet"],
  ])("credits %o as the summary does: %s", (fields, label) => {
    const r = row(fields);
    expect(ownerArtistLabel(r)).toBe(label);
    expect(summaryOf(r).toLowerCase()).toContain(label.toLowerCase());
  });

  it("keeps a plain name, and a school, as typed; no name is null", () => {
    expect(ownerArtistLabel(row({ medium: "oil", artistName: " Anna Vermeulen " }))).toBe("Anna Vermeulen");
    expect(ownerArtistLabel(row({ medium: "oil", artistName: "French school, 19th century" }))).toBe("French school, 19th century");
    expect(ownerArtistLabel(row({ medium: "oil" }))).toBeNull();
    expect(ownerArtistLabel(row({ medium: "oil", artistName: "  " }))).toBeNull();
  });
});

describe("ownerMediumLabel", () => {
  it("names the support the owner gave for an oil, as the summary does", () => {
    const panel = row({ medium: "oil", artworkTitle: "Harbour", additionalNotes: "Oil on oak panel, signed lower right." });
    expect(ownerMediumLabel(panel)).toBe("Oil on Panel");
    expect(summaryOf(panel)).toContain("painting on panel");
  });

  it("calls what the owner says is a poster or a reproduction a printed reproduction, never an oil", () => {
    const poster = row({ medium: "oil", artworkTitle: "Water Lilies museum shop poster" });
    expect(ownerMediumLabel(poster)).toBe("Printed Reproduction");
    expect(summaryOf(poster)).toContain("printed reproduction");
  });

  it("keeps the wizard's label otherwise", () => {
    expect(ownerMediumLabel(row({ medium: "oil" }))).toBe("Oil on Canvas");
    expect(ownerMediumLabel(row({ medium: "print", additionalNotes: "Lithograph on paper, signed in pencil." }))).toBe("Print");
  });
});
