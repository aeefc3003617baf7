import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisalReports, type AppraisalFileRow, type AppraisalReportRow, type AppraisalRow, type UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { findVisibleAppraisal, listAppraisalFiles } from "../appraisals/appraisal-queries.service";

export const REPORT_NOT_READY = "The report is available once the appraisal is completed.";

export interface CompletedReport {
  appraisal: AppraisalRow & { completedAt: Date; valuationId: string; estimatedLow: number; estimatedHigh: number };
  report: AppraisalReportRow;
  files: AppraisalFileRow[];
}

/** The report of an appraisal the viewer may see; 404 for others, 409 until it is completed. */
export async function findCompletedReport({ db, viewer, appraisalId }: { db: DbOrTx; viewer: UserRow; appraisalId: string }): Promise<CompletedReport> {
  const appraisal = await findVisibleAppraisal({ db, viewer, appraisalId });
  return loadCompletedReport({ db, appraisal });
}

/** The report of a given appraisal row (admin routes load the row themselves). */
export async function loadCompletedReport({ db, appraisal }: { db: DbOrTx; appraisal: AppraisalRow }): Promise<CompletedReport> {
  const [report] = await db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, appraisal.id));
  const { completedAt, valuationId, estimatedLow, estimatedHigh } = appraisal;
  if (appraisal.status !== "completed" || !report || !completedAt || !valuationId || estimatedLow === null || estimatedHigh === null) {
    throw new AppError("CONFLICT", REPORT_NOT_READY);
  }
  const files = await listAppraisalFiles({ db, appraisalId: appraisal.id });
  return { appraisal: { ...appraisal, completedAt, valuationId, estimatedLow, estimatedHigh }, report, files };
}
