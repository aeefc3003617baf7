import { describe, expect, it } from "vitest";
import { ReportSchema, describeCoverage, describeRanges, rescaleWideRange } from "./reports";
import { AppraisalSchema } from "./appraisals";
import { sampleReport } from "./report-fixture";

describe("decision 39's two ranges in the contracts", () => {
  it("words a measured coverage as a reader takes it in, with the figure", () => {
    expect(describeCoverage(0.5)).toBe("about half (50%)");
    expect(describeCoverage(0.549)).toBe("about half (55%)");
    expect(describeCoverage(0.8)).toBe("about four in five (80%)");
    expect(describeCoverage(0.791)).toBe("about four in five (79%)");
    expect(describeCoverage(0.76)).toBe("about three in four (76%)");
    expect(describeCoverage(0.62)).toBe("about two in three (62%)");
    expect(describeCoverage(0.4)).toBe("40%");
  });

  it("gives both ranges with their coverage, and the likely one alone on a report drafted before them", () => {
    const report = sampleReport();
    expect(describeRanges(report)).toEqual([
      {
        label: "Likely range",
        range: "$300 – $900",
        explanation: "about half (50%) of real prices in sales our model was not fitted on fell in a range like this.",
      },
      {
        label: "Wider range",
        range: "$120 – $2,300",
        explanation: "about four in five (80%) of real prices in sales our model was not fitted on fell in a range like this.",
      },
    ]);
    const older = sampleReport({ wideValueRange: null, rangeCoverage: null, narrowing: [] });
    expect(describeRanges(older)).toEqual([
      { label: "Likely range", range: "$300 – $900", explanation: "The range the evidence supports." },
    ]);
  });

  it("moves the wider range with an edited likely range and always keeps it around the likely one", () => {
    expect(rescaleWideRange({ low: 300, high: 900 }, { low: 120, high: 2300 }, { low: 600, high: 1800 })).toEqual({ low: 240, high: 4600 });
    // An edit that narrows the likely range to a point still leaves a wide range around it.
    const wide = rescaleWideRange({ low: 300, high: 900 }, { low: 300, high: 900 }, { low: 1000, high: 1000 });
    expect(wide.low).toBeLessThanOrEqual(1000);
    expect(wide.high).toBeGreaterThanOrEqual(1000);
    expect(rescaleWideRange({ low: 300, high: 900 }, { low: 1, high: 2300 }, { low: 1, high: 1 }).low).toBeGreaterThanOrEqual(1);
  });

  it("validates the new fields with zod: coverage is a share, the wide range whole dollars", () => {
    expect(ReportSchema.safeParse(sampleReport()).success).toBe(true);
    expect(ReportSchema.safeParse(sampleReport({ rangeCoverage: { likely: 50, wide: 80 } })).success).toBe(false);
    expect(ReportSchema.safeParse(sampleReport({ wideValueRange: { low: 1.5, high: 3 } })).success).toBe(false);
    expect(AppraisalSchema.shape.wideValue.safeParse(null).success).toBe(true);
    expect(AppraisalSchema.shape.rangeCoverage.safeParse({ likely: 0.5 }).success).toBe(false);
  });
});
