/**
 * The Art Market Report 2025 (secondary spec: market report; decision 24: static content in one
 * module). The spec lists its sections, not their text or figures; these are the product's own
 * editorial figures, in step with the trend map's data (same date, same regions).
 */
export const MARKET_REPORT_TITLE = "Art Market Report 2025";
export const MARKET_REPORT_UPDATED = "2025-05-18";

export const REPORT_OVERVIEW = {
  paragraphs: [
    "The art market entered 2025 steadier than it left 2023. Sales volume recovered, while prices at the very top eased: more works changed hands, at more moderate figures.",
    "The strongest growth came from the middle of the market, works between $5,000 and $50,000, bought by collectors who research online and increasingly buy there too.",
  ],
  keyFigures: [
    { label: "Change in sales volume, last 12 months", value: "+8%" },
    { label: "Share of sales made online", value: "36%" },
    { label: "Buyers who were new to collecting", value: "29%" },
    { label: "Median sale price across tracked regions", value: "$7,900" },
  ],
} as const;

/** Share of surveyed collectors who did each (percent); shown as a chart with a table behind it. */
export const COLLECTOR_BEHAVIOUR = {
  intro: "Collectors are buying more often and spending more carefully. What surveyed collectors said they did in the past year:",
  items: [
    { label: "Researched prices online before buying", value: 82 },
    { label: "Bought at least one work online", value: 54 },
    { label: "Asked for provenance documents", value: 61 },
    { label: "Had a work appraised before buying or selling", value: 38 },
    { label: "Bought from an artist directly", value: 33 },
  ],
  notes: [
    "Younger collectors (under 40) make up a growing share of buyers and favour contemporary works, photography and prints.",
    "Provenance and condition reports decide more sales than before: documented works sold faster and closer to their estimates.",
  ],
} as const;

export const GLOBAL_TRENDS: readonly { title: string; text: string }[] = [
  {
    title: "Online sales settle at a higher level",
    text: "Online auctions and gallery storefronts kept most of the ground they won, especially for works under $20,000.",
  },
  {
    title: "The middle market leads",
    text: "Works between $5,000 and $50,000 grew fastest in volume, while sales above $1 million fell back from their peak.",
  },
  {
    title: "Regional markets gain",
    text: "Buyers look beyond the major art centres: regional fairs and galleries report more out-of-state collectors.",
  },
  {
    title: "Transparency is expected",
    text: "Buyers ask for condition reports, provenance and independent valuations before they commit.",
  },
];

/** Top categories and their change in sales volume over the last 12 months (percent). */
export const TOP_CATEGORIES: readonly { category: string; change: number }[] = [
  { category: "Photography", change: 15.6 },
  { category: "Contemporary", change: 12.3 },
  { category: "Post-War", change: 8.5 },
  { category: "Impressionism", change: 6.8 },
  { category: "Modern", change: 4.1 },
  { category: "Surrealism", change: 3.7 },
  { category: "Sculpture", change: 0.2 },
  { category: "Old Masters", change: -1.2 },
];

export const REPORT_EMERGING_TRENDS: readonly { title: string; text: string }[] = [
  {
    title: "Street Art",
    text: "Murals brought indoors, screen prints and canvases by street artists: +28% in volume on the West Coast and in the Southeast.",
  },
  {
    title: "Indigenous contemporary art",
    text: "Work by Native American and Alaska Native artists draws museum and private buyers alike (+24%).",
  },
  { title: "Fine art photography", text: "Limited editions with clear edition numbers appeal to first-time collectors (+19%)." },
  { title: "Studio glass", text: "The Pacific Northwest's glass tradition is finding buyers nationwide (+16%)." },
];

export const REPORT_FORECAST = {
  paragraphs: [
    "We expect sales volume to keep growing through 2026, by 4% to 7%, led again by the middle market and by online sales.",
    "Prices for well-documented works should hold; works without provenance will find it harder to reach their estimates. Photography and contemporary works are likely to lead growth, while Old Masters stay flat.",
  ],
  advice: [
    "Know what you own: an appraisal gives you a value range to insure, sell or donate with confidence.",
    "Keep your documents: receipts, certificates and exhibition records add measurable value.",
    "Watch your region: the trend map shows where your style sells best.",
  ],
} as const;
