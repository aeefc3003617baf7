import { eq } from "drizzle-orm";
import type { AdminDraft } from "../../../contracts/admin";
import { ValueRangeSchema, type ValuationFactor } from "../../../contracts/appraisals";
import type { Database } from "../../db/client";
import { appraisalReports } from "../../db/schema";
import { notFound } from "../../errors";
import { findAppraisalForAdmin } from "./admin-appraisals.service";

export const DRAFT_NOT_FOUND = "This appraisal has no drafted report yet.";

/** The drafted report of any appraisal, as the admin's edit form loads it; 404 when none exists. */
export async function findAdminDraft({ db, appraisalId }: { db: Database; appraisalId: string }): Promise<AdminDraft> {
  const appraisal = await findAppraisalForAdmin({ db, appraisalId });
  const [report] = await db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, appraisal.id));
  if (!report) throw notFound(DRAFT_NOT_FOUND);
  const { estimatedLow: low, estimatedHigh: high } = appraisal;
  const wide = ValueRangeSchema.safeParse(report.sections?.wideRange);
  return {
    summary: report.summary,
    historicalContext: report.historicalContext,
    marketAnalysis: report.marketAnalysis,
    authenticationIndicators: report.authenticationIndicators,
    recommendations: report.recommendations,
    estimatedValue: low !== null && high !== null ? { low, high } : null,
    wideValue: wide.success ? wide.data : null,
    factors: report.factors as ValuationFactor[],
  };
}
