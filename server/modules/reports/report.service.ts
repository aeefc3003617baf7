import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisalReports, type AppraisalRow, type UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Report } from "../../../contracts/reports";
import { findVisibleAppraisal, listAppraisalFiles } from "../appraisals/appraisal-queries.service";
import { findComparableSales } from "../comparables/comparables.service";
import { presentReport, type CompletedReport } from "./report.presenter";

export const REPORT_NOT_READY = "The report is available once the appraisal is completed.";

/** The report of an appraisal the viewer may see; 404 for others, 409 until it is completed. */
export async function findCompletedReport({
  db,
  viewer,
  appraisalId,
}: {
  db: DbOrTx;
  viewer: UserRow;
  appraisalId: string;
}): Promise<CompletedReport> {
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

/** The report as the API and the PDF present it, with the sold lots that compare to it. */
export async function getReport({ db, source, publicUrl }: { db: DbOrTx; source: CompletedReport; publicUrl: string }): Promise<Report> {
  const { appraisal } = source;
  const comparables = await findComparableSales({
    db,
    query: {
      artistName: appraisal.artistName,
      medium: appraisal.medium,
      height: appraisal.height,
      width: appraisal.width,
      yearCreated: appraisal.yearCreated,
    },
  });
  return presentReport(source, publicUrl, comparables);
}
