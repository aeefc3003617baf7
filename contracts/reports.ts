import { z } from "zod";
import {
  KnownWorkSchema,
  RangeCoverageSchema,
  ReportSectionsSchema,
  ValuationFactorSchema,
  ValueRangeSchema,
  type RangeCoverage,
  type ValueRange,
} from "./appraisals";
import { formatUsdRange } from "./money";
import { safeText } from "./text";
import { EmailSentResponseSchema } from "./responses";

/** The most comparable sales a report lists (issue 11). */
export const MAX_COMPARABLES = 6;

/** One sold lot from the imported sales records that resembles the submission (artist, medium, size, date). */
export const ComparableSaleSchema = z.object({
  artist: z.string(),
  title: z.string().nullable(),
  medium: z.string().nullable(),
  year: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  /** ISO date (YYYY-MM-DD) of the sale. */
  saleDate: z.string(),
  auctionHouse: z.string().nullable(),
  /** Whole US dollars, as the sales record reports it. */
  priceUsd: z.number().int(),
});
export type ComparableSale = z.infer<typeof ComparableSaleSchema>;

/** Every report says this (core spec section 2 Report; decision 19). */
export const REPORT_DISCLAIMER =
  "This report is an estimate based on the photographs and information supplied. It is not a formal authentication or a certified appraisal, and it should not be relied on as proof of authorship, authenticity or condition. Some insurers require an appraisal by a certified appraiser who has examined the work in person.";

/** The report of a completed appraisal (core spec section 3, Report; decisions 18 and 19). */
export const ReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string().nullable(),
  /** The artist as the summary credits the work ("Attributed to Willard Metcalf"); null when none was named. */
  artistLabel: z.string().nullable(),
  medium: z.string(),
  mediumLabel: z.string(),
  yearCreated: z.string().nullable(),
  dimensions: z.string().nullable(),
  provenance: z.string().nullable(),
  /** The owner's notes exactly as written in the submission. */
  additionalNotes: z.string().nullable(),
  submittedAt: z.string(),
  completedAt: z.string(),
  /** The likely range (decision 39): holds about half of real prices; the one figure lists and totals use. */
  estimatedValueRange: ValueRangeSchema,
  /** The wider range (about four in five); null on reports drafted before decision 39. */
  wideValueRange: ValueRangeSchema.nullable(),
  /** The coverage each range was measured at; null with wideValueRange. */
  rangeCoverage: RangeCoverageSchema.nullable(),
  /** What would narrow the ranges for this piece; empty on older reports. */
  narrowing: z.array(z.string()),
  /** The photos as the report shows them: the straightened artwork where it was outlined (issue 30), else the photo. */
  images: z.array(z.string()),
  /** The photos as taken (display renditions), in the same order: the original stays reachable. */
  originalImages: z.array(z.string()),
  /** The owner set the outline of the work in the main photo by hand (issue 30). */
  outlineSetByHand: z.boolean(),
  summary: z.string(),
  historicalContext: z.string(),
  marketAnalysis: z.string(),
  authenticationIndicators: z.string(),
  recommendations: z.array(z.string()),
  photoObservations: ReportSectionsSchema.shape.photoObservations,
  ownerNotes: ReportSectionsSchema.shape.ownerNotes,
  method: ReportSectionsSchema.shape.method,
  ifAuthenticated: ReportSectionsSchema.shape.ifAuthenticated,
  /** The known work the main photo shows (issue 50): the piece is most likely a reproduction or a copy of it; null when none. */
  knownWork: KnownWorkSchema.nullable(),
  /** Sold lots like this one, closest first (at most MAX_COMPARABLES). */
  comparables: z.array(ComparableSaleSchema).max(MAX_COMPARABLES),
  /** The names of the supporting documents, as uploaded. */
  documents: z.array(z.string()),
  factors: z.array(ValuationFactorSchema),
  style: z.object({ style: z.string(), era: z.string(), probability: z.number(), characteristics: z.array(z.string()) }).nullable(),
  valuationId: z.string(),
  verificationUrl: z.string(),
  disclaimer: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

export const SendReportEmailSchema = z.object({
  recipientEmail: safeText("Email").trim().min(1, "Enter a recipient email address").max(254).pipe(z.email("Enter a valid email address")),
});
export type SendReportEmailInput = z.input<typeof SendReportEmailSchema>;
export const SendReportEmailResponseSchema = EmailSentResponseSchema;

/** GET /api/verify/{valuationId}: only what proves the report genuine (decision 18). */
export const VerificationSchema = z.object({
  valuationId: z.string(),
  title: z.string(),
  completedAt: z.string(),
  estimatedValueRange: ValueRangeSchema,
});
export type Verification = z.infer<typeof VerificationSchema>;

/** "AV-XXXX-XXXX-XXXX" in Crockford base32; checked before any lookup. */
export const VALUATION_ID_PATTERN = /^AV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export { formatUsd } from "./money";

/**
 * "24 x 36 in (height x width)" from the submission's height and width as typed, or null. The
 * wizard takes inches by default and a unit when one is typed ("61 cm"), so a bare number is
 * inches and a typed unit is kept: "46 x 61 cm", never "46 cm x 61 cm in".
 */
// A credit that already says how the work relates to the name: it takes no "by" before it.
const QUALIFIED_CREDIT =
  /^(after|attributed|circle|school|follower|followers|manner|workshop|studio|entourage|copy|in the style|possibly|probably|perhaps)\b|\bschool\b/i;

/**
 * The line under a report's title: "by Anna Vermeulen", or the credit as the summary words it
 * when the owner qualified the name ("Attributed to Willard Metcalf", "Circle of Rembrandt").
 */
export function describeArtistLine(report: Pick<Report, "artistLabel">): string | null {
  if (!report.artistLabel) return null;
  return QUALIFIED_CREDIT.test(report.artistLabel) ? report.artistLabel : `by ${report.artistLabel}`;
}

export function formatDimensions(height: string | null | undefined, width: string | null | undefined): string | null {
  const h = splitUnit(height);
  const w = splitUnit(width);
  if (h && w)
    return h.unit === w.unit
      ? `${h.amount} x ${w.amount} ${h.unit} (height x width)`
      : `${h.amount} ${h.unit} x ${w.amount} ${w.unit} (height x width)`;
  if (h) return `Height ${h.amount} ${h.unit}`;
  if (w) return `Width ${w.amount} ${w.unit}`;
  return null;
}

/** "61 cm" -> 61 and cm; "24" and '24"' -> 24 and in. */
function splitUnit(value: string | null | undefined): { amount: string; unit: string } | null {
  const text = value?.trim();
  if (!text) return null;
  const match = /^(.*\d)\s*([a-zA-Z]+\.?|["″]|'')$/.exec(text);
  if (!match) return { amount: text, unit: "in" };
  const unit = match[2]!.replace(/\.$/, "").toLowerCase();
  return { amount: match[1]!, unit: ['"', "″", "''", "inch", "inches"].includes(unit) ? "in" : unit };
}

/** "about half (52%)", "about four in five (81%)": a measured coverage as a reader takes it in. */
export function describeCoverage(coverage: number): string {
  const percent = Math.round(coverage * 100);
  const words: [number, string][] = [
    [0.5, "about half"],
    [2 / 3, "about two in three"],
    [0.75, "about three in four"],
    [0.8, "about four in five"],
    [0.9, "about nine in ten"],
  ];
  // The nearest wording within 5 points: 79% is "four in five", not the first match "three in four".
  const distance = (share: number) => Math.abs(coverage - share);
  const near = words.filter(([share]) => distance(share) <= 0.05).sort((a, b) => distance(a[0]) - distance(b[0]))[0];
  return near ? `${near[1]} (${percent}%)` : `${percent}%`;
}

/** One of the report's two ranges, as the page, the PDF and the e-mail all word it (decision 39). */
export interface RangeLine {
  label: "Likely range" | "Wider range";
  range: string;
  explanation: string;
}

/**
 * The report's ranges with the coverage each was measured at. A report drafted before decision 39
 * has only its range, which is then shown alone under the same label.
 */
export function describeRanges(report: Pick<Report, "estimatedValueRange" | "wideValueRange" | "rangeCoverage">): RangeLine[] {
  const range = (r: ValueRange) => formatUsdRange(r);
  const coverage: RangeCoverage | null = report.rangeCoverage;
  const held = (share: number) =>
    `${describeCoverage(share)} of real prices in sales our model was not fitted on fell in a range like this.`;
  const lines: RangeLine[] = [
    {
      label: "Likely range",
      range: range(report.estimatedValueRange),
      explanation: coverage ? held(coverage.likely) : "The range the evidence supports.",
    },
  ];
  if (report.wideValueRange && coverage)
    lines.push({ label: "Wider range", range: range(report.wideValueRange), explanation: held(coverage.wide) });
  return lines;
}

/** The highest figure a range may hold, typed or derived (whole US dollars). */
export const MAX_VALUE_USD = 1_000_000_000;

/**
 * Keeps the wider range consistent when an admin edits the likely one: each end moves by the same
 * factor as the likely range's end, so the margin the model measured is kept and the wide range
 * always contains the likely one (decision 39). The high end stops at MAX_VALUE_USD (issue 51):
 * the admin typed a likely range within the cap and the wide one is derived from it, so a 400
 * would blame a field they never typed; clamping keeps their edit and the wide range still holds
 * the likely one, whose high end is itself at most the cap.
 */
export function rescaleWideRange(previousLikely: ValueRange, previousWide: ValueRange, likely: ValueRange): ValueRange {
  const low = Math.floor((likely.low * previousWide.low) / Math.max(1, previousLikely.low));
  const high = Math.ceil((likely.high * previousWide.high) / Math.max(1, previousLikely.high));
  return { low: Math.max(1, Math.min(low, likely.low)), high: Math.max(Math.min(high, MAX_VALUE_USD), likely.high) };
}
