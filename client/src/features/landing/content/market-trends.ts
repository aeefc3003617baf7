/** The Quick Valuation card's Market Trends tab (core spec section 9, sample trend data; decision 24). */
export interface TrendCategory {
  name: string;
  /** Percent change over the past 12 months. */
  change: number;
  direction: "up" | "down" | "stable";
}

export const MARKET_TREND_CATEGORIES: readonly TrendCategory[] = [
  { name: "Photography", change: 15.6, direction: "up" },
  { name: "Contemporary", change: 12.3, direction: "up" },
  { name: "Post-War", change: 8.5, direction: "up" },
  { name: "Impressionism", change: 6.8, direction: "up" },
  { name: "Modern", change: 4.1, direction: "up" },
  { name: "Surrealism", change: 3.7, direction: "up" },
  { name: "Sculpture", change: 0.2, direction: "stable" },
  { name: "Old Masters", change: -1.2, direction: "down" },
];

export const MARKET_INSIGHTS: readonly string[] = [
  "Photography and contemporary works lead growth as younger collectors enter the market.",
  "Impressionist and modern pieces with clear provenance continue to hold steady gains.",
  "Sculpture prices are stable, while Old Masters have softened slightly over the past year.",
];
