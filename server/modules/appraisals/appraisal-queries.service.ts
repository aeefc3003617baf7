import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { appraisalFiles, appraisals, type AppraisalFileRow, type AppraisalRow, type UserRow } from "../../db/schema";
import { notFound } from "../../errors";

export const APPRAISAL_NOT_FOUND = "Appraisal not found.";

/** The user's appraisals, newest first, each with its primary photo's id (bounded, indexed). */
export async function listAppraisals({ db, userId, limit, offset = 0 }: { db: DbOrTx; userId: string; limit: number; offset?: number }) {
  const rows = await db
    .select()
    .from(appraisals)
    .where(eq(appraisals.userId, userId))
    .orderBy(desc(appraisals.submittedAt))
    .limit(limit)
    .offset(offset);
  const primary = await findPrimaryImageIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, primaryImageId: primary.get(row.id) ?? null }));
}

async function findPrimaryImageIds(db: DbOrTx, appraisalIds: string[]): Promise<Map<string, string>> {
  if (appraisalIds.length === 0) return new Map();
  const files = await db
    .select({ id: appraisalFiles.id, appraisalId: appraisalFiles.appraisalId })
    .from(appraisalFiles)
    .where(and(inArray(appraisalFiles.appraisalId, appraisalIds), eq(appraisalFiles.kind, "image"), eq(appraisalFiles.position, 0)));
  return new Map(files.map((f) => [f.appraisalId, f.id]));
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
