import { describe, expect, it } from "vitest";
import { AdminAppraisalUpdateSchema, type AdminAppraisal, type AdminDraft } from "@contracts/admin";
import { EditFormSchema, parseWholeDollars, splitLines, toAppraisalUpdate, toEditFormValues } from "./edit-form";

const row: AdminAppraisal = {
  id: "5b0c6a58-6c5e-4bd4-9d0c-1f1c2b1f0e11",
  artworkTitle: "Harbour at Dusk",
  artistName: "Anna Vermeulen",
  artistLabel: "Anna Vermeulen",
  medium: "oil",
  mediumLabel: "Oil on Canvas",
  yearCreated: null,
  status: "processing",
  priority: "normal",
  userName: "Olive Owner",
  userEmail: "olive@example.com",
  submittedAt: "2026-06-01T10:00:00.000Z",
  deadline: "2026-06-03T10:00:00.000Z",
  isPaid: true,
  emailSent: false,
  imageUrl: null,
  estimatedValue: { low: 1000, high: 3000 },
  notes: null,
  hasReport: true,
  reviewReasons: [],
};
const draft: AdminDraft = {
  summary: "A summary.",
  historicalContext: "Context.",
  marketAnalysis: "Market.",
  authenticationIndicators: "Signs.",
  recommendations: ["Insure it", "Frame it"],
  estimatedValue: { low: 1200, high: 3400 },
  wideValue: { low: 500, high: 8000 },
  factors: [],
};

const errorsOf = (values: unknown) => {
  const result = EditFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("parsing the form's text", () => {
  it("reads whole dollars with commas and a dollar sign, and refuses decimals", () => {
    expect(parseWholeDollars("12,000")).toBe(12000);
    expect(parseWholeDollars(" $450 ")).toBe(450);
    expect(parseWholeDollars("12.5")).toBeNaN();
    expect(parseWholeDollars("-5")).toBeNaN();
  });

  it("takes one recommendation per line", () => {
    expect(splitLines("Insure it\n\n  Frame it  \r\nKeep dry")).toEqual(["Insure it", "Frame it", "Keep dry"]);
  });
});

describe("toEditFormValues", () => {
  it("starts from the draft's range and text, recommendations one per line", () => {
    expect(toEditFormValues(row, draft)).toMatchObject({
      status: "processing",
      low: "1200",
      high: "3400",
      hasReport: true,
      summary: "A summary.",
      recommendations: "Insure it\nFrame it",
    });
  });

  it("keeps the status empty for an expired or failed row (the form offers pending, processing, completed)", () => {
    expect(toEditFormValues({ ...row, status: "expired", hasReport: false }).status).toBe("");
    expect(toEditFormValues({ ...row, status: "failed", estimatedValue: null }, null)).toMatchObject({
      status: "",
      low: "",
      high: "",
      hasReport: false,
    });
  });
});

describe("EditFormSchema", () => {
  const valid = toEditFormValues(row, draft);

  it("accepts the starting values", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("checks the range as the server does", () => {
    expect(errorsOf({ ...valid, low: "5000", high: "100" })).toEqual({ high: "The high value must not be below the low value" });
    expect(errorsOf({ ...valid, low: "0", high: "100" })).toEqual({ low: "Values must be positive whole dollars" });
    expect(errorsOf({ ...valid, low: "", high: "100" })).toEqual({ low: "Enter the low value too" });
    expect(errorsOf({ ...valid, low: "", high: "" })).toEqual({});
  });

  it("requires every report section and a recommendation when there is a draft, not otherwise", () => {
    expect(errorsOf({ ...valid, marketAnalysis: "  ", recommendations: "\n" })).toEqual({
      marketAnalysis: "Report sections cannot be empty",
      recommendations: "Give at least one recommendation",
    });
    expect(errorsOf({ ...valid, hasReport: false, summary: "", recommendations: "" })).toEqual({});
  });
});

describe("toAppraisalUpdate", () => {
  it("sends the status only when it changed, and a body the server's schema accepts", () => {
    const values = {
      ...toEditFormValues(row, draft),
      notes: "  Signature checked ",
      low: "12,000",
      high: "18000",
      recommendations: "Insure it\n\nFrame it",
    };
    const update = toAppraisalUpdate(values, "processing");
    expect(update).toEqual({
      priority: "normal",
      notes: "Signature checked",
      estimatedValue: { low: 12000, high: 18000 },
      report: {
        summary: "A summary.",
        historicalContext: "Context.",
        marketAnalysis: "Market.",
        authenticationIndicators: "Signs.",
        recommendations: ["Insure it", "Frame it"],
      },
    });
    expect(AdminAppraisalUpdateSchema.safeParse(update).success).toBe(true);
    expect(toAppraisalUpdate({ ...values, status: "completed" }, "processing").status).toBe("completed");
  });

  it("leaves the report and range out when there is none, and clears empty notes", () => {
    const update = toAppraisalUpdate(
      { ...toEditFormValues({ ...row, estimatedValue: null, hasReport: false }), priority: "high" },
      "processing",
    );
    expect(update).toEqual({ priority: "high", notes: null });
    expect(AdminAppraisalUpdateSchema.safeParse(update).success).toBe(true);
  });
});
