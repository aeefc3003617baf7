import { and, eq, gte, sql } from "drizzle-orm";
import type { AdminAnalytics, AdminSummary } from "../../../contracts/admin";
import type { DbOrTx } from "../../db/client";
import { appraisals, creditLedger, payments } from "../../db/schema";
import { isExpiredSql } from "./admin-appraisals.query";

export const TREND_DAYS = 56; // the chart's eight weeks

const count = sql<number>`count(*)::int`;

/** Revenue in US dollars from the ledger's purchases (each joined to its verified payment). */
async function sumPurchases(db: DbOrTx, since?: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(creditLedger)
    .innerJoin(payments, eq(payments.id, creditLedger.paymentId))
    .where(and(eq(creditLedger.type, "purchase"), since ? gte(creditLedger.createdAt, since) : undefined));
  return Number(row?.cents ?? 0) / 100;
}

/** Submissions in the last 7 days and the 7 before, and the change in percent (null when there is no base). */
async function weeklyCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      thisWeek: sql<number>`count(*) filter (where ${appraisals.submittedAt} > now() - interval '7 days')::int`,
      lastWeek: sql<number>`count(*) filter (where ${appraisals.submittedAt} <= now() - interval '7 days' and ${appraisals.submittedAt} > now() - interval '14 days')::int`,
    })
    .from(appraisals)
    // Both counts look at the last 14 days only: say so, and the submitted-at index reads just those.
    .where(sql`${appraisals.submittedAt} > now() - interval '14 days'`);
  const thisWeek = row?.thisWeek ?? 0;
  const lastWeek = row?.lastWeek ?? 0;
  const change = lastWeek === 0 ? null : Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
  return { thisWeek, lastWeek, change };
}

/** The admin analytics (secondary spec), all from the database (decision 20). */
export async function getAdminAnalytics({ db }: { db: DbOrTx }): Promise<AdminAnalytics> {
  const [totals] = await db
    .select({
      total: count,
      pending: sql<number>`count(*) filter (where ${appraisals.status} in ('pending', 'processing') and not ${isExpiredSql})::int`,
      completed: sql<number>`count(*) filter (where ${appraisals.status} = 'completed')::int`,
      expired: sql<number>`count(*) filter (where ${isExpiredSql})::int`,
      averageHours: sql<
        string | null
      >`avg(extract(epoch from (${appraisals.completedAt} - ${appraisals.submittedAt})) / 3600) filter (where ${appraisals.status} = 'completed')`,
    })
    .from(appraisals);
  // Counted over the chart's eight weeks only (a range of the submitted-at index), then laid on
  // the calendar, instead of joining every day to the whole table (issue 15).
  const days = (await db.execute(sql`
    with first_day as (select (now() at time zone 'utc')::date - ${TREND_DAYS - 1}::int as day),
    counts as (
      select (a.submitted_at at time zone 'utc')::date as day, count(*) as count
      from ${appraisals} a
      where a.submitted_at >= (select day from first_day) at time zone 'utc'
      group by 1
    )
    select to_char(series.day, 'YYYY-MM-DD') as date, coalesce(counts.count, 0)::int as count
    from generate_series((select day from first_day), (now() at time zone 'utc')::date, interval '1 day') as series(day)
    left join counts on counts.day = series.day::date
    order by series.day`)) as unknown as { rows: { date: string; count: number }[] };
  const weekly = await weeklyCounts(db);
  return {
    totalAppraisals: totals?.total ?? 0,
    pending: totals?.pending ?? 0,
    completed: totals?.completed ?? 0,
    expired: totals?.expired ?? 0,
    averageCompletionTime: totals?.averageHours == null ? null : Math.round(Number(totals.averageHours) * 10) / 10,
    totalRevenue: await sumPurchases(db),
    weeklyTrend: weekly.change,
    dailySubmissions: days.rows.map((d) => ({ date: d.date, count: Number(d.count) })),
  };
}

/** The dashboard's admin tiles (core spec: three stat cards), from the database (decision 20). */
export async function getAdminSummary({ db }: { db: DbOrTx }): Promise<AdminSummary> {
  const [totals] = await db
    .select({ total: count, pendingReviews: sql<number>`count(*) filter (where ${appraisals.status} in ('pending', 'processing'))::int` })
    .from(appraisals);
  const weekly = await weeklyCounts(db);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    totalAppraisals: totals?.total ?? 0,
    appraisalsThisWeek: weekly.thisWeek,
    weeklyChangePercent: weekly.change,
    pendingReviews: totals?.pendingReviews ?? 0,
    revenueThisMonth: await sumPurchases(db, monthStart),
  };
}
