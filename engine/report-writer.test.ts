import { describe, expect, it } from "vitest";
import { analyseArtwork } from "./analyse-artwork";
import { composeReport, ESTIMATE_DISCLAIMER, type ReportInput } from "./report-writer";
import { makeColourfulImage, makeGreyTexture } from "./test-support/images";
import { computeValuation } from "./valuation";

function buildInput(kind: "colour" | "grey"): ReportInput {
  const analysis = analyseArtwork(kind === "colour" ? makeColourfulImage(300, 200) : makeGreyTexture(300, 200));
  const submission =
    kind === "colour"
      ? { title: "Harbour at Dusk", artistName: "Jane Doe", medium: "oil", yearCreated: "1962", height: "24", width: "36", provenance: "Bought at the Smith Gallery, Boston, in 1963; by descent.", documentsCount: 2, photosCount: 4 }
      : { title: "", artistName: "", medium: "drawing", yearCreated: "", height: "", width: "", provenance: "", documentsCount: 0, photosCount: 1 };
  const valuation = computeValuation({ ...submission, style: analysis.prediction.style, analysisConfidence: analysis.prediction.probability, asOfYear: 2025 });
  return { ...submission, features: analysis.features, prediction: analysis.prediction, valuation };
}

describe("composeReport", () => {
  it("gives the same text for the same input", () => {
    expect(composeReport(buildInput("colour"))).toEqual(composeReport(buildInput("colour")));
  });

  it("writes specific, different text for different pieces", () => {
    const a = composeReport(buildInput("colour"));
    const b = composeReport(buildInput("grey"));
    expect(a.summary).not.toBe(b.summary);
    expect(a.historicalContext).not.toBe(b.historicalContext);
    expect(a.marketAnalysis).not.toBe(b.marketAnalysis);
    expect(a.authenticationIndicators).not.toBe(b.authenticationIndicators);
    expect(a.recommendations).not.toEqual(b.recommendations);

    expect(a.summary).toContain('"Harbour at Dusk" by Jane Doe');
    expect(a.summary).toContain("oil on canvas, dated 1962");
    expect(a.summary).toMatch(/vivid, saturated/i);
    expect(a.historicalContext).toContain(buildInput("colour").prediction?.era ?? "?");
    expect(a.authenticationIndicators).toContain("Smith Gallery");
    expect(a.authenticationIndicators).toContain("2 supporting document(s)");
    expect(a.marketAnalysis).toContain("Jane Doe");

    expect(b.summary).toContain("This untitled work, whose artist is not named,");
    expect(b.summary).toMatch(/monochrome/i);
    expect(b.authenticationIndicators).toContain("No provenance was supplied.");
    expect(b.recommendations.join(" ")).toMatch(/Measure the work/);
    expect(b.recommendations.join(" ")).toMatch(/UV-filtering/);
  });

  it("always states that it is an estimate, not a formal authentication", () => {
    for (const kind of ["colour", "grey"] as const) {
      const r = composeReport(buildInput(kind));
      expect(r.summary).toContain(ESTIMATE_DISCLAIMER);
      expect(r.authenticationIndicators).toContain("not a formal authentication");
    }
  });

  it("quotes the valuation's range and its main factors", () => {
    const input = buildInput("colour");
    const r = composeReport(input);
    expect(r.marketAnalysis).toContain(`$${input.valuation.low.toLocaleString("en-US")}`);
    expect(r.marketAnalysis).toMatch(/medium Oil on Canvas \(x1\.5\)/);
  });
});
