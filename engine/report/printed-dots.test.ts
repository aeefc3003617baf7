import { describe, expect, it } from "vitest";
import { computeValuation } from "@engine/valuation";
import type { PrintTexture } from "@engine/photo";
import { composeReport } from "./report-writer";

// Decision 0039: what the report says of the printed-dot test, for each of its three answers.
function write(printTexture: PrintTexture | undefined, medium = "oil") {
  const owner = { medium, artistName: "Hendrika Vos", height: "20", width: "26" };
  const valuation = computeValuation({ ...owner, asOfYear: 2026, printedDots: printTexture?.verdict === "printed" });
  return composeReport({ ...owner, valuation, printTexture });
}

describe("the report on the printed-dot test", () => {
  it("printed: leads with the dots, keeps the owner's claim and medium, and says what would show otherwise", () => {
    const report = write({ verdict: "printed", score: 0.8, reason: "48 of 60 tiles share a dot screen of period 4.0 px" });
    expect(report.summary).toMatch(/^The photo's close detail shows the regular dot screen of a printed reproduction/);
    expect(report.summary).toContain("rather than an original by Hendrika Vos");
    expect(report.summary).toContain("You describe it as oil; that is kept on this report.");
    expect(report.authenticationIndicators).toContain("What would show otherwise: under a magnifier, brushstrokes or paint relief");
    expect(report.recommendations[0]).toMatch(/magnifier or a phone's macro lens/);
    expect(report.marketAnalysis).toContain("Printed reproductions sell as decoration");
  });

  it("printed, said to be a print: does not repeat the medium back", () => {
    expect(write({ verdict: "printed", score: 0.8, reason: "" }, "print").summary).not.toContain("You describe it as");
  });

  it("not printed: says so without ruling out an inkjet print", () => {
    const report = write({ verdict: "not-printed", score: 0, reason: "" });
    expect(report.authenticationIndicators).toContain("we found no regular dot screen");
    expect(report.authenticationIndicators).toContain("does not rule one out");
    expect(report.summary).not.toContain("dot screen");
  });

  it("cannot tell: asks for a close-up instead of reading the absence as an answer", () => {
    const report = write({ verdict: "cannot-tell", score: 0, reason: "" });
    expect(report.authenticationIndicators).toContain("too small or too soft where the work is to show a printer's dots");
  });

  it("not run (a vision model's report): says nothing of dots", () => {
    expect(write(undefined).authenticationIndicators).not.toMatch(/printer's dots|dot screen/);
  });
});
