import { z } from "zod";
import type { AdminAppraisal, AdminAppraisalUpdate, AdminDraft } from "@contracts/admin";

/** The statuses the edit form offers (secondary spec section 4); "" keeps the current one. */
export const EDIT_STATUSES = ["pending", "processing", "completed"] as const;
export type EditStatus = (typeof EDIT_STATUSES)[number];

const MAX_USD = 1_000_000_000;
const REPORT_SECTIONS = ["summary", "historicalContext", "marketAnalysis", "authenticationIndicators"] as const;

/** "12,000", "$12000" and " 12000 " all read as 12000; anything else is NaN. */
export function parseWholeDollars(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Recommendations are edited one per line; blank lines are dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const EditFormSchema = z
  .object({
    status: z.enum(["", ...EDIT_STATUSES]),
    priority: z.enum(["normal", "high"]),
    notes: z.string().max(4000, "Notes can be at most 4000 characters"),
    low: z.string(),
    high: z.string(),
    hasReport: z.boolean(),
    summary: z.string().max(8000),
    historicalContext: z.string().max(8000),
    marketAnalysis: z.string().max(8000),
    authenticationIndicators: z.string().max(8000),
    recommendations: z.string(),
  })
  .superRefine((values, ctx) => {
    const hasLow = values.low.trim() !== "";
    const hasHigh = values.high.trim() !== "";
    if (hasLow || hasHigh) {
      const low = parseWholeDollars(values.low);
      const high = parseWholeDollars(values.high);
      if (!hasLow) ctx.addIssue({ code: "custom", path: ["low"], message: "Enter the low value too" });
      else if (!(low >= 1 && low <= MAX_USD))
        ctx.addIssue({ code: "custom", path: ["low"], message: "Values must be positive whole dollars" });
      if (!hasHigh) ctx.addIssue({ code: "custom", path: ["high"], message: "Enter the high value too" });
      else if (!(high >= 1 && high <= MAX_USD))
        ctx.addIssue({ code: "custom", path: ["high"], message: "Values must be positive whole dollars" });
      else if (low >= 1 && high < low)
        ctx.addIssue({ code: "custom", path: ["high"], message: "The high value must not be below the low value" });
    }
    if (!values.hasReport) return;
    for (const section of REPORT_SECTIONS) {
      if (!values[section].trim()) ctx.addIssue({ code: "custom", path: [section], message: "Report sections cannot be empty" });
    }
    const recommendations = splitLines(values.recommendations);
    if (recommendations.length === 0)
      ctx.addIssue({ code: "custom", path: ["recommendations"], message: "Give at least one recommendation" });
    else if (recommendations.length > 12)
      ctx.addIssue({ code: "custom", path: ["recommendations"], message: "At most 12 recommendations, one per line" });
  });
export type EditFormValues = z.infer<typeof EditFormSchema>;

/** The form's starting values: the row, and the draft's text and range when it has one. */
export function toEditFormValues(appraisal: AdminAppraisal, draft?: AdminDraft | null): EditFormValues {
  const range = draft?.estimatedValue ?? appraisal.estimatedValue;
  const status = (EDIT_STATUSES as readonly string[]).includes(appraisal.status) ? (appraisal.status as EditStatus) : "";
  return {
    status,
    priority: appraisal.priority,
    notes: appraisal.notes ?? "",
    low: range ? String(range.low) : "",
    high: range ? String(range.high) : "",
    hasReport: !!draft,
    summary: draft?.summary ?? "",
    historicalContext: draft?.historicalContext ?? "",
    marketAnalysis: draft?.marketAnalysis ?? "",
    authenticationIndicators: draft?.authenticationIndicators ?? "",
    recommendations: draft?.recommendations.join("\n") ?? "",
  };
}

/** The PATCH body: the status only when it changed, the report only when a draft was edited. */
export function toAppraisalUpdate(values: EditFormValues, initialStatus: string): AdminAppraisalUpdate {
  const update: AdminAppraisalUpdate = { priority: values.priority, notes: values.notes.trim() || null };
  if (values.status && values.status !== initialStatus) update.status = values.status;
  if (values.low.trim() && values.high.trim())
    update.estimatedValue = { low: parseWholeDollars(values.low), high: parseWholeDollars(values.high) };
  if (values.hasReport) {
    update.report = {
      summary: values.summary.trim(),
      historicalContext: values.historicalContext.trim(),
      marketAnalysis: values.marketAnalysis.trim(),
      authenticationIndicators: values.authenticationIndicators.trim(),
      recommendations: splitLines(values.recommendations),
    };
  }
  return update;
}
