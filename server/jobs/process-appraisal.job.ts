import { buffer } from "node:stream/consumers";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database, DbOrTx } from "../db/client";
import { appraisalReports, appraisals, type AppraisalRow } from "../db/schema";
import type { StorageProvider } from "../providers/storage/storage-provider";
import type { AnalysisImage, AppraisalDraft } from "../providers/ai/ai-provider";
import { listAppraisalFiles } from "../modules/appraisals/appraisal-queries.service";
import { createAnalysisImage } from "../providers/ai/analysis-image";
import { generateValuationId } from "../modules/appraisals/valuation-id";
import { PROCESS_APPRAISAL_JOB } from "../modules/appraisals/create-appraisal.service";
import { refundCredit } from "../modules/credits/credits.service";
import { defineJob } from "./job-definition";
import { enqueueJob } from "./queue";
import { SEND_APPRAISAL_EMAIL_JOB } from "./send-appraisal-email.job";

/**
 * The appraisal pipeline (decision 14): analyse the photos, value the work, write the report,
 * complete. Each step checks what is already done, so a run after a crash picks up where the
 * dead one stopped and never does a finished step twice.
 */
export const processAppraisalJob = defineJob({
  name: PROCESS_APPRAISAL_JOB,
  payload: z.object({ appraisalId: z.string().uuid() }),
  maxAttempts: 3,
  async handle({ db, storage, ai, config, log, payload }) {
    const appraisal = await loadAppraisal(db, payload.appraisalId);
    if (!appraisal || appraisal.status === "completed" || appraisal.status === "failed") return; // deleted or done

    if (appraisal.status === "pending") {
      await db
        .update(appraisals)
        .set({ status: "processing", updatedAt: new Date() })
        .where(and(eq(appraisals.id, appraisal.id), eq(appraisals.status, "pending")));
    }

    const [existingReport] = await db
      .select({ id: appraisalReports.appraisalId })
      .from(appraisalReports)
      .where(eq(appraisalReports.appraisalId, appraisal.id));
    if (!existingReport) {
      const files = await listAppraisalFiles({ db, appraisalId: appraisal.id });
      // A vision model gets the light display rendition; the pixel analysis reads the stored
      // original, the same bytes the wizard analysed, so both give the same answer (decision 26).
      const images = files
        .filter((f) => f.kind === "image")
        .map((f) =>
          f.displayKey ? storedImage(storage, f.displayKey, "image/jpeg", f.storageKey) : storedImage(storage, f.storageKey, f.contentType),
        );
      const draft = await ai.appraise({
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
      await db.transaction(async (tx) => {
        await tx
          .insert(appraisalReports)
          .values({
            appraisalId: appraisal.id,
            ...toReportColumns(draft.report),
            analysis: { prediction: draft.prediction, features: draft.features },
            factors: draft.valuation.factors,
            provider: draft.provider,
          })
          .onConflictDoNothing();
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
      log.info(
        { appraisalId: appraisal.id, provider: draft.provider, low: draft.valuation.low, high: draft.valuation.high },
        "appraisal drafted",
      );
    }

    // Under manual review the draft waits in "processing" for an admin to complete it.
    if (config.APPRAISAL_REVIEW === "manual") return;
    await completeAppraisal({ db, appraisalId: appraisal.id });
  },

  async onFinalFailure({ db, payload, error, log }) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(appraisals)
        .set({
          status: "failed",
          failureReason: "We could not analyse this artwork. Your credit has been refunded.",
          refunded: true,
          updatedAt: new Date(),
        })
        .where(and(eq(appraisals.id, payload.appraisalId), inArray(appraisals.status, ["pending", "processing"])))
        .returning();
      if (!row) return; // deleted or completed meanwhile: nothing to refund
      await refundCredit({
        db: tx,
        userId: row.userId,
        description: "Refund: appraisal could not be completed",
        reference: `appraisal:${row.id}`,
      });
      await enqueueJob({ db: tx, name: SEND_APPRAISAL_EMAIL_JOB, payload: { appraisalId: row.id, kind: "failed" } });
    });
    log.error({ appraisalId: payload.appraisalId, err: error }, "appraisal failed for good; credit refunded");
  },
});

/**
 * Marks a drafted appraisal completed and queues the owner's "ready" e-mail, once. Used by the
 * pipeline and by an admin's Mark Complete.
 */
export async function completeAppraisal({ db, appraisalId }: { db: DbOrTx; appraisalId: string }): Promise<AppraisalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appraisals)
      .set({ status: "completed", completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(appraisals.id, appraisalId), inArray(appraisals.status, ["pending", "processing"])))
      .returning();
    if (row) await enqueueJob({ db: tx, name: SEND_APPRAISAL_EMAIL_JOB, payload: { appraisalId, kind: "ready" } });
    return row ?? null;
  });
}

/** The five core sections have columns of their own; decision 29's further sections share one jsonb column. */
function toReportColumns({ photoObservations, ownerNotes, method, ifAuthenticated, ...core }: AppraisalDraft["report"]) {
  return { ...core, sections: { photoObservations, ownerNotes, method, ifAuthenticated } };
}

async function loadAppraisal(db: Database, id: string) {
  const [row] = await db.select().from(appraisals).where(eq(appraisals.id, id));
  return row;
}

function storedImage(storage: StorageProvider, key: string, contentType: string, pixelsKey?: string): AnalysisImage {
  const read = (k: string) => async () => {
    const stored = await storage.get(k);
    if (!stored) throw new Error(`stored image missing: ${k}`);
    return buffer(stored.stream);
  };
  return createAnalysisImage(contentType, read(key), pixelsKey ? read(pixelsKey) : undefined);
}
