import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appraisalReports, appraisals, type AppraisalRow } from "../../db/schema";
import type { AiProvider, AnalysisImage, AppraisalDraft } from "../../providers/ai/ai-provider";
import { createAnalysisImage } from "../../providers/ai/analysis-image";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { listAppraisalFiles } from "./appraisal-queries.service";
import { generateValuationId } from "./valuation-id";

/** Whether the pipeline already saved this appraisal's draft (a re-run after a crash skips it). */
export async function hasAppraisalDraft({ db, appraisalId }: { db: Database; appraisalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: appraisalReports.appraisalId })
    .from(appraisalReports)
    .where(eq(appraisalReports.appraisalId, appraisalId));
  return !!row;
}

/**
 * Asks the AI provider for the appraisal's draft: valuation, report text and analysis. A vision
 * model gets the light display rendition; the pixel analysis reads the stored original, the same
 * bytes the wizard analysed, so both give the same answer (decision 26).
 */
export async function draftAppraisal({
  db,
  storage,
  ai,
  appraisal,
}: {
  db: Database;
  storage: StorageProvider;
  ai: AiProvider;
  appraisal: AppraisalRow;
}): Promise<AppraisalDraft> {
  const files = await listAppraisalFiles({ db, appraisalId: appraisal.id });
  const images = files
    .filter((f) => f.kind === "image")
    .map((f) =>
      f.displayKey ? storedImage(storage, f.displayKey, "image/jpeg", f.storageKey) : storedImage(storage, f.storageKey, f.contentType),
    );
  return ai.appraise({
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
    },
  });
}

/**
 * Saves the draft's report and range in one transaction; the first saved draft wins. A second
 * save is a no-op: a run that lost its lease and wakes up after another server finished must not
 * replace the range and valuation ID the owner was already sent (decision 33).
 */
export async function saveAppraisalDraft({ db, appraisal, draft }: { db: Database; appraisal: AppraisalRow; draft: AppraisalDraft }) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appraisalReports)
      .values({
        appraisalId: appraisal.id,
        ...toReportColumns(draft.report),
        analysis: { prediction: draft.prediction, features: draft.features },
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
        updatedAt: new Date(),
      })
      .where(eq(appraisals.id, appraisal.id));
  });
}

/** The five core sections have columns of their own; decision 29's further sections share one jsonb column. */
function toReportColumns({ photoObservations, ownerNotes, method, ifAuthenticated, ...core }: AppraisalDraft["report"]) {
  return { ...core, sections: { photoObservations, ownerNotes, method, ifAuthenticated } };
}

function storedImage(storage: StorageProvider, key: string, contentType: string, pixelsKey?: string): AnalysisImage {
  const read = (k: string) => async () => {
    const stored = await storage.get(k);
    if (!stored) throw new Error(`stored image missing: ${k}`);
    return buffer(stored.stream);
  };
  return createAnalysisImage(contentType, read(key), pixelsKey ? read(pixelsKey) : undefined);
}
