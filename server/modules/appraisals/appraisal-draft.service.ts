import { buffer } from "node:stream/consumers";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appraisalFiles, appraisalReports, appraisals, type AppraisalFileRow, type AppraisalRow } from "../../db/schema";
import type { ReviewReason } from "../../../contracts/appraisal-review";
import type { ArtworkCorners } from "../../../contracts/artwork-corners";
import type { AiProvider, AnalysisImage, AppraisalDraft, AppraisalInput } from "../../providers/ai/ai-provider";
import { createAnalysisImage } from "../../photos/photo-renditions";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { findReviewReasons } from "./selective-review";
import { generateValuationId } from "./valuation-id";

/** What a draft came to, for the job's log. */
export interface DraftSummary {
  provider: string;
  low: number;
  high: number;
  reviewReasons: ReviewReason[];
}

/**
 * The pipeline's drafting step (decision 14): the appraisal's stored photos and details to the AI
 * provider, the selective-review reasons found, the draft saved. Null when a draft was already
 * saved (a re-run after a crash does not draft again). The photos' artwork checks were made once
 * at upload and are read from their rows; nothing here judges a photo (issue 48).
 */
export async function draftAppraisal({
  db,
  storage,
  ai,
  appraisal,
  selectiveReview,
}: {
  db: Database;
  storage: StorageProvider;
  ai: AiProvider;
  appraisal: AppraisalRow;
  selectiveReview: boolean;
}): Promise<DraftSummary | null> {
  if (await hasAppraisalDraft({ db, appraisalId: appraisal.id })) return null;
  const files = await loadFiles(db, appraisal.id);
  const input = toAppraisalInput(storage, appraisal, files);
  const draft = await ai.appraise(input);
  // Saved with the draft, so a run after a crash routes the appraisal the same way. A photo
  // stored before checks were kept (null) counts as near the limits: an appraiser looks.
  const photosNearUsabilityLimits = files.some((f) => f.kind === "image" && f.artworkCheck?.nearUsabilityLimits !== false);
  const reviewReasons = selectiveReview ? findReviewReasons({ details: input.details, draft, photosNearUsabilityLimits }) : [];
  await saveAppraisalDraft({ db, appraisal, draft, reviewReasons });
  return { provider: draft.provider, low: draft.valuation.low, high: draft.valuation.high, reviewReasons };
}

function loadFiles(db: Database, appraisalId: string): Promise<AppraisalFileRow[]> {
  return db
    .select()
    .from(appraisalFiles)
    .where(eq(appraisalFiles.appraisalId, appraisalId))
    .orderBy(asc(appraisalFiles.kind), asc(appraisalFiles.position));
}

/** Whether the pipeline already saved this appraisal's draft (a re-run after a crash skips it). */
async function hasAppraisalDraft({ db, appraisalId }: { db: Database; appraisalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: appraisalReports.appraisalId })
    .from(appraisalReports)
    .where(eq(appraisalReports.appraisalId, appraisalId));
  return !!row;
}

/**
 * What the AI provider appraises: the photos and the owner's details. A vision model gets the
 * light display rendition; the pixel analysis reads the stored original, the same bytes the
 * wizard analysed, so both give the same answer (decision 26). Bytes are read when first needed.
 */
function toAppraisalInput(storage: StorageProvider, appraisal: AppraisalRow, files: AppraisalFileRow[]): AppraisalInput {
  // The owner's outline belongs to the primary photo (issue 30): its analysis crops to it.
  const corners = (position: number) => (position === 0 ? (appraisal.artworkCorners ?? undefined) : undefined);
  const images = files
    .filter((f) => f.kind === "image")
    .map((f) =>
      f.displayKey
        ? storedImage(storage, f.displayKey, "image/jpeg", f.storageKey, corners(f.position))
        : storedImage(storage, f.storageKey, f.contentType, undefined, corners(f.position)),
    );
  return {
    images,
    details: {
      medium: appraisal.medium,
      artistName: appraisal.artistName,
      artworkTitle: appraisal.artworkTitle,
      yearCreated: appraisal.yearCreated,
      height: appraisal.height,
      width: appraisal.width,
      provenance: appraisal.provenance,
      additionalNotes: appraisal.additionalNotes,
      documentCount: files.filter((f) => f.kind === "document").length,
      imageCount: images.length,
      outlineSetByHand: appraisal.artworkCorners !== null,
    },
  };
}

/**
 * Saves the draft's report and range in one transaction; the first saved draft wins. A second
 * save is a no-op: a run that lost its lease and wakes up after another server finished must not
 * replace the range and valuation ID the owner was already sent (decision 33).
 */
async function saveAppraisalDraft({
  db,
  appraisal,
  draft,
  reviewReasons = [],
}: {
  db: Database;
  appraisal: AppraisalRow;
  draft: AppraisalDraft;
  /** Why an appraiser must check this draft (selective review); such a draft goes to the desk with priority high. */
  reviewReasons?: ReviewReason[];
}) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appraisalReports)
      .values({
        appraisalId: appraisal.id,
        ...toReportColumns(draft.report, draft.valuation),
        analysis: { prediction: draft.prediction, features: draft.features, ...(reviewReasons.length ? { reviewReasons } : {}) },
        factors: draft.valuation.factors,
        provider: draft.provider,
      })
      .onConflictDoNothing()
      .returning({ appraisalId: appraisalReports.appraisalId });
    if (inserted.length === 0) return;
    await tx
      .update(appraisals)
      .set({
        estimatedLow: draft.valuation.low,
        estimatedHigh: draft.valuation.high,
        valuationId: appraisal.valuationId ?? generateValuationId(),
        ...(reviewReasons.length ? { priority: "high" as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(appraisals.id, appraisal.id));
  });
}

/**
 * The five core sections have columns of their own; decision 29's further sections share one jsonb
 * column, with decision 39's wider range and the coverage both ranges were measured at (the likely
 * range is the appraisal's estimated_low/high, which lists and totals read).
 */
function toReportColumns(
  { photoObservations, ownerNotes, method, ifAuthenticated, narrowing, ...core }: AppraisalDraft["report"],
  { wide, coverage }: AppraisalDraft["valuation"],
) {
  return { ...core, sections: { photoObservations, ownerNotes, method, ifAuthenticated, narrowing, wideRange: wide, coverage } };
}

function storedImage(
  storage: StorageProvider,
  key: string,
  contentType: string,
  pixelsKey?: string,
  corners?: ArtworkCorners,
): AnalysisImage {
  const read = (k: string) => async () => {
    const stored = await storage.get(k);
    if (!stored) throw new Error(`stored image missing: ${k}`);
    return buffer(stored.stream);
  };
  return createAnalysisImage(contentType, read(key), pixelsKey ? read(pixelsKey) : undefined, corners);
}
