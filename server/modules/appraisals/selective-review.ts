import { eq, sql } from "drizzle-orm";
import {
  RangeCoverageSchema,
  ReportSectionsSchema,
  ValueRangeSchema,
  type RangeCoverage,
  type ValueRange,
} from "../../../contracts/appraisals";
import { REVIEW_REASONS, REVIEW_VALUE_THRESHOLD, type ReviewReason } from "../../../contracts/appraisal-review";
import { FAMOUS_ARTISTS, findArtistKey, isFamousArtist, normaliseTypedName, toArtistKey } from "@engine/valuation";
import type { DbOrTx } from "../../db/client";
import { appraisalReports } from "../../db/schema";
import type { AppraisalDraft, AppraisalInput } from "../../providers/ai/ai-provider";

/**
 * Where the evidence behind a draft is thin (decision 39), in REVIEW_REASONS' order: a famous
 * name claimed without a document to support it, a likely range whose high end passes $5,000,
 * or a photo the usability checks only just let through (a sliver, an almost blank picture).
 * Submission refuses photos past the limits; one near them still gives the analysis little to
 * read, so an appraiser looks before the owner is told a value.
 */
export function findReviewReasons({
  details,
  draft,
  photosNearUsabilityLimits,
}: {
  details: AppraisalInput["details"];
  draft: AppraisalDraft;
  /** Whether a photo passed the upload's usability checks only just (read from its artwork check). */
  photosNearUsabilityLimits: boolean;
}): ReviewReason[] {
  const reasons = new Set<ReviewReason>();
  if (namesFamousArtist(details.artistName) && details.documentCount === 0) reasons.add("famous-name-without-documents");
  if (draft.valuation.high > REVIEW_VALUE_THRESHOLD) reasons.add("high-value");
  if (photosNearUsabilityLimits) reasons.add("photo-problem");
  // The photo looks like a known museum work (issue 50): an appraiser checks before the owner reads "reproduction".
  if (draft.prediction.knownWork) reasons.add("known-work");
  // The photo shows a print's dots (decision 0039): the value is a reproduction's until someone looks.
  if (isPrintedDots(draft.features.printTexture)) reasons.add("printed-dots");
  return REVIEW_REASONS.filter((r) => reasons.has(r));
}

const isPrintedDots = (texture: unknown) =>
  typeof texture === "object" && texture !== null && (texture as { verdict?: unknown }).verdict === "printed";

const FAMOUS_KEYS: ReadonlySet<string> = new Set(FAMOUS_ARTISTS.map(toArtistKey));

/**
 * Whether the owner's artist field names one of the famous artists however it is spelt (issue
 * 51): read through the valuation's own keys (accents, case, qualifiers such as "(attributed)" or
 * ", attr.", "Last, First", an initial for the given name), after its Unicode normalisation and
 * look-alike folding, so "Gogh, Vincent van", "V. van Gogh" and a "Rеmbrandt" with a Cyrillic е
 * are held like the exact name. The surname alone or the name an artist is known by ("Monet",
 * "Rembrandt") counts, as isFamousArtist already has it.
 */
export function namesFamousArtist(typed: string | null | undefined): boolean {
  if (!typed) return false;
  // Read as it would be seen (NFKC, no invisible characters, look-alike letters folded), with the
  // catalogues' short "attr." / "attrib." dropped. Only this rule reads the name so: the valuation's
  // keys stay as the committed model was fitted on them.
  const name = normaliseTypedName(typed).replace(/\b(?:attributed|attrib|attr)\b\.?/g, " ");
  if (isFamousArtist(name)) return true;
  const recorded = (key: string) => FAMOUS_KEYS.has(key) || isFamousArtist(key);
  return findArtistKey(name, recorded, () => FAMOUS_KEYS) !== undefined;
}

/**
 * What an appraisal's page needs from its draft: the selective-review reasons, and decision 39's
 * wider range with the coverage both ranges were measured at (null before a draft, or on an old one).
 */
export async function loadDraftSummary({ db, appraisalId }: { db: DbOrTx; appraisalId: string }): Promise<DraftSummary> {
  const [row] = await db
    .select({ reasons: reviewReasonsSql, sections: appraisalReports.sections })
    .from(appraisalReports)
    .where(eq(appraisalReports.appraisalId, appraisalId));
  const wide = ValueRangeSchema.safeParse(row?.sections?.wideRange);
  const coverage = RangeCoverageSchema.safeParse(row?.sections?.coverage);
  const narrowing = ReportSectionsSchema.shape.narrowing.safeParse(row?.sections?.narrowing);
  return {
    drafted: row !== undefined,
    reviewReasons: parseReviewReasons(row?.reasons),
    ranges: wide.success && coverage.success ? { wideValue: wide.data, rangeCoverage: coverage.data } : null,
    narrowing: narrowing.success ? (narrowing.data ?? []) : [],
  };
}

export interface DraftSummary {
  /** A draft is saved: unfinished, the appraisal waits for review (decision 33). */
  drafted: boolean;
  reviewReasons: ReviewReason[];
  ranges: { wideValue: ValueRange; rangeCoverage: RangeCoverage } | null;
  /** What would narrow the ranges for this piece (decision 39); empty on an older draft. */
  narrowing: string[];
}

/** The review reasons saved with an appraisal's draft; none for a draft that went straight through. */
export async function loadReviewReasons({ db, appraisalId }: { db: DbOrTx; appraisalId: string }): Promise<ReviewReason[]> {
  return (await loadDraftSummary({ db, appraisalId })).reviewReasons;
}

/** The draft's saved reasons as a column, for queries that join appraisal_reports. */
export const reviewReasonsSql = sql<unknown>`(${appraisalReports.analysis} -> 'reviewReasons')`;

/** Only known reasons survive: the jsonb is the server's own, but an old or hand-edited row must not break a page. */
export function parseReviewReasons(value: unknown): ReviewReason[] {
  if (!Array.isArray(value)) return [];
  return REVIEW_REASONS.filter((r) => value.includes(r));
}
