/** The landing page's Art Market Trends teaser (core spec: landing page; decision 24). */
export interface RegionalMarket {
  id: string;
  region: string;
  /** Activity level in percent. */
  activity: number;
  averagePrice: number;
  /** Year-over-year change in sales volume, percent. */
  volumeChange: number;
  popularStyles: readonly string[];
}

export const MARKET_TEASER_UPDATED = "May 2025";

export const REGIONAL_MARKETS: readonly RegionalMarket[] = [
  {
    id: "west-coast",
    region: "West Coast",
    activity: 87,
    averagePrice: 12500,
    volumeChange: 15,
    popularStyles: ["Contemporary", "Pop Art", "Street Art"],
  },
  {
    id: "northeast",
    region: "Northeast",
    activity: 92,
    averagePrice: 18200,
    volumeChange: 8,
    popularStyles: ["Impressionism", "Modern", "Old Masters"],
  },
  {
    id: "southwest",
    region: "Southwest",
    activity: 74,
    averagePrice: 8900,
    volumeChange: 12,
    popularStyles: ["Western Art", "Native American", "Landscape"],
  },
];

/** Share of appraisal requests per style, percent. */
export const TOP_STYLES: readonly { style: string; share: number }[] = [
  { style: "Contemporary", share: 32 },
  { style: "Impressionism", share: 24 },
  { style: "Modern", share: 18 },
  { style: "Abstract", share: 14 },
  { style: "Pop Art", share: 12 },
];
