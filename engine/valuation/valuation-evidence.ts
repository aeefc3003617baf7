/**
 * Market evidence quoted in the report: what works like this one sold for in the fitted data
 * (regional sales of works without an artist's auction record), by medium and size band.
 */
import { VALUATION_MARKET_EVIDENCE, type MediumCategory } from "@engine/knowledge";

export const SIZE_BANDS = ["small", "medium-sized", "large"] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

/** Under 30 x 33 cm is small, over 70 x 70 cm large (common framing sizes). */
export function toSizeBand(areaCm2: number): SizeBand {
  if (areaCm2 < 1000) return "small";
  if (areaCm2 <= 5000) return "medium-sized";
  return "large";
}

export interface MarketEvidence {
  medianUsd: number;
  n: number;
  /** The size band the figure is for, or undefined when it covers every size. */
  band?: SizeBand;
}

/** The regional-sales median for a medium and size, falling back to all sizes. */
export function findMarketEvidence(medium: MediumCategory, areaCm2: number | undefined): MarketEvidence | undefined {
  if (areaCm2 !== undefined) {
    const band = toSizeBand(areaCm2);
    const hit = VALUATION_MARKET_EVIDENCE[`${medium}|${band}`];
    if (hit) return { ...hit, band };
  }
  const any = VALUATION_MARKET_EVIDENCE[`${medium}|any`];
  return any ? { ...any } : undefined;
}
