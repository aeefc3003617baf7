import { and, desc, eq, sql } from "drizzle-orm";
import { getAppraisalTitle } from "../../../contracts/appraisals";
import type { PortfolioSummary } from "../../../contracts/portfolio";
import type { DbOrTx } from "../../db/client";
import { appraisals } from "../../db/schema";

/**
 * The portfolio summary (core spec section 3) computed in SQL over the user's completed
 * appraisals, so 2,000 appraisals cost three indexed queries, not 2,000 rows to the server.
 */
export async function getPortfolioSummary({ db, userId }: { db: DbOrTx; userId: string }): Promise<PortfolioSummary> {
  const valued = and(eq(appraisals.userId, userId), eq(appraisals.status, "completed"), sql`${appraisals.estimatedLow} is not null`);
  const [totals] = await db
    .select({
      low: sql<string>`coalesce(sum(${appraisals.estimatedLow}), 0)`,
      high: sql<string>`coalesce(sum(${appraisals.estimatedHigh}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(appraisals)
    .where(valued);
  const mid = sql<string>`(${appraisals.estimatedLow} + ${appraisals.estimatedHigh}) / 2.0`;
  const [top] = await db
    .select({ id: appraisals.id, title: appraisals.artworkTitle, value: mid })
    .from(appraisals)
    .where(valued)
    .orderBy(desc(mid), desc(appraisals.submittedAt))
    .limit(1);
  const category = sql<string>`coalesce(nullif(${appraisals.medium}, ''), 'other')`;
  const categories = await db
    .select({
      category,
      count: sql<number>`count(*)::int`,
      totalValue: sql<string>`sum((${appraisals.estimatedLow} + ${appraisals.estimatedHigh}) / 2.0)`,
    })
    .from(appraisals)
    .where(valued)
    .groupBy(category)
    .orderBy(desc(sql`sum((${appraisals.estimatedLow} + ${appraisals.estimatedHigh}) / 2.0)`), category);
  return {
    totalValue: { low: Number(totals?.low ?? 0), high: Number(totals?.high ?? 0) },
    itemCount: totals?.count ?? 0,
    mostValuableItem: top ? { id: top.id, title: getAppraisalTitle(top.title), value: Number(top.value) } : null,
    byCategory: categories.map((c) => ({ category: c.category, count: c.count, totalValue: Number(c.totalValue) })),
  };
}
