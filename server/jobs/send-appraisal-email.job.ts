import { eq } from "drizzle-orm";
import { z } from "zod";
import { appraisals, users } from "../db/schema";
import { buildFailedEmail, buildReadyEmail } from "../modules/appraisals/appraisal-emails";
import { loadDraftSummary } from "../modules/appraisals/selective-review";
import { defineJob } from "./job-definition";
import { SEND_APPRAISAL_EMAIL_JOB } from "./job-names";

/** Tells the owner their appraisal is ready (or failed and was refunded). Sent at most once each. */
export const sendAppraisalEmailJob = defineJob({
  name: SEND_APPRAISAL_EMAIL_JOB,
  payload: z.object({ appraisalId: z.string().uuid(), kind: z.enum(["ready", "failed"]) }),
  maxAttempts: 5,
  async handle({ db, email, config, payload }) {
    const [row] = await db
      .select({ appraisal: appraisals, user: users })
      .from(appraisals)
      .innerJoin(users, eq(users.id, appraisals.userId))
      .where(eq(appraisals.id, payload.appraisalId));
    if (!row) return; // deleted meanwhile
    if (payload.kind === "ready") {
      if (row.appraisal.readyEmailSentAt) return;
      const { ranges, narrowing } = await loadDraftSummary({ db, appraisalId: row.appraisal.id });
      await email.send(buildReadyEmail({ config, user: row.user, appraisal: row.appraisal, ranges, narrowing }));
      await db.update(appraisals).set({ readyEmailSentAt: new Date() }).where(eq(appraisals.id, row.appraisal.id));
    } else {
      await email.send(buildFailedEmail({ config, user: row.user, appraisal: row.appraisal }));
    }
  },
});
