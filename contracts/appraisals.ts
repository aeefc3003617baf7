import { z } from "zod";
import { checkDimension, checkYear } from "./artwork-numbers";
import { safeText } from "./text";
import { MEDIUM_VALUES } from "./media";
import { AppraisalReviewSchema } from "./appraisal-review";
import { ArtworkCornersFieldSchema } from "./artwork-corners";

/** Spec limits (core sections 5 and 9). */
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 3;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Larger images are refused before decoding: a decompression bomb cannot exhaust memory. */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const DOCUMENT_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const WIZARD_AUTO_ADVANCE_MS = 1200;
/** One appraisal costs this many credits (core spec section 9): the one statement of it. */
export const APPRAISAL_COST_CREDITS = 1;
/** Admin deadline (decision 23): submittedAt + 48 h. */
export const APPRAISAL_DEADLINE_HOURS = 48;

/** submittedAt + APPRAISAL_DEADLINE_HOURS: the deadline the admin desk shows and an owner in review reads. */
export function appraisalDeadline(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + APPRAISAL_DEADLINE_HOURS * 3_600_000);
}

export { getMediumLabel, MEDIUM_OPTIONS, MEDIUM_VALUES, type Medium } from "./media";

/**
 * pending → processing → completed (decision 14). "failed" is the product's addition: the
 * pipeline gave up and the credit was refunded (the user is told so).
 */
export const APPRAISAL_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];

// Control characters refused, bidirectional overrides removed (issue 13); long text keeps line breaks.
const optionalText = (max: number, label: string, multiline = false) =>
  safeText(label, { multiline })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** The text fields of POST /api/appraisals (multipart); files travel beside them. */
export const CreateAppraisalFieldsSchema = z.object({
  medium: z.enum(MEDIUM_VALUES, { error: "Please select a medium" }),
  artistName: optionalText(120, "Artist"),
  artworkTitle: optionalText(200, "Title"),
  yearCreated: checkYear(optionalText(40, "Year")),
  height: checkDimension(optionalText(20, "Height"), "Height"),
  width: checkDimension(optionalText(20, "Width"), "Width"),
  provenance: optionalText(4000, "Provenance", true),
  additionalNotes: optionalText(4000, "Additional notes", true),
  /** The owner's outline of the work in the primary photo, as JSON (contracts/artwork-corners.ts); absent keeps the found one. */
  artworkCorners: ArtworkCornersFieldSchema,
});
export type CreateAppraisalFields = z.input<typeof CreateAppraisalFieldsSchema>;

export const ValueRangeSchema = z.object({ low: z.number().int(), high: z.number().int() });
export type ValueRange = z.infer<typeof ValueRangeSchema>;

/**
 * Decision 39: the share of real prices each range held, measured on auction houses the model was
 * not fitted on (0-1). The likely range is estimatedValue; the wide range holds about four in five.
 */
export const RangeCoverageSchema = z.object({ likely: z.number().min(0).max(1), wide: z.number().min(0).max(1) });
export type RangeCoverage = z.infer<typeof RangeCoverageSchema>;

export const AppraisalFileSchema = z.object({
  id: z.string(),
  /** The original (metadata removed). */
  url: z.string(),
  /** A 1600 px JPEG for viewers (images only). */
  displayUrl: z.string().nullable(),
  /** Made from the straightened artwork when it was outlined in the photo (issue 30), else from the photo. */
  thumbnailUrl: z.string().nullable(),
  /** The artwork straightened out of the photo (a JPEG); null when the photo is all artwork. */
  cropUrl: z.string().nullable(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** An appraisal as its owner sees it (GET /api/appraisals/{id}). */
export const AppraisalSchema = z.object({
  id: z.string(),
  artistName: z.string().nullable(),
  artworkTitle: z.string().nullable(),
  /** The artist as the report credits the work ("Attributed to Willard Metcalf"); null when none was named. */
  artistLabel: z.string().nullable(),
  medium: z.string(),
  /** The wizard's label, or what the owner's words say it is ("Oil on Panel", "Printed Reproduction"). */
  mediumLabel: z.string(),
  yearCreated: z.string().nullable(),
  height: z.string().nullable(),
  width: z.string().nullable(),
  provenance: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  status: z.enum(APPRAISAL_STATUSES),
  submittedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The likely range (decision 39): holds about half of real prices. */
  estimatedValue: ValueRangeSchema.nullable(),
  /** The report's wider range and the coverage both were measured at; null until completed, or on older reports. */
  wideValue: ValueRangeSchema.nullable(),
  rangeCoverage: RangeCoverageSchema.nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  documents: z.array(z.string()),
  imageFiles: z.array(AppraisalFileSchema),
  documentFiles: z.array(AppraisalFileSchema),
  /** The owner set the outline of the work in the primary photo by hand (issue 30). */
  outlineSetByHand: z.boolean(),
  valuationId: z.string().nullable(),
  failureReason: z.string().nullable(),
  refunded: z.boolean(),
  /** Set while an appraiser reviews a thin-evidence draft (decision 39): why, and by when. */
  review: AppraisalReviewSchema.nullable(),
});
export type Appraisal = z.infer<typeof AppraisalSchema>;

/** A row of GET /api/appraisals and /recent (core spec section 7's list fields). */
export const AppraisalListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  artworkTitle: z.string().nullable(),
  artistName: z.string().nullable(),
  /** As on the appraisal: the report's credit and medium wording, which the row shows (decision 28). */
  artistLabel: z.string().nullable(),
  medium: z.string(),
  mediumLabel: z.string(),
  status: z.enum(APPRAISAL_STATUSES),
  /** Set while an appraiser reviews it (decision 39): the row says "In review" with the deadline. */
  review: AppraisalReviewSchema.nullable(),
  estimatedValue: ValueRangeSchema.nullable(),
  imageUrl: z.string().nullable(),
  submittedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AppraisalListItem = z.infer<typeof AppraisalListItemSchema>;

/** DELETE /api/appraisals/{id}: whether the credit came back (decision 36). */
export const DeleteAppraisalResponseSchema = z.object({ ok: z.literal(true), refunded: z.boolean() });
export type DeleteAppraisalResponse = z.infer<typeof DeleteAppraisalResponseSchema>;

export const AppraisalListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One ranked style with its calibrated probability. */
export const StyleScoreSchema = z.object({ style: z.string(), probability: z.number().min(0).max(1) });
export type StyleScore = z.infer<typeof StyleScoreSchema>;

/** POST /api/art-style-prediction (core spec section 3, Style prediction). */
/**
 * A known work the photo shows (issue 50, decision 0036): the catalogue's facts about the original
 * and how alike the photo is to it (0-1: the share of the catalogued work's corners found in place in
 * the photo; for a work catalogued without corners, the layout's similarity). On the style-analysis
 * answer and on the report.
 */
export const KnownWorkSchema = z.object({
  artist: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  year: z.number().int().nullable(),
  /** Where the original is, when the catalogue knows. */
  collection: z.string().min(1).max(300).nullable(),
  similarity: z.number().min(0).max(1),
});
export type KnownWork = z.infer<typeof KnownWorkSchema>;

export const StylePredictionSchema = z.object({
  style: z.string(),
  era: z.string(),
  probability: z.number().min(0).max(1),
  characteristics: z.array(z.string()),
  similarArtists: z.array(z.string()),
  description: z.string(),
  /** Exactly three distinct styles, best first; the first is `style` (decision 25). */
  topStyles: z
    .array(StyleScoreSchema)
    .length(3)
    .refine((list) => new Set(list.map((s) => s.style)).size === list.length, "topStyles must name three different styles"),
  /** True when the best probability is below the calibrated threshold: the UI says the style is uncertain. */
  uncertain: z.boolean(),
  /** The known work the photo shows, or null; missing on analyses made before issue 50 and from a vision model. */
  knownWork: KnownWorkSchema.nullable().optional(),
});
export type StylePrediction = z.infer<typeof StylePredictionSchema>;

/** The title the lists show: "Untitled Artwork" when empty (core spec section 3). */
export function getAppraisalTitle(artworkTitle: string | null | undefined): string {
  return artworkTitle?.trim() || "Untitled Artwork";
}

/** One step of how the range was reached (decision 19): a factor and its effect. */
export const ValuationFactorSchema = z.object({
  name: z.string(),
  value: z.string(),
  /** Multiplier applied to the range (1 = no effect). */
  effect: z.number(),
  explanation: z.string(),
});
export type ValuationFactor = z.infer<typeof ValuationFactorSchema>;

/** The text sections of a report (core spec section 3, Report). */
export const ReportSectionsSchema = z.object({
  summary: z.string().min(1).max(4000),
  historicalContext: z.string().min(1).max(8000),
  marketAnalysis: z.string().min(1).max(8000),
  authenticationIndicators: z.string().min(1).max(8000),
  recommendations: z.array(z.string().min(1).max(1000)).min(1).max(12),
  /** What the photos show and what they cannot show (decision 29). */
  photoObservations: z.string().min(1).max(8000).optional(),
  /** The owner's own words (notes, provenance) taken up in the report. */
  ownerNotes: z.string().min(1).max(8000).optional(),
  /** How the range was reached, with the model's measured accuracy and coverage. */
  method: z.string().min(1).max(8000).optional(),
  /** What would narrow the ranges for this piece (decision 39), chosen from what the submission lacks. */
  narrowing: z.array(z.string().min(1).max(600)).max(6).optional(),
  /**
   * A claimed artist without documents that support the name: the range the work would have
   * if authenticated (from that artist's own sales level) and how to establish it.
   */
  ifAuthenticated: z
    .object({
      low: z.number().nonnegative(),
      high: z.number().nonnegative(),
      artist: z.string().min(1).max(200),
      howToEstablish: z.string().min(1).max(2000),
    })
    .optional(),
});
export type ReportSections = z.infer<typeof ReportSectionsSchema>;
