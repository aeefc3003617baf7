/**
 * The market tier's measured figures (decision 0035), as `npm run eval` printed them on
 * 2026-12-02 (scripts/research/market-tier/eval-market.ts; the eval's floors sit a little below):
 * the ranges the product draws, with the market from the evidence, on a general house held out
 * by time and on the curated regional houses held out by house. Errors are predicted / paid.
 */
export interface MarketTierFigures {
  n: number;
  likely: { coverage: number; medianRatio: number };
  wide: { coverage: number; medianRatio: number };
  /** Median |log(predicted / paid)|. */
  medianAbsLogError: number;
  /** Median log(predicted / paid). */
  medianSignedLogError: number;
}

const f = (n: number, likely: number, lr: number, wide: number, wr: number, abs: number, signed: number): MarketTierFigures => ({
  n,
  likely: { coverage: likely, medianRatio: lr },
  wide: { coverage: wide, medianRatio: wr },
  medianAbsLogError: abs,
  medianSignedLogError: Math.log(signed),
});

export const MARKET_TIER_MEASURED = {
  /** Cabral Moncada, Lisbon (a general house), 2017-2019: fitted before 2019-07-01, scored after, and the reverse. */
  general: {
    later: { before: f(388, 0.101, 7.5, 0.487, 100, 2.11, 8.24), wired: f(388, 0.446, 10, 0.796, 75.7, 1.1, 2.92) },
    laterPrints: f(220, 0.545, 10, 0.841, 80, 1.05, 2.79),
    earlier: { before: f(1199, 0.105, 5.32, 0.339, 54.8, 2.42, 11.28), wired: f(1199, 0.404, 8.97, 0.674, 50.7, 1.18, 2.83) },
    earlierByMedium: {
      painting: f(229, 0.066, 4.45, 0.31, 31.3, 2.44, 11.5),
      "work on paper": f(203, 0.153, 9.13, 0.468, 52.5, 2.09, 8.05),
      print: f(410, 0.612, 9.42, 0.861, 61.7, 0.85, 1.91),
      other: f(264, 0.53, 3.14, 0.83, 9.7, 0.61, 1.17),
    },
    /** The owner writes where it was bought ("Bought at an online auction in Lisbon."): later and earlier sales. */
    venueStatedLater: f(388, 0.531, 4.08, 0.869, 14.5, 0.6, 1.17),
    venueStatedEarlier: f(1199, 0.478, 3.22, 0.749, 9.2, 0.68, 1.3),
    venueStatedEarlierPaintings: f(229, 0.515, 6.06, 0.786, 35.3, 0.82, 2.14),
    quickLater: f(388, 0.58, 10, 0.897, 85.7, 0.86, 2.1),
    quickEarlier: f(1199, 0.45, 9.37, 0.727, 58, 1.04, 2.31),
    /** The quick estimate answered "Where it was bought": online, a local auction, a market or a shop. */
    quickVenueStatedLater: f(388, 0.572, 4.04, 0.871, 14.1, 0.58, 0.74),
    quickVenueStatedEarlier: f(1199, 0.47, 3.2, 0.767, 9.1, 0.66, 0.96),
  },
  /** The eval's ten regional houses and its 8 curated fine-art houses, each house the same weight. */
  curated: {
    ten: { before: f(21044, 0.497, 4.07, 0.783, 20.4, 0.69, 1.01), wired: f(21044, 0.481, 5.61, 0.799, 46.9, 0.86, 0.68) },
    fineArt: { before: f(20954, 0.557, 4.11, 0.859, 20.4, 0.57, 0.86), wired: f(20954, 0.533, 5.29, 0.87, 48.8, 0.72, 0.63) },
  },
} as const;

const { later, earlier } = MARKET_TIER_MEASURED.general;
const byLots = (pick: (f: MarketTierFigures) => number) =>
  Math.round(((later.wired.n * pick(later.wired) + earlier.wired.n * pick(earlier.wired)) / (later.wired.n + earlier.wired.n)) * 1000) /
  1000;

/**
 * The coverage a range quotes, by the market it mostly describes, as measured with the market
 * from the evidence: a general-market range on the general house held out by time (both folds,
 * by lots), a curated one on the ten regional houses held out by house.
 */
export const MARKET_RANGE_COVERAGE = {
  general: { likely: byLots((f) => f.likely.coverage), wide: byLots((f) => f.wide.coverage) },
  "fine-art": {
    likely: MARKET_TIER_MEASURED.curated.ten.wired.likely.coverage,
    wide: MARKET_TIER_MEASURED.curated.ten.wired.wide.coverage,
  },
} as const;
