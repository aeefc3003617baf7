/**
 * Which market the range describes (issue 49, decision 0035): the fitted sales model prices a
 * piece as the curated fine-art houses sell it; an owner's piece with little evidence of that
 * market sells at a general house or online, for much less. This turns the fine-art range into
 * the mixture the evidence supports, keeps each market's own range for the report, and adds the
 * "Market" factor so the factors still multiply to the midpoint (decision 19).
 */
import { MARKET_TIER_MODEL } from "@engine/knowledge";
import type { ValuationFactor } from "../../contracts/appraisals";
import { computeTierAdjustedRanges, toTierEvidence, type MarketTier, type PriceRange } from "./market-tier";
import { roundPrice, usd } from "./valuation-pricing";
import type { Piece } from "./valuation-piece";
import type { MarketOutcome, ValuationMarket } from "./valuation-types";

/** The markets in words, as the report and the quick estimate name them. */
export const MARKET_WORDS: Record<MarketTier, string> = {
  general: "general auction houses and online sales",
  "fine-art": "curated fine-art auction houses",
};

const roundRange = (r: PriceRange) => {
  const low = roundPrice(r.low);
  return { low, high: Math.max(low + 1, roundPrice(r.high)) };
};
const percent = (p: number) => `${Math.round(p * 100)}%`;
const span = (r: PriceRange) => `${usd(r.low)}-${usd(r.high)}`;

/** Short names for the factor's value ("64% curated houses, 36% general houses"). */
const SHORT: Record<MarketTier, string> = { general: "general houses", "fine-art": "curated houses" };
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function marketFactor(market: ValuationMarket, effect: number): ValuationFactor {
  const [general, fineArt] = market.tiers as [MarketOutcome, MarketOutcome];
  const certain = general.probability >= 0.995 || fineArt.probability >= 0.995;
  const main = market.tier === "general" ? general : fineArt;
  return {
    name: "Market",
    value: certain
      ? capitalised(MARKET_WORDS[main.tier])
      : `${percent(main.probability)} ${SHORT[main.tier]}, ${percent(1 - main.probability)} ${SHORT[main.tier === "general" ? "fine-art" : "general"]}`,
    effect,
    explanation: certain
      ? `Works like this sell at ${MARKET_WORDS[main.tier]}, where they fetch ${span(main.likely)}; the range is that market's.`
      : `From what is known of the piece, works like it sell at ${MARKET_WORDS.general} ${percent(general.probability)} of the time (${span(general.likely)} there) and at ${MARKET_WORDS["fine-art"]} ${percent(fineArt.probability)} (${span(fineArt.likely)}); the range carries both.`,
  };
}

/**
 * The fine-art ranges (as the sales model draws them, rounded) turned into the ranges the
 * market evidence supports; `mid` is the factors' product before this step.
 */
export function applyMarket(
  piece: Piece,
  artistRecord: unknown,
  documents: number,
  fineArt: { low: number; high: number; wide: PriceRange },
  mid: number,
) {
  const evidence = toTierEvidence({ ...piece, artistRecord }, documents);
  const r = computeTierAdjustedRanges(
    evidence,
    { likely: { low: fineArt.low, high: fineArt.high }, wide: fineArt.wide },
    MARKET_TIER_MODEL,
  );
  const likely = roundRange(r.likely);
  // The wide range never sits inside the likely one (as the module draws it).
  const wideRounded = roundRange(r.wide);
  const wide = { low: Math.min(likely.low, wideRounded.low), high: Math.max(likely.high, wideRounded.high) };
  const market: ValuationMarket = {
    tier: r.probabilities.general >= 0.5 ? "general" : "fine-art",
    probabilities: { general: round3(r.probabilities.general), "fine-art": round3(r.probabilities["fine-art"]) },
    tiers: r.tiers.map((t) => ({
      tier: t.tier,
      probability: round3(t.probability),
      likely: roundRange(t.likely),
      wide: roundRange(t.wide),
    })),
  };
  return { low: likely.low, high: likely.high, wide, market, factor: marketFactor(market, r.midpoint / mid) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** One sentence on the market a range describes, for the quick estimate (figures from `market`). */
export function describeMarketBriefly(market: ValuationMarket): string {
  const main = market.tiers.find((t) => t.tier === market.tier)!;
  const other = market.tiers.find((t) => t.tier !== market.tier)!;
  if (main.probability >= 0.995) return `Works like this sell at ${MARKET_WORDS[main.tier]}: the range is that market's.`;
  return `Works like this sell at ${MARKET_WORDS[main.tier]} more often than not (${percent(main.probability)}), for ${span(main.likely)}; at ${MARKET_WORDS[other.tier]} they fetch ${span(other.likely)}. The range spans both.`;
}
