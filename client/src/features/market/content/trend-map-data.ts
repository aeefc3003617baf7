import type { MapRegionId } from "../map/region-states";

/**
 * The Community Art Trend Map's data (secondary spec: region market data, popular style,
 * emerging trend; decision 24: static, in one module). The spec names the regions, the fields
 * and the date; it gives no figures, so these are the product's own editorial figures,
 * consistent with the landing page's teaser (same 1Y values for the three regions it shows).
 */
export const MARKET_DATA_LAST_UPDATED = "2025-05-18";

export const MAP_VIEWS = ["activity", "styles", "growth"] as const;
export type MapView = (typeof MAP_VIEWS)[number];
export const MAP_VIEW_LABELS: Record<MapView, string> = { activity: "Activity", styles: "Styles", growth: "Growth" };

export const MAP_PERIODS = ["3M", "6M", "1Y", "5Y"] as const;
export type MapPeriod = (typeof MAP_PERIODS)[number];
export const DEFAULT_MAP_PERIOD: MapPeriod = "1Y";
export const MAP_PERIOD_NAMES: Record<MapPeriod, string> = {
  "3M": "last 3 months",
  "6M": "last 6 months",
  "1Y": "last 12 months",
  "5Y": "last 5 years",
};

export interface MapRegion {
  id: MapRegionId;
  name: string;
}

/** The nine regions, in the spec's order. */
export const MAP_REGIONS: readonly MapRegion[] = [
  { id: "northeast", name: "Northeast US" },
  { id: "mid-atlantic", name: "Mid-Atlantic" },
  { id: "southeast", name: "Southeast US" },
  { id: "midwest", name: "Midwest" },
  { id: "southwest", name: "Southwest" },
  { id: "west-coast", name: "West Coast" },
  { id: "pacific-northwest", name: "Pacific Northwest" },
  { id: "hawaii", name: "Hawaii" },
  { id: "alaska", name: "Alaska" },
];

/** Region market data (spec section 3) for one period. */
export interface RegionMarketData {
  /** 0-100. */
  activityLevel: number;
  /** Most traded first. */
  dominantStyles: readonly [string, string, string];
  /** Average sale price in USD. */
  averagePrice: number;
  /** Change in sales volume over the period, percent. */
  volumeChange: number;
}

type Row = [activityLevel: number, styles: readonly [string, string, string], averagePrice: number, volumeChange: number];
const rows = (table: Record<MapRegionId, Row>): Record<MapRegionId, RegionMarketData> =>
  Object.fromEntries(
    Object.entries(table).map(([id, [activityLevel, dominantStyles, averagePrice, volumeChange]]) => [
      id,
      { activityLevel, dominantStyles, averagePrice, volumeChange },
    ]),
  ) as Record<MapRegionId, RegionMarketData>;

/** Every region's figures for every period. */
export const REGION_MARKET_DATA: Record<MapPeriod, Record<MapRegionId, RegionMarketData>> = {
  "3M": rows({
    northeast: [88, ["Modern", "Impressionism", "Contemporary"], 17600, 3],
    "mid-atlantic": [75, ["Contemporary", "American Realism", "Impressionism"], 11000, 2],
    southeast: [67, ["Contemporary", "Folk Art", "Abstract"], 7900, 5],
    midwest: [55, ["Modern", "Regionalism", "Photography"], 6100, -1],
    southwest: [71, ["Western Art", "Landscape", "Native American"], 8600, 4],
    "west-coast": [90, ["Contemporary", "Street Art", "Pop Art"], 13100, 6],
    "pacific-northwest": [66, ["Contemporary", "Northwest School", "Photography"], 7700, 2],
    hawaii: [44, ["Landscape", "Pacific Island Art", "Contemporary"], 5600, 1],
    alaska: [22, ["Alaska Native Art", "Wildlife Art", "Landscape"], 3900, -4],
  }),
  "6M": rows({
    northeast: [90, ["Impressionism", "Modern", "Contemporary"], 17900, 5],
    "mid-atlantic": [76, ["American Realism", "Contemporary", "Impressionism"], 11200, 4],
    southeast: [65, ["Contemporary", "Folk Art", "Impressionism"], 7700, 8],
    midwest: [56, ["Regionalism", "Modern", "Photography"], 6200, 2],
    southwest: [73, ["Western Art", "Native American", "Landscape"], 8800, 7],
    "west-coast": [89, ["Contemporary", "Pop Art", "Street Art"], 12900, 10],
    "pacific-northwest": [68, ["Northwest School", "Contemporary", "Glass Art"], 7800, 5],
    hawaii: [43, ["Pacific Island Art", "Landscape", "Contemporary"], 5500, 2],
    alaska: [25, ["Alaska Native Art", "Landscape", "Wildlife Art"], 4000, -3],
  }),
  "1Y": rows({
    northeast: [92, ["Impressionism", "Modern", "Old Masters"], 18200, 8],
    "mid-atlantic": [78, ["American Realism", "Impressionism", "Contemporary"], 11400, 6],
    southeast: [64, ["Contemporary", "Folk Art", "Impressionism"], 7600, 11],
    midwest: [58, ["Regionalism", "Modern", "Contemporary"], 6300, 4],
    southwest: [74, ["Western Art", "Native American", "Landscape"], 8900, 12],
    "west-coast": [87, ["Contemporary", "Pop Art", "Street Art"], 12500, 15],
    "pacific-northwest": [69, ["Northwest School", "Contemporary", "Glass Art"], 7900, 9],
    hawaii: [41, ["Pacific Island Art", "Landscape", "Contemporary"], 5400, 3],
    alaska: [27, ["Alaska Native Art", "Landscape", "Wildlife Art"], 4100, -2],
  }),
  "5Y": rows({
    northeast: [94, ["Old Masters", "Impressionism", "Modern"], 16400, 31],
    "mid-atlantic": [81, ["Impressionism", "American Realism", "Old Masters"], 10300, 24],
    southeast: [58, ["Impressionism", "Folk Art", "Contemporary"], 6400, 38],
    midwest: [61, ["Regionalism", "Modern", "Impressionism"], 5900, 17],
    southwest: [70, ["Western Art", "Landscape", "Native American"], 7800, 42],
    "west-coast": [84, ["Contemporary", "Pop Art", "Modern"], 10900, 56],
    "pacific-northwest": [63, ["Northwest School", "Glass Art", "Landscape"], 6800, 35],
    hawaii: [36, ["Pacific Island Art", "Landscape", "Impressionism"], 4800, 14],
    alaska: [18, ["Alaska Native Art", "Wildlife Art", "Landscape"], 3600, 6],
  }),
};

/** Popular style (spec section 3): style, regions, volumeChange (percent, last 12 months). */
export interface PopularStyle {
  style: string;
  regions: readonly string[];
  volumeChange: number;
}

export const POPULAR_STYLES: readonly PopularStyle[] = [
  { style: "Contemporary", regions: ["West Coast", "Southeast US", "Pacific Northwest"], volumeChange: 14 },
  { style: "Impressionism", regions: ["Northeast US", "Mid-Atlantic"], volumeChange: 7 },
  { style: "Pop Art", regions: ["West Coast", "Midwest"], volumeChange: 11 },
  { style: "Western Art", regions: ["Southwest", "Pacific Northwest"], volumeChange: 9 },
  { style: "Modern", regions: ["Northeast US", "Midwest"], volumeChange: 5 },
];

/** Emerging trend (spec section 3): style, growth percent, regions. */
export interface EmergingTrend {
  style: string;
  growth: number;
  regions: readonly string[];
}

export const EMERGING_TRENDS: readonly EmergingTrend[] = [
  { style: "Street Art", growth: 28, regions: ["West Coast", "Southeast US"] },
  { style: "Indigenous Contemporary Art", growth: 24, regions: ["Southwest", "Alaska", "Pacific Northwest"] },
  { style: "Fine Art Photography", growth: 19, regions: ["Northeast US", "West Coast"] },
  { style: "Studio Glass", growth: 16, regions: ["Pacific Northwest", "Hawaii"] },
  { style: "Folk Art", growth: 13, regions: ["Southeast US", "Midwest"] },
];

/** The market insights list (spec: marketInsights), shown as Market Observations. */
export const MARKET_OBSERVATIONS: readonly string[] = [
  "Coastal markets lead activity: the Northeast and the West Coast together account for nearly half of recorded sales.",
  "Mid-priced works between $5,000 and $15,000 are the fastest-growing segment in every region.",
  "Online sales now make up more than a third of transactions outside the major art centres.",
  "Regional and Indigenous art is drawing collectors from outside its home regions, lifting prices in the Southwest and Alaska.",
  "Works with documented provenance sell faster and for more in every region and period shown.",
];

export const HOW_TO_USE_STEPS: readonly string[] = [
  "Choose a view: Activity shows how busy each region's market is, Styles its leading style, Growth the change in sales volume.",
  "Choose a period (3M, 6M, 1Y or 5Y) to compare the short term with the long run.",
  "Hover over or tab to a region to see its figure, then select it to open the region's details.",
  "Read the insights panel for the styles collectors buy most and the trends that are growing fastest.",
  "Compare your own artwork with the region's dominant styles and average price before you sell or insure it.",
];

export const DATA_SOURCES: readonly string[] = [
  "Auction sales",
  "Gallery reports",
  "Online marketplace analytics",
  "Museum acquisitions",
  "Collector surveys",
  "Art fair trends",
];
