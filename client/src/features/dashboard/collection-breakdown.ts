import { getMediumLabel } from "@contracts/appraisals";
import { midValue, type PortfolioSummary } from "@contracts/portfolio";

export const BREAKDOWN_CATEGORY_LIMIT = 4;

export interface BreakdownRow {
  category: string;
  label: string;
  count: number;
  value: number;
  /** Bar width: the category's value relative to the portfolio value, capped at 100 (core spec section 9). */
  percent: number;
}

/** The Collection Breakdown card's rows: the top 4 categories by value. */
export function getCollectionBreakdown(summary: PortfolioSummary): BreakdownRow[] {
  const portfolioValue = midValue(summary.totalValue);
  return [...summary.byCategory]
    .sort((a, b) => b.totalValue - a.totalValue)
    .slice(0, BREAKDOWN_CATEGORY_LIMIT)
    .map((row) => ({
      category: row.category,
      label: getMediumLabel(row.category),
      count: row.count,
      value: row.totalValue,
      percent: portfolioValue > 0 ? Math.min(100, Math.max(0, (row.totalValue / portfolioValue) * 100)) : 0,
    }));
}
