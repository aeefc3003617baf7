/**
 * The fitted sales model read for one piece (decisions 27, 28 and 0021): log prices from the
 * coefficients, the held-out recalibration, the range half-widths and the artists' records.
 * Every factor of the valuation reads the model through these, so the factors stay small.
 */
import { VALUATION_ARTIST_LEVELS, VALUATION_COEFFICIENTS, VALUATION_RECALIBRATION, type MediumCategory } from "@engine/knowledge";
import { findArtistKey, toDisplayName } from "./valuation-names";
import { encodeLot, FEATURE_NAMES, type LotDescription } from "./valuation-features";
import { curveCorrection, recalibrateLogPrice, toTier, type IntervalGroup } from "./valuation-ranges";

export const usd = (x: number) => `$${Math.round(x).toLocaleString("en-US")}`;

export const MEDIUM_PLURAL: Record<MediumCategory, string> = {
  painting: "paintings",
  "work on paper": "works on paper",
  print: "prints",
  photograph: "photographs",
  sculpture: "sculptures",
  other: "objects and mixed media",
};

/**
 * At a house the model has not seen, the fitted differences between works by artists without a
 * record are a little too wide: held out, they hold at this share (in log terms). Every effect
 * learnt from the sales is scaled by it for those works (sales-validation.ts, fitRecalibration).
 */
const SLOPE = VALUATION_RECALIBRATION.slope;
export const coefficient = (name: string) => SLOPE * (VALUATION_COEFFICIENTS[FEATURE_NAMES.indexOf(name)] ?? 0);
export const rawLogPrice = (lot: LotDescription) => encodeLot(lot).reduce((s, v, i) => s + v * (VALUATION_COEFFICIENTS[i] ?? 0), 0);
/** Log price of a work without an artist's record, as held-out houses say it sells. */
export const logPrice = (lot: LotDescription) =>
  recalibrateLogPrice(VALUATION_RECALIBRATION, rawLogPrice(lot), lot.medium, "no sales record, regional house");

/**
 * A range's half-width (log) for the group and medium, from a generated table, scaled for the
 * tier of the midpoint and the medium (a $300 print's range is not a $3,000 painting's), and never
 * past the cap the eval measures with (toHalfWidth in sales-validation.ts does the same).
 */
export function halfWidthOf(
  table: Readonly<Record<string, number>>,
  scales: Readonly<Record<string, number>>,
  maxHalfWidth: number,
  group: IntervalGroup,
  medium: MediumCategory,
  midpoint: number,
): number {
  const tier = toTier(midpoint);
  const scale = scales[`${tier}|${medium}`] ?? scales[tier] ?? 1;
  return Math.min(maxHalfWidth, scale * (table[`${group}|${medium}`] ?? table[group] ?? table["no sales record, regional house"]!));
}

/** What held-out houses say is still left at a midpoint's price level (sales-validation.ts, Recalibration.curve). */
export const levelCorrection = (midpoint: number) => Math.exp(curveCorrection(VALUATION_RECALIBRATION.curve, Math.log(midpoint)));

/** Rounds a price to two significant figures, as appraisers quote ranges. */
export function roundPrice(x: number): number {
  if (x < 10) return Math.max(1, Math.round(x));
  const magnitude = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Math.round(x / magnitude) * magnitude;
}

/** An artist's own record in the fitted data. */
export interface ArtistRecordEntry {
  level: number;
  sales: number;
  majorShare: number;
  name: string;
  media: Readonly<Partial<Record<MediumCategory, readonly [number, number]>>>;
}

const recordedKey = (key: string) => Object.prototype.hasOwnProperty.call(VALUATION_ARTIST_LEVELS, key);
const recordedKeys = () => Object.keys(VALUATION_ARTIST_LEVELS);

export function findArtistRecord(name: string | undefined): ArtistRecordEntry | undefined {
  if (!name) return undefined;
  const key = findArtistKey(name, recordedKey, recordedKeys);
  const entry = key ? VALUATION_ARTIST_LEVELS[key] : undefined;
  return entry
    ? { level: entry[0], sales: entry[1], majorShare: entry[2], name: entry[3] || toDisplayName(key!), media: entry[4] }
    : undefined;
}
