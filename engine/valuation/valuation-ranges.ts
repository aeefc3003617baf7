/**
 * What a valuation's range is read by at run time: the interval group of a work, the tier of a
 * price, the recalibration of a fitted midpoint and its curve. The fitting code
 * (engine/training/sales-validation.ts) measures and fits them; the appraisal applies them. Pure.
 */
import type { MediumCategory, Recalibration } from "@engine/knowledge";

/** Interval groups: how much is known about the hand decides how wide the range must be. */
export const INTERVAL_GROUPS = [
  "no sales record, regional house",
  "no sales record, international house",
  "artist with 3-19 sales",
  "artist with 20+ sales, few in this medium",
  "artist with 20+ sales, 10-29 in this medium",
  "artist with 20+ sales, 30+ in this medium",
] as const;
export type IntervalGroup = (typeof INTERVAL_GROUPS)[number];

/**
 * A work without an artist's record (anonymous or unrecorded) is what owners mostly bring and
 * sells at a regional house; the same work at Christie's Hong Kong is a different market, kept
 * apart so its spread does not widen the owners' ranges (the product never prices there).
 */
export function toIntervalGroup(artistSales: number | undefined, majorHouse: boolean, salesInMedium = 0): IntervalGroup {
  if (!artistSales) return majorHouse ? "no sales record, international house" : "no sales record, regional house";
  if (artistSales < 20) return "artist with 3-19 sales";
  // The more of the artist's sales are in the work's own medium, the better its level is known.
  if (salesInMedium >= 30) return "artist with 20+ sales, 30+ in this medium";
  return salesInMedium >= 10 ? "artist with 20+ sales, 10-29 in this medium" : "artist with 20+ sales, few in this medium";
}

/** Tiers of a price: the predicted midpoint (what the owner sees) or the price paid. */
export const PRICE_TIERS = ["under $1,000", "$1,000-$5,000", "$5,000-$50,000", "$50,000 and over"] as const;
export function toTier(usd: number): (typeof PRICE_TIERS)[number] {
  if (usd < 1000) return PRICE_TIERS[0];
  if (usd < 5000) return PRICE_TIERS[1];
  if (usd < 50000) return PRICE_TIERS[2];
  return PRICE_TIERS[3];
}

/** The curve's correction (log) at a log midpoint. */
export function curveCorrection(curve: Recalibration["curve"], logMidpoint: number): number {
  if (!curve || curve.x.length === 0) return 0;
  const { x, y } = curve;
  if (logMidpoint <= x[0]!) return y[0]!;
  for (let i = 1; i < x.length; i++)
    if (logMidpoint <= x[i]!) return y[i - 1]! + ((logMidpoint - x[i - 1]!) / (x[i]! - x[i - 1]!)) * (y[i]! - y[i - 1]!);
  return y.at(-1)!;
}

/** Whether the group is one of artists with a sales record of their own. */
export const isRecordedGroup = (group: IntervalGroup) => !group.startsWith("no sales record");

/** A fitted log prediction recalibrated for a work of this medium and group. */
export function recalibrateLogPrice(r: Recalibration, logPredicted: number, medium: MediumCategory, group: IntervalGroup): number {
  if (isRecordedGroup(group)) return logPredicted + r.recorded;
  return r.centre + r.slope * (logPredicted - r.centre) + (r.unrecorded[medium] ?? r.unrecordedAll);
}

/** The midpoint the owner sees (log): the slope and offsets, then the curve. */
export function toCorrectedLogPrice(r: Recalibration, logPredicted: number, medium: MediumCategory, group: IntervalGroup): number {
  const linear = recalibrateLogPrice(r, logPredicted, medium, group);
  return linear + curveCorrection(r.curve, linear);
}
