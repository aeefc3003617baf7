/**
 * Calibration and measurement of the valuation on auction records (rows of
 * evaldata/sales/*.csv as parsed by parseCsv). Pure: the bench script does the file reading.
 */
import { FAMOUS_ARTISTS } from "../quick-estimate";
import type { SubmissionMedium } from "../knowledge/valuation-calibration";
import { computeValuation } from "../valuation";

/** One auction record (column names of sales_normalized.csv). */
export type SaleRecord = Record<string, string>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** Source medium category -> the wizard's medium (mixed media and photographs become "other"). */
export function toSubmissionMediumFromSale(category: string): SubmissionMedium {
  const m = category.toLowerCase();
  if (m.startsWith("paint")) return "oil";
  if (m.startsWith("print")) return "print";
  if (m.startsWith("sculpt")) return "sculpture";
  if (m === "watercolor") return "watercolor";
  if (m === "pastel") return "pastel";
  if (m.includes("drawing") || m === "works on paper") return "drawing";
  return "other";
}

/** Style derived from the artist (the records have no style column; SOURCES.md). */
export function styleForSaleArtist(artist: string, birthYear: number | undefined): string {
  const a = artist.toLowerCase();
  if (/warhol|kaws|lichtenstein|haring/.test(a)) return "Pop Art";
  if (/lewitt|wou-ki|teh-chun|chu teh/.test(a)) return "Abstract";
  if (birthYear !== undefined && birthYear < 1920) return "Modern";
  return "Contemporary";
}

/** A sold lot with a price and size usable for measurement. */
function isUsableSold(r: SaleRecord): boolean {
  return r.sold === "1" && Number(r.price_usd) > 0 && Number(r.height_cm) > 0 && Number(r.width_cm) > 0;
}

/** The engine's valuation of one auction record from what a submission would contain. */
export function valueSaleRecord(r: SaleRecord) {
  const saleYear = Number((r.sale_date ?? "").slice(0, 4)) || 2020;
  const birth = Number(r.artist_birth_year) || undefined;
  return computeValuation({
    style: styleForSaleArtist(r.artist ?? "", birth),
    medium: toSubmissionMediumFromSale(r.medium_category ?? ""),
    yearCreated: r.year_created,
    height: `${r.height_cm} cm`,
    width: `${r.width_cm} cm`,
    artistName: r.artist,
    photosCount: 1,
    asOfYear: saleYear,
  });
}

/** Share of prices inside the engine's range, median high/low, median |log(mid/price)|. */
export interface RangeMeasurement {
  lots: number;
  insideShare: number;
  belowShare: number;
  aboveShare: number;
  medianRatio: number;
  medianAbsLogError: number;
  /** The same three figures for the auction houses' own estimates on the same lots. */
  auction: { insideShare: number; medianRatio: number; medianAbsLogError: number };
  famousListLots: number;
  /** Inside share and median |log error| for lots by famous-list artists and by the others. */
  segments: { famous: { inside: number; medianAbsLogError: number }; others: { inside: number; medianAbsLogError: number } };
}

/** Measures the valuation on sold lots (the engine's range vs the realised price). */
export function measureValuationOnSales(records: readonly SaleRecord[]): RangeMeasurement {
  const lots = records.filter(isUsableSold);
  let inside = 0;
  let below = 0;
  let auctionInside = 0;
  const ratios: number[] = [];
  const errors: number[] = [];
  const auctionRatios: number[] = [];
  const auctionErrors: number[] = [];
  const famous = new Set(FAMOUS_ARTISTS.map((a) => a.toLowerCase()));
  let famousLots = 0;
  const seg = { famous: { inside: 0, errors: [] as number[] }, others: { inside: 0, errors: [] as number[] } };
  for (const r of lots) {
    const price = Number(r.price_usd);
    const v = valueSaleRecord(r);
    const isInside = price >= v.low && price <= v.high;
    if (isInside) inside++;
    else if (price < v.low) below++;
    ratios.push(v.high / v.low);
    const error = Math.abs(Math.log(Math.sqrt(v.low * v.high) / price));
    errors.push(error);
    const isFamous = famous.has((r.artist ?? "").toLowerCase());
    if (isFamous) famousLots++;
    const s = isFamous ? seg.famous : seg.others;
    if (isInside) s.inside++;
    s.errors.push(error);
    const lo = Number(r.estimate_low_usd);
    const hi = Number(r.estimate_high_usd);
    if (lo > 0 && hi > 0) {
      if (price >= lo && price <= hi) auctionInside++;
      auctionRatios.push(hi / lo);
      auctionErrors.push(Math.abs(Math.log(Math.sqrt(lo * hi) / price)));
    }
  }
  const n = Math.max(1, lots.length);
  return {
    lots: lots.length,
    insideShare: inside / n,
    belowShare: below / n,
    aboveShare: (lots.length - inside - below) / n,
    medianRatio: median(ratios),
    medianAbsLogError: median(errors),
    auction: {
      insideShare: auctionInside / Math.max(1, auctionRatios.length),
      medianRatio: median(auctionRatios),
      medianAbsLogError: median(auctionErrors),
    },
    famousListLots: famousLots,
    segments: {
      famous: { inside: seg.famous.inside / Math.max(1, seg.famous.errors.length), medianAbsLogError: median(seg.famous.errors) },
      others: { inside: seg.others.inside / Math.max(1, seg.others.errors.length), medianAbsLogError: median(seg.others.errors) },
    },
  };
}

/** Calibration figures: median estimate ratio and size elasticity per wizard medium. */
export function calibrateFromSales(records: readonly SaleRecord[]) {
  const ratios = records
    .filter((r) => Number(r.estimate_low_usd) > 0 && Number(r.estimate_high_usd) > 0)
    .map((r) => Number(r.estimate_high_usd) / Number(r.estimate_low_usd));
  // Within-group slope of log price on log area; groups = artist x price kind x medium, so
  // the artist's market level and the premium convention cancel out.
  const groups = new Map<string, { x: number[]; y: number[]; medium: SubmissionMedium }>();
  for (const r of records) {
    if (!isUsableSold(r) || (r.qc_flags ?? "").includes("multi")) continue;
    const medium = toSubmissionMediumFromSale(r.medium_category ?? "");
    const key = `${r.artist}|${r.price_kind}|${r.medium_category}`;
    const g = groups.get(key) ?? { x: [], y: [], medium };
    g.x.push(Math.log(Number(r.height_cm) * Number(r.width_cm)));
    g.y.push(Math.log(Number(r.price_usd)));
    groups.set(key, g);
  }
  const acc = new Map<SubmissionMedium, { sxy: number; sxx: number; n: number }>();
  for (const g of groups.values()) {
    if (g.x.length < 5) continue;
    const mx = g.x.reduce((a, b) => a + b, 0) / g.x.length;
    const my = g.y.reduce((a, b) => a + b, 0) / g.y.length;
    const a = acc.get(g.medium) ?? { sxy: 0, sxx: 0, n: 0 };
    g.x.forEach((x, i) => {
      a.sxy += (x - mx) * ((g.y[i] ?? 0) - my);
      a.sxx += (x - mx) ** 2;
      a.n++;
    });
    acc.set(g.medium, a);
  }
  return {
    estimatedLots: ratios.length,
    medianEstimateRatio: median(ratios),
    elasticity: [...acc.entries()].map(([medium, a]) => ({ medium, slope: a.sxx > 0 ? a.sxy / a.sxx : NaN, lots: a.n })),
  };
}
