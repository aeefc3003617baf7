import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { appraisals } from "../db/schema";
import { hasAppraisalDraft, loadAppraisalInput, saveAppraisalDraft } from "../modules/appraisals/appraisal-draft.service";
import { completeAppraisal, failAppraisal } from "../modules/appraisals/complete-appraisal.service";
import { findReviewReasons, loadReviewReasons } from "../modules/appraisals/selective-review";
import { defineJob } from "./job-definition";
import { PROCESS_APPRAISAL_JOB } from "./job-names";

/**
 * The appraisal pipeline (decision 14): analyse the photos, value the work, write the report,
 * complete. Each step checks what is already done, so a run after a crash picks up where the
 * dead one stopped and never does a finished step twice. The domain work lives in services.
 */
export const processAppraisalJob = defineJob({
  name: PROCESS_APPRAISAL_JOB,
  payload: z.object({
    appraisalId: z.string().uuid(),
    // The upload's artwork check (server/photos/accept-photo.ts), done once before the credit was
    // taken: the job is handed its verdict instead of judging the photo again. Jobs queued before
    // it was carried have none; their photos passed the same check at upload.
    artwork: z.object({ isArtwork: z.literal(true), method: z.enum(["outline", "whole-image", "owner"]), evidence: z.number() }).nullish(),
  }),
  maxAttempts: 3,
  async handle({ db, storage, ai, config, log, payload }) {
    const [appraisal] = await db.select().from(appraisals).where(eq(appraisals.id, payload.appraisalId));
    if (!appraisal || appraisal.status === "completed" || appraisal.status === "failed") return; // deleted or done

    if (appraisal.status === "pending") {
      await db
        .update(appraisals)
        .set({ status: "processing", updatedAt: new Date() })
        .where(and(eq(appraisals.id, appraisal.id), eq(appraisals.status, "pending")));
    }

    if (!(await hasAppraisalDraft({ db, appraisalId: appraisal.id }))) {
      const input = await loadAppraisalInput({ db, storage, appraisal });
      const draft = await ai.appraise(input);
      // Saved with the draft, so a run after a crash routes the appraisal the same way.
      const reviewReasons = config.APPRAISAL_REVIEW === "selective" ? await findReviewReasons({ input, draft }) : [];
      await saveAppraisalDraft({ db, appraisal, draft, reviewReasons });
      log.info(
        {
          appraisalId: appraisal.id,
          provider: draft.provider,
          low: draft.valuation.low,
          high: draft.valuation.high,
          reviewReasons,
          artwork: payload.artwork ?? null,
        },
        "appraisal drafted",
      );
    }

    // Under manual review every draft waits in "processing" for an admin to complete it; under
    // selective review only the thin-evidence ones do (decision 39), with priority high.
    if (config.APPRAISAL_REVIEW === "manual") return;
    if (config.APPRAISAL_REVIEW === "selective" && (await loadReviewReasons({ db, appraisalId: appraisal.id })).length > 0) return;
    await completeAppraisal({ db, appraisalId: appraisal.id });
  },

  async onFinalFailure({ db, payload, error, log }) {
    await failAppraisal({ db, appraisalId: payload.appraisalId });
    log.error({ appraisalId: payload.appraisalId, err: error }, "appraisal failed for good; credit refunded");
  },
});
