/**
 * Style market data for the market insights panel (secondary spec, "Style market data"):
 * one static module (decision 24), one entry per style the recognition model names plus a
 * default for any other style. Notable sales are public auction results (hammer prices with
 * premium, in US dollars at the time of sale); the other figures are the panel's indicative
 * summaries as of MARKET_DATA_LAST_UPDATED.
 */

export const MARKET_DATA_LAST_UPDATED = "2025-05-18";

export type TrendDirection = "up" | "down" | "stable";

export interface SignificantSale {
  title: string;
  price: string;
  date: string;
  auction: string;
}

export interface StyleMarketData {
  averagePriceRange: string;
  /** Change in the number of lots sold over the last year, percent. */
  volumeChange: number;
  trendDirection: TrendDirection;
  collectorInterest: "Very High" | "High" | "Moderate" | "Growing";
  significantSales: SignificantSale[];
  investmentOutlook: string;
  /** Share of collector interest by region, 0-100. */
  regionalPopularity: { region: string; interest: number }[];
}

const regions = (northAmerica: number, europe: number, asia: number, middleEast: number) => [
  { region: "North America", interest: northAmerica },
  { region: "Europe", interest: europe },
  { region: "Asia-Pacific", interest: asia },
  { region: "Middle East", interest: middleEast },
];

/** Used for any style without its own entry. */
export const DEFAULT_MARKET_DATA: StyleMarketData = {
  averagePriceRange: "$2,000 - $250,000",
  volumeChange: 3,
  trendDirection: "stable",
  collectorInterest: "Moderate",
  significantSales: [],
  investmentOutlook:
    "Prices depend far more on the artist, condition and provenance than on the style alone. Compare recent sales of the same artist and medium before buying or selling.",
  regionalPopularity: regions(60, 55, 40, 20),
};

/** Keyed by the style names of the recognition model. */
export const STYLE_MARKET_DATA: Readonly<Record<string, StyleMarketData>> = {
  Abstract: {
    averagePriceRange: "$10,000 - $5,000,000",
    volumeChange: 6,
    trendDirection: "up",
    collectorInterest: "Very High",
    significantSales: [
      { title: "Orange, Red, Yellow (Mark Rothko)", price: "$86.9 million", date: "May 2012", auction: "Christie's New York" },
    ],
    investmentOutlook:
      "Blue-chip post-war abstraction stays liquid at the top; mid-career abstract painters are more volatile and reward careful selection.",
    regionalPopularity: regions(90, 75, 70, 45),
  },
  "Art Nouveau": {
    averagePriceRange: "$5,000 - $1,500,000",
    volumeChange: 4,
    trendDirection: "stable",
    collectorInterest: "High",
    significantSales: [
      { title: "Birch Forest (Gustav Klimt)", price: "$104.6 million", date: "November 2022", auction: "Christie's New York" },
    ],
    investmentOutlook:
      "Klimt and Mucha anchor the market; posters and decorative arts give steady entry points with strong collector demand in Europe.",
    regionalPopularity: regions(60, 85, 55, 25),
  },
  Baroque: {
    averagePriceRange: "$20,000 - $3,000,000",
    volumeChange: -2,
    trendDirection: "stable",
    collectorInterest: "Moderate",
    significantSales: [
      { title: "Massacre of the Innocents (Peter Paul Rubens)", price: "£49.5 million", date: "July 2002", auction: "Sotheby's London" },
    ],
    investmentOutlook:
      "Old Master prices hinge on attribution and condition; securely attributed works hold value while workshop pieces trade at a deep discount.",
    regionalPopularity: regions(55, 90, 35, 30),
  },
  Cubism: {
    averagePriceRange: "$25,000 - $10,000,000",
    volumeChange: 5,
    trendDirection: "up",
    collectorInterest: "High",
    significantSales: [
      { title: "Contraste de formes (Fernand Léger)", price: "$70.1 million", date: "November 2017", auction: "Christie's New York" },
      { title: "Femme assise (Pablo Picasso)", price: "£43.3 million", date: "June 2016", auction: "Sotheby's London" },
    ],
    investmentOutlook:
      "Early Cubist works by the movement's founders are scarce and sought after; prints and late works make the style accessible.",
    regionalPopularity: regions(80, 85, 60, 40),
  },
  Expressionism: {
    averagePriceRange: "$15,000 - $5,000,000",
    volumeChange: 4,
    trendDirection: "up",
    collectorInterest: "High",
    significantSales: [
      {
        title: "Berliner Straßenszene (Ernst Ludwig Kirchner)",
        price: "$38.1 million",
        date: "November 2006",
        auction: "Christie's New York",
      },
    ],
    investmentOutlook:
      "German Expressionism has a loyal European base; works on paper by the Brücke and Blaue Reiter artists remain the most active segment.",
    regionalPopularity: regions(65, 90, 40, 25),
  },
  Fauvism: {
    averagePriceRange: "$20,000 - $8,000,000",
    volumeChange: 3,
    trendDirection: "stable",
    collectorInterest: "High",
    significantSales: [
      {
        title: "Odalisque couchée aux magnolias (Henri Matisse)",
        price: "$80.8 million",
        date: "May 2018",
        auction: "Christie's New York",
      },
    ],
    investmentOutlook:
      "True Fauve-period canvases (1905-1908) are rare; Matisse, Derain and Vlaminck works from later years trade more often.",
    regionalPopularity: regions(75, 85, 55, 35),
  },
  Impressionism: {
    averagePriceRange: "$50,000 - $15,000,000",
    volumeChange: 2,
    trendDirection: "stable",
    collectorInterest: "Very High",
    significantSales: [
      { title: "Meules (Claude Monet)", price: "$110.7 million", date: "May 2019", auction: "Sotheby's New York" },
      {
        title: "Bal du moulin de la Galette, small version (Pierre-Auguste Renoir)",
        price: "$78.1 million",
        date: "May 1990",
        auction: "Sotheby's New York",
      },
    ],
    investmentOutlook: "A mature, deep market: major names are resilient through downturns, and quality minor Impressionists offer value.",
    regionalPopularity: regions(85, 85, 80, 45),
  },
  "Naive Art": {
    averagePriceRange: "$1,000 - $500,000",
    volumeChange: 8,
    trendDirection: "up",
    collectorInterest: "Growing",
    significantSales: [{ title: "Diego y yo (Frida Kahlo)", price: "$34.9 million", date: "November 2021", auction: "Sotheby's New York" }],
    investmentOutlook:
      "Self-taught and folk artists are being re-evaluated by museums; prices are rising from a low base, with wide gaps between names.",
    regionalPopularity: regions(75, 65, 30, 15),
  },
  "Pop Art": {
    averagePriceRange: "$10,000 - $20,000,000",
    volumeChange: 7,
    trendDirection: "up",
    collectorInterest: "Very High",
    significantSales: [
      { title: "Shot Sage Blue Marilyn (Andy Warhol)", price: "$195 million", date: "May 2022", auction: "Christie's New York" },
      { title: "Nurse (Roy Lichtenstein)", price: "$95.4 million", date: "November 2015", auction: "Christie's New York" },
    ],
    investmentOutlook: "Editioned prints give the style a broad, liquid market; unique paintings by Warhol and Lichtenstein set records.",
    regionalPopularity: regions(90, 70, 75, 55),
  },
  "Post-Impressionism": {
    averagePriceRange: "$50,000 - $20,000,000",
    volumeChange: 3,
    trendDirection: "up",
    collectorInterest: "Very High",
    significantSales: [
      {
        title: "Les Poseuses, Ensemble (Petite version) (Georges Seurat)",
        price: "$149.2 million",
        date: "November 2022",
        auction: "Christie's New York",
      },
      { title: "Verger avec cyprès (Vincent van Gogh)", price: "$117.2 million", date: "November 2022", auction: "Christie's New York" },
    ],
    investmentOutlook: "Supply of museum-quality works is shrinking; works on paper and lesser-known followers make the style reachable.",
    regionalPopularity: regions(85, 80, 80, 45),
  },
  Realism: {
    averagePriceRange: "$5,000 - $2,000,000",
    volumeChange: 1,
    trendDirection: "stable",
    collectorInterest: "Moderate",
    significantSales: [
      { title: "Chop Suey (Edward Hopper)", price: "$91.9 million", date: "November 2018", auction: "Christie's New York" },
    ],
    investmentOutlook:
      "Nineteenth-century Realism trades steadily below its historical importance; American Realism of the twentieth century is in strong demand.",
    regionalPopularity: regions(80, 70, 30, 20),
  },
  Renaissance: {
    averagePriceRange: "$30,000 - $5,000,000",
    volumeChange: -1,
    trendDirection: "stable",
    collectorInterest: "Moderate",
    significantSales: [
      {
        title: "Salvator Mundi (attributed to Leonardo da Vinci)",
        price: "$450.3 million",
        date: "November 2017",
        auction: "Christie's New York",
      },
      {
        title: "Young Man Holding a Roundel (Sandro Botticelli)",
        price: "$92.2 million",
        date: "January 2021",
        auction: "Sotheby's New York",
      },
    ],
    investmentOutlook:
      "Very few masterpieces remain in private hands, so records are rare events; attribution research drives value more than in any other style.",
    regionalPopularity: regions(60, 90, 40, 50),
  },
  Rococo: {
    averagePriceRange: "$10,000 - $2,000,000",
    volumeChange: -3,
    trendDirection: "down",
    collectorInterest: "Moderate",
    significantSales: [
      { title: "La Surprise (Jean-Antoine Watteau)", price: "£12.4 million", date: "July 2008", auction: "Christie's London" },
    ],
    investmentOutlook:
      "Decorative eighteenth-century painting is out of fashion with younger buyers, which makes fine works comparatively affordable.",
    regionalPopularity: regions(45, 85, 30, 35),
  },
  Romanticism: {
    averagePriceRange: "$10,000 - $3,000,000",
    volumeChange: 0,
    trendDirection: "stable",
    collectorInterest: "Moderate",
    significantSales: [
      { title: "Modern Rome - Campo Vaccino (J. M. W. Turner)", price: "£29.7 million", date: "July 2010", auction: "Sotheby's London" },
      { title: "The Lock (John Constable)", price: "£22.4 million", date: "July 2012", auction: "Christie's London" },
    ],
    investmentOutlook:
      "British and German Romantic landscapes hold their value; oil sketches and watercolours are the active middle of the market.",
    regionalPopularity: regions(50, 90, 30, 25),
  },
  Surrealism: {
    averagePriceRange: "$20,000 - $10,000,000",
    volumeChange: 9,
    trendDirection: "up",
    collectorInterest: "Very High",
    significantSales: [
      { title: "L'empire des lumières (René Magritte)", price: "$121.2 million", date: "November 2024", auction: "Christie's New York" },
    ],
    investmentOutlook:
      "Surrealism has been one of the strongest segments of the last decade, led by Magritte and by renewed interest in women Surrealists.",
    regionalPopularity: regions(85, 85, 65, 40),
  },
  Symbolism: {
    averagePriceRange: "$10,000 - $3,000,000",
    volumeChange: 4,
    trendDirection: "up",
    collectorInterest: "Growing",
    significantSales: [
      { title: "The Scream, pastel (Edvard Munch)", price: "$119.9 million", date: "May 2012", auction: "Sotheby's New York" },
    ],
    investmentOutlook:
      "Museum exhibitions have revived interest in Symbolist painters; prices outside the best-known names are still moderate.",
    regionalPopularity: regions(55, 85, 35, 20),
  },
  "Ukiyo-e": {
    averagePriceRange: "$500 - $300,000",
    volumeChange: 10,
    trendDirection: "up",
    collectorInterest: "Growing",
    significantSales: [
      {
        title: "Under the Wave off Kanagawa (Katsushika Hokusai)",
        price: "$2.76 million",
        date: "March 2023",
        auction: "Christie's New York",
      },
    ],
    investmentOutlook:
      "Early, well-preserved impressions with strong colour command premiums; condition and printing state matter more than the image itself.",
    regionalPopularity: regions(70, 65, 85, 20),
  },
};

/** The market data of a style, or the default entry for a style without its own. */
export function getStyleMarketData(style: string): StyleMarketData {
  return STYLE_MARKET_DATA[style] ?? DEFAULT_MARKET_DATA;
}
