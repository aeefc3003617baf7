import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { appraisals } from "../db/schema";
import { draftAppraisal } from "../modules/appraisals/appraisal-draft.service";
import { completeAppraisal, failAppraisal } from "../modules/appraisals/complete-appraisal.service";
import { loadReviewReasons } from "../modules/appraisals/selective-review";
import { defineJob } from "./job-definition";
import { PROCESS_APPRAISAL_JOB } from "./job-names";

/**
 * The appraisal pipeline (decision 14): analyse the photos, value the work, write the report,
 * complete. Each step checks what is already done, so a run after a crash picks up where the
 * dead one stopped and never does a finished step twice. The domain work lives in services; the
 * job is handed only the appraisal's id (the photos and their artwork checks are in its rows).
 */
export const processAppraisalJob = defineJob({
  name: PROCESS_APPRAISAL_JOB,
  payload: z.object({
    appraisalId: z.string().uuid(),
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

    const drafted = await draftAppraisal({ db, storage, ai, appraisal, selectiveReview: config.APPRAISAL_REVIEW === "selective" });
    if (drafted) log.info({ appraisalId: appraisal.id, ...drafted }, "appraisal drafted");

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
