import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { appraisalFiles, appraisalReports, appraisals, type AppraisalFileRow, type AppraisalRow, type UserRow } from "../../db/schema";
import { notFound } from "../../errors";
import { parseReviewReasons, reviewReasonsSql } from "./selective-review";

export const APPRAISAL_NOT_FOUND = "Appraisal not found.";

/**
 * The columns the list shows (issue 15: not all 24 of the row). The notes and provenance are
 * read for the medium and credit the report words (decision 28), the draft's review reasons for
 * "In review" (decision 39).
 */
const listColumns = {
  id: appraisals.id,
  artworkTitle: appraisals.artworkTitle,
  artistName: appraisals.artistName,
  medium: appraisals.medium,
  additionalNotes: appraisals.additionalNotes,
  provenance: appraisals.provenance,
  status: appraisals.status,
  estimatedLow: appraisals.estimatedLow,
  estimatedHigh: appraisals.estimatedHigh,
  submittedAt: appraisals.submittedAt,
  completedAt: appraisals.completedAt,
  primaryImageId: appraisalFiles.id,
  reviewReasons: reviewReasonsSql,
  drafted: sql<boolean>`(${appraisalReports.appraisalId} is not null)`,
};

// One round trip for the page and its primary photos, built and prepared once per database.
const listPage = preparedFor((db) =>
  db
    .select(listColumns)
    .from(appraisals)
    .leftJoin(
      appraisalFiles,
      and(eq(appraisalFiles.appraisalId, appraisals.id), eq(appraisalFiles.kind, "image"), eq(appraisalFiles.position, 0)),
    )
    .leftJoin(appraisalReports, eq(appraisalReports.appraisalId, appraisals.id))
    .where(eq(appraisals.userId, sql.placeholder("userId")))
    .orderBy(desc(appraisals.submittedAt))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("list_appraisals"),
);

/** The user's appraisals, newest first, each with its primary photo's id and review reasons (bounded, indexed). */
export async function listAppraisals({ db, userId, limit, offset = 0 }: { db: Database; userId: string; limit: number; offset?: number }) {
  const rows = await listPage(db).execute({ userId, limit, offset });
  return rows.map(({ primaryImageId, reviewReasons, drafted, ...row }) => ({
    row,
    primaryImageId,
    draft: { reviewReasons: parseReviewReasons(reviewReasons), drafted: drafted === true },
  }));
}

/**
 * An appraisal the viewer may see: their own, or any for an admin. Someone else's answers 404,
 * exactly like one that does not exist, so ids cannot be probed.
 */
export async function findVisibleAppraisal({
  db,
  viewer,
  appraisalId,
}: {
  db: DbOrTx;
  viewer: UserRow;
  appraisalId: string;
}): Promise<AppraisalRow> {
  if (!isUuid(appraisalId)) throw notFound(APPRAISAL_NOT_FOUND);
  const [row] = await db.select().from(appraisals).where(eq(appraisals.id, appraisalId));
  if (!row || (row.userId !== viewer.id && viewer.role !== "admin")) throw notFound(APPRAISAL_NOT_FOUND);
  return row;
}

export async function listAppraisalFiles({ db, appraisalId }: { db: DbOrTx; appraisalId: string }): Promise<AppraisalFileRow[]> {
  return db
    .select()
    .from(appraisalFiles)
    .where(eq(appraisalFiles.appraisalId, appraisalId))
    .orderBy(asc(appraisalFiles.kind), asc(appraisalFiles.position));
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
