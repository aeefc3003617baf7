import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { APPRAISAL_DEADLINE_HOURS, getAppraisalTitle } from "../../../contracts/appraisals";
import type { AdminAppraisal, AdminAppraisalListQuery } from "../../../contracts/admin";
import type { DbOrTx } from "../../db/client";
import { appraisalFiles, appraisalReports, appraisals, users } from "../../db/schema";
import { ownerArtistLabel, ownerMediumLabel, thumbnailUrl } from "../appraisals/appraisal.presenter";
import { parseReviewReasons, reviewReasonsSql } from "../appraisals/selective-review";

// Deadline and "expired" are computed by the database clock, so every server agrees (decision 23).
export const deadlineSql = sql`(${appraisals.submittedAt} + make_interval(hours => ${APPRAISAL_DEADLINE_HOURS}))`;
export const isExpiredSql = sql<boolean>`(${appraisals.status} in ('pending', 'processing') and ${deadlineSql} <= now())`;

function statusCondition(status: AdminAppraisalListQuery["status"]): SQL | undefined {
  switch (status) {
    case "all":
      return undefined;
    case "expired":
      return isExpiredSql;
    case "completed":
      return eq(appraisals.status, "completed");
    default:
      return and(eq(appraisals.status, status), sql`not ${isExpiredSql}`);
  }
}

// The searched text of an appraisal and of its owner, one expression each, written exactly as
// the trigram indexes of migration 0014 are, so PostgreSQL and PGlite search through them
// instead of running six ILIKEs on every row (issue 15). \x1f keeps a match inside one field.
const APPRAISAL_SEARCH_TEXT = sql.raw(`(id::text || E'\\x1f' || coalesce(artwork_title, '') || E'\\x1f' || coalesce(artist_name, ''))`);
const USER_SEARCH_TEXT = sql.raw(
  `(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\\x1f' || username || E'\\x1f' || email)`,
);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${appraisals.id} in (select id from appraisals where ${APPRAISAL_SEARCH_TEXT} ilike ${pattern})
    or ${appraisals.userId} in (select id from users where ${USER_SEARCH_TEXT} ilike ${pattern}))`;
}

/** Every user's appraisals for the admin desk: search, filter, sort and pagination in SQL. */
export async function listAdminAppraisals({
  db,
  query,
}: {
  db: DbOrTx;
  query: AdminAppraisalListQuery;
}): Promise<{ items: AdminAppraisal[]; total: number }> {
  const where = and(statusCondition(query.status), searchCondition(query.search));
  const direction = query.order === "asc" ? asc : desc;
  // "asc" on priority puts high first, as the spec's "high before normal" reads.
  const orderBy =
    query.sort === "priority"
      ? [direction(sql`case when ${appraisals.priority} = 'high' then 0 else 1 end`), asc(appraisals.submittedAt), asc(appraisals.id)]
      : [direction(appraisals.submittedAt), direction(appraisals.id)];

  const pageQuery = db
    .select({
      appraisal: appraisals,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      username: users.username,
      userEmail: users.email,
      deadline: sql<string>`${deadlineSql}`,
      expired: isExpiredSql,
      primaryImageId: appraisalFiles.id,
      reportId: appraisalReports.appraisalId,
      reviewReasons: reviewReasonsSql,
    })
    .from(appraisals)
    .innerJoin(users, eq(users.id, appraisals.userId))
    .leftJoin(
      appraisalFiles,
      and(eq(appraisalFiles.appraisalId, appraisals.id), eq(appraisalFiles.kind, "image"), eq(appraisalFiles.position, 0)),
    )
    .leftJoin(appraisalReports, eq(appraisalReports.appraisalId, appraisals.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset);

  // The count needs neither the joins nor the sort (the search is a condition on appraisals alone),
  // and it runs beside the page; a window count would have joined every match (issue 15).
  const [rows, total] = await Promise.all([pageQuery, countAdminAppraisals(db, where)]);

  return {
    total,
    items: rows.map(({ appraisal, ...row }) => ({
      id: appraisal.id,
      artworkTitle: getAppraisalTitle(appraisal.artworkTitle),
      artistName: appraisal.artistName,
      artistLabel: ownerArtistLabel(appraisal),
      medium: appraisal.medium,
      mediumLabel: ownerMediumLabel(appraisal),
      yearCreated: appraisal.yearCreated,
      status: row.expired ? "expired" : appraisal.status,
      priority: appraisal.priority,
      userName: [row.userFirstName, row.userLastName].filter(Boolean).join(" ") || row.username,
      userEmail: row.userEmail,
      submittedAt: appraisal.submittedAt.toISOString(),
      deadline: new Date(row.deadline).toISOString(),
      isPaid: appraisal.isPaid,
      emailSent: appraisal.emailSentAt !== null,
      imageUrl: row.primaryImageId ? thumbnailUrl(appraisal.id, row.primaryImageId) : null,
      estimatedValue:
        appraisal.estimatedLow !== null && appraisal.estimatedHigh !== null
          ? { low: appraisal.estimatedLow, high: appraisal.estimatedHigh }
          : null,
      notes: appraisal.adminNotes,
      hasReport: row.reportId !== null,
      reviewReasons: parseReviewReasons(row.reviewReasons),
    })),
  };
}

async function countAdminAppraisals(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(appraisals)
    .where(where);
  return row?.total ?? 0;
}
