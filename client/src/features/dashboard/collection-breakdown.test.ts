import { describe, expect, it } from "vitest";
import type { PortfolioSummary } from "@contracts/portfolio";
import { getCollectionBreakdown } from "./collection-breakdown";

function summary(byCategory: PortfolioSummary["byCategory"], totalValue = { low: 0, high: 0 }): PortfolioSummary {
  return { totalValue, itemCount: byCategory.reduce((sum, row) => sum + row.count, 0), mostValuableItem: null, byCategory };
}

describe("getCollectionBreakdown", () => {
  it("keeps the top 4 categories by value, labelled as the wizard labels media", () => {
    const rows = getCollectionBreakdown(
      summary(
        [
          { category: "print", count: 1, totalValue: 500 },
          { category: "oil", count: 2, totalValue: 9000 },
          { category: "sculpture", count: 1, totalValue: 4000 },
          { category: "drawing", count: 3, totalValue: 1500 },
          { category: "watercolor", count: 1, totalValue: 1000 },
        ],
        { low: 10000, high: 22000 },
      ),
    );
    expect(rows.map((row) => row.label)).toEqual(["Oil on Canvas", "Sculpture", "Drawing/Sketch", "Watercolor"]);
  });

  it("sizes each bar by the category value against the portfolio value, capped at 100%", () => {
    const rows = getCollectionBreakdown(
      summary(
        [
          { category: "oil", count: 1, totalValue: 4000 },
          { category: "pastel", count: 1, totalValue: 12000 },
        ],
        { low: 6000, high: 10000 },
      ),
    );
    expect(rows.map((row) => row.percent)).toEqual([100, 50]);
  });

  it("gives empty bars for an empty portfolio", () => {
    expect(getCollectionBreakdown(summary([{ category: "other", count: 1, totalValue: 0 }]))[0]?.percent).toBe(0);
  });
});
