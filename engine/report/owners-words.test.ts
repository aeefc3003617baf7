import { describe, expect, it } from "vitest";
import { describeObservations } from "@engine/style";
import { analyseImagePixels } from "@engine/photo";
import { composeReport } from "./report-writer";
import type { ReportInput } from "./report-input";
import { mediumLabelAsOwnerSaid, withoutBrushwork } from "./report-text";
import { makeGreyTexture } from "@engine/test-support";
import { findInOwnerText } from "@engine/submission";
import { computeValuation, type ValuationInput } from "@engine/valuation";

// Decision 28: the report keeps the owner's words. A qualifier typed with the name is never
// dropped, a print is never credited with brushwork, an oil on panel is not "Oil on Canvas".

const IMPRESSIONISM = {
  style: "Impressionism",
  era: "Impressionism",
  eraId: "impressionism",
  eraPeriod: "1860-1900",
  probability: 0.72,
  uncertain: false,
  topStyles: [
    { style: "Impressionism", probability: 0.72 },
    { style: "Realism", probability: 0.1 },
    { style: "Romanticism", probability: 0.05 },
  ],
};

function report(submission: Omit<ValuationInput, "asOfYear"> & { photosCount?: number }) {
  const valuation = computeValuation({ ...submission, asOfYear: 2026 });
  const input: ReportInput = {
    ...submission,
    features: analyseImagePixels(makeGreyTexture(120, 90)),
    prediction: IMPRESSIONISM,
    valuation,
  };
  return { valuation, text: composeReport(input) };
}

describe("qualifiers the owner typed with the name", () => {
  it.each([
    ["Willard Metcalf (attributed)", "attributed", "Willard Metcalf", ", attributed to Willard Metcalf,"],
    ["Winslow Homer, attr.", "attributed", "Winslow Homer", ", attributed to Winslow Homer,"],
    ["Attributed to Rembrandt", "attributed", "Rembrandt", ", attributed to Rembrandt,"],
    ["possibly Winslow Homer", "attributed", "Winslow Homer", ", possibly by Winslow Homer,"],
    ["Circle of Rembrandt", "circle", "Rembrandt", ", circle of Rembrandt,"],
    ["Follower of Corot", "circle", "Corot", ", follower of Corot,"],
    ["Claude Monet (after)", "after", "Claude Monet", ", after Claude Monet,"],
    ["After Monet", "after", "Monet", ", after Monet,"],
  ])("keeps %s in the summary as a qualified name", (artistName, qualifier, name, phrase) => {
    const findings = findInOwnerText({ artistName });
    expect(findings.attribution?.qualifier).toBe(qualifier);
    expect(findings.artistName).toBe(name);
    const { text } = report({ medium: "oil", artistName, title: "Spring Pasture", photosCount: 1 });
    expect(text.summary).toContain(`"Spring Pasture"${phrase}`);
    expect(text.summary).not.toContain(`"Spring Pasture" by`);
  });

  it("keeps an attribution given in the notes rather than the artist field", () => {
    const { text } = report({
      medium: "oil",
      artistName: "Willard Metcalf",
      notes: "Attributed to Metcalf by the dealer.",
      photosCount: 1,
    });
    expect(text.summary).toContain("attributed to Willard Metcalf");
  });

  it("does not value a copy after a famous name as the famous name's work", () => {
    const { valuation, text } = report({ medium: "oil", artistName: "Claude Monet (after)", title: "Poplars", photosCount: 1 });
    expect(valuation.ifAuthenticated).toBeUndefined();
    expect(text.summary).not.toMatch(/If authenticated/);
  });
});

describe("a print has no brushwork", () => {
  it("describes a print's texture as its surface, everywhere in the report, while an oil keeps its brushwork", () => {
    const features = analyseImagePixels(makeGreyTexture(120, 90));
    expect(describeObservations(features).join(" ")).toMatch(/brushwork/);
    expect(describeObservations(features, undefined, true).join(" ")).not.toMatch(/brush/i);

    const oil = report({ medium: "oil", height: "50 cm", width: "60 cm", photosCount: 1 });
    const print = report({ medium: "print", height: "50 cm", width: "60 cm", photosCount: 1 });
    const words = (r: typeof oil) => Object.values(r.text).flat().join(" ");
    expect(words(oil)).toMatch(/brush/i);
    expect(words(print)).not.toMatch(/brush/i);
    const poster = report({ medium: "oil", title: "Water Lilies museum shop poster", photosCount: 1 });
    expect(words(poster)).not.toMatch(/brush/i);
  });

  it("rewrites brush words outside the owner's quoted words only", () => {
    expect(withoutBrushwork('Broken brushwork and visible brushstrokes in "Brushwork Study".')).toBe(
      'Broken mark-making and visible marks in "Brushwork Study".',
    );
  });
});

describe("the support the owner named", () => {
  it("calls an oil on panel a painting on panel, never on canvas", () => {
    expect(findInOwnerText({ notes: "Oil on oak panel, signed lower right." }).support).toBe("panel");
    expect(findInOwnerText({ title: "Harbour, oil on board" }).support).toBe("board");
    expect(findInOwnerText({ notes: "Signed on the back" }).support).toBeUndefined();
    const { text } = report({ medium: "oil", title: "Harbour", notes: "Oil on panel, signed lower right.", photosCount: 1 });
    expect(text.summary).toContain("painting on panel");
    expect(text.photoObservations).toContain("the panel,");
    expect(text.photoObservations).not.toMatch(/canvas/i);
  });

  it("labels the medium as the owner described it", () => {
    expect(mediumLabelAsOwnerSaid("Oil on Canvas", "oil", "panel")).toBe("Oil on Panel");
    expect(mediumLabelAsOwnerSaid("Oil on Canvas", "oil", "canvas board")).toBe("Oil on Canvas Board");
    expect(mediumLabelAsOwnerSaid("Acrylic", "acrylic", "board")).toBe("Acrylic on Board");
    expect(mediumLabelAsOwnerSaid("Oil on Canvas", "oil", undefined)).toBe("Oil on Canvas");
    expect(mediumLabelAsOwnerSaid("Print", "print", "paper")).toBe("Print");
  });
});

describe("what would narrow the ranges", () => {
  it("asks for a reading of a signature the owner reports but cannot name, and always ends with an inspection", () => {
    const { text } = report({
      medium: "oil",
      notes: "Signed lower left but I cannot read the name.",
      height: "38 cm",
      width: "55 cm",
      photosCount: 1,
    });
    expect(text.narrowing?.[0]).toMatch(/^A reading of the signature you describe/);
    expect(text.narrowing?.at(-1)).toMatch(/^An appraiser's inspection/);
    const unsigned = report({ medium: "oil", height: "38 cm", width: "55 cm", photosCount: 1 }).text;
    expect(unsigned.narrowing?.[0]).toMatch(/^The artist's name, if it can be found/);
    expect(unsigned.narrowing?.join(" ")).toMatch(/close-up of the signature/);
  });
});
