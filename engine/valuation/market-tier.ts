/**
 * Which market a piece sells in (issue 49, decision 0035). Today's valuation is fitted and
 * calibrated on curated fine-art houses, which take a piece only if it is worth their costs; an
 * owner's piece is unselected, and without an artist's record, a signature or a named hand it
 * sells where such pieces sell: at a general house or online. This module turns the evidence into
 * a probability over the two markets and today's range into one that carries that uncertainty:
 * each market is a Laplace distribution of the log price (the fine-art one is today's range, the
 * general one today's midpoint moved by the fitted general-house effect, with the general house's
 * own spread), and each range is the central interval of their mixture. Pure and deterministic;
 * the numbers come from engine/knowledge/market-tier-model.ts.
 */
import type { MarketTierModel, MediumCategory } from "@engine/knowledge";

export const MARKET_TIERS = ["general", "fine-art"] as const;
/** "general": general houses and online auctions; "fine-art": curated regional houses and the majors (by the artist's record, as today). */
export type MarketTier = (typeof MARKET_TIERS)[number];

/** What an owner's submission tells about the market (no prices). */
export interface TierEvidence {
  medium: MediumCategory;
  /** A firm or qualified name (not "after", not a reproduction). */
  named: boolean;
  /** The name has an auction record in the fitted data. */
  recorded: boolean;
  /** Signed by hand (true), said to be unsigned or plate-signed (false), not said (undefined). */
  signed?: boolean;
  /** "Attributed to", "circle of", "school of". */
  qualified: boolean;
  /** Documents uploaded (certificates, receipts). */
  documents: number;
  /** A printed reproduction sells as decoration, i.e. at a general house, whatever else is said. */
  reproduction: boolean;
  /** Where the owner says it was bought (a flea market, a gallery): the market it was last sold in. */
  venue?: MarketTier;
}

export interface PriceRange {
  low: number;
  high: number;
}

/** Today's range for the piece, as computeValuation draws it (the fine-art market). */
export interface FineArtRange {
  likely: PriceRange;
  wide: PriceRange;
}

export interface TierOutcome {
  tier: MarketTier;
  probability: number;
  likely: PriceRange;
  wide: PriceRange;
}

export interface TierAdjustedRanges {
  probabilities: Record<MarketTier, number>;
  likely: PriceRange;
  wide: PriceRange;
  /** Geometric midpoint of the likely range. */
  midpoint: number;
  /** Each market's own ranges: what the report quotes as "if a fine-art house accepts it ...". */
  tiers: TierOutcome[];
}

const LN2 = Math.log(2);
const LN5 = Math.log(5);
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The probability of each market for a piece with this evidence. */
export function computeTierProbabilities(e: TierEvidence, model: MarketTierModel): Record<MarketTier, number> {
  if (e.reproduction) return { general: 1, "fine-art": 0 };
  const w = model.evidence;
  const documents = Math.min(w.maxDocuments, Math.max(0, Math.floor(e.documents)));
  const logOdds =
    w.prior +
    (e.named ? w.named + (e.recorded ? w.recorded : w.unrecorded) + (e.qualified ? w.qualified : 0) : w.anonymous) +
    (e.signed === true ? w.signed : e.signed === false ? w.unsigned : w.unstated) +
    (w.medium[e.medium] ?? 0) +
    w.perDocument * documents +
    (e.venue ? w.venue[e.venue] : 0);
  const fineArt = logistic(logOdds);
  return { general: 1 - fineArt, "fine-art": fineArt };
}

/** log(general-house price / today's midpoint) for a piece with this evidence. */
export function computeGeneralEffect(e: TierEvidence, logMidpoint: number, model: MarketTierModel): number {
  const g = model.generalEffect;
  return (
    g.intercept +
    (g.medium[e.medium] ?? 0) +
    (e.named ? (e.recorded ? g.recorded : 0) : g.anonymous) +
    (e.signed === true ? g.signed : e.signed === false ? g.unsigned : 0) +
    g.slope * (logMidpoint - g.centre)
  );
}

interface Component {
  p: number;
  mu: number;
  b: number;
}

const laplaceCdf = (x: number, mu: number, b: number) => (x < mu ? 0.5 * Math.exp((x - mu) / b) : 1 - 0.5 * Math.exp(-(x - mu) / b));

/** The q-quantile of a mixture of Laplace distributions, by bisection (monotone CDF). */
export function mixtureQuantile(components: readonly Component[], q: number): number {
  const live = components.filter((c) => c.p > 0);
  let lo = Math.min(...live.map((c) => c.mu - 40 * c.b));
  let hi = Math.max(...live.map((c) => c.mu + 40 * c.b));
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    const f = live.reduce((s, c) => s + c.p * laplaceCdf(mid, c.mu, c.b), 0);
    if (f < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The central interval holding `share`, capped at `maxRatio` around its log centre. */
function centralInterval(components: readonly Component[], share: number, maxRatio: number): PriceRange {
  const a = mixtureQuantile(components, (1 - share) / 2);
  const b = mixtureQuantile(components, (1 + share) / 2);
  const half = Math.min((b - a) / 2, Math.log(maxRatio) / 2);
  const centre = (a + b) / 2;
  return { low: Math.exp(centre - half), high: Math.exp(centre + half) };
}

const halfOf = (r: PriceRange) => Math.log(r.high / r.low) / 2;
const centreOf = (r: PriceRange) => Math.log(r.low * r.high) / 2;

/**
 * Today's ranges (the fine-art market) turned into ranges that carry the market's uncertainty.
 * A piece certain to be fine-art keeps today's ranges exactly; one certain to be general gets the
 * general house's. Unrounded: the caller rounds as it rounds today's.
 */
export function computeTierAdjustedRanges(e: TierEvidence, today: FineArtRange, model: MarketTierModel): TierAdjustedRanges {
  const probabilities = computeTierProbabilities(e, model);
  const mu = centreOf(today.likely);
  const generalMu = mu + computeGeneralEffect(e, mu, model);
  const scale = (range: "likely" | "wide") => model.generalScale[range][e.medium] ?? model.generalScale[range].all!;
  // Each range's own scales: a Laplace of scale b holds half its mass within b ln 2 and 80% within b ln 5.
  const components = (range: "likely" | "wide") => {
    const fineHalf = range === "likely" ? halfOf(today.likely) : halfOf(today.wide);
    const k = range === "likely" ? LN2 : LN5;
    const fineMu = range === "likely" ? mu : centreOf(today.wide);
    return [
      { tier: "general" as const, p: probabilities.general, mu: generalMu, b: scale(range) },
      { tier: "fine-art" as const, p: probabilities["fine-art"], mu: fineMu, b: Math.max(1e-6, fineHalf / k) },
    ];
  };
  const share = { likely: 0.5, wide: 0.8 };
  const ranges = (["likely", "wide"] as const).map((range) => centralInterval(components(range), share[range], model.maxRatio[range]));
  const likely = ranges[0]!;
  // The wide range never sits inside the likely one (as today).
  const wide = { low: Math.min(likely.low, ranges[1]!.low), high: Math.max(likely.high, ranges[1]!.high) };
  const tiers: TierOutcome[] = MARKET_TIERS.map((tier) => {
    const only = (range: "likely" | "wide") => components(range).map((c) => ({ ...c, p: c.tier === tier ? 1 : 0 }));
    return {
      tier,
      probability: probabilities[tier],
      likely: centralInterval(only("likely"), share.likely, model.maxRatio.likely),
      wide: centralInterval(only("wide"), share.wide, model.maxRatio.wide),
    };
  });
  return { probabilities, likely, wide, midpoint: Math.sqrt(likely.low * likely.high), tiers };
}

/** What today's valuation already found, read as market evidence (the one call computeValuation needs). */
export function toTierEvidence(
  v: {
    medium: MediumCategory;
    findings: {
      artistName?: string;
      reproduction?: unknown;
      attribution?: { qualifier: string };
      signature?: { kind: string };
      venue?: { market: MarketTier };
    };
    artistRecord?: unknown;
    /** Priced as a printed reproduction (the owner's words or a known work); the words alone when absent. */
    reproduction?: boolean;
    /** A painted copy of a known work is a copy "after" its artist. */
    knownWork?: { kind: string };
  },
  documents: number,
): TierEvidence {
  const qualifier = v.knownWork?.kind === "copy" ? "after" : v.findings.attribution?.qualifier;
  const reproduction = v.reproduction ?? Boolean(v.findings.reproduction);
  const named = Boolean(v.findings.artistName) && qualifier !== "after" && !reproduction;
  const kind = v.findings.signature?.kind;
  return {
    medium: v.medium,
    named,
    recorded: named && Boolean(v.artistRecord),
    signed: kind === "hand" ? true : kind === "plate" || kind === "none" ? false : undefined,
    qualified: named && (qualifier === "attributed" || qualifier === "circle"),
    documents,
    reproduction,
    venue: v.findings.venue?.market,
  };
}
