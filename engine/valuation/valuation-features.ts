/**
 * The encoding of a work for the fitted valuation model (decision 27). The fitting script
 * (scripts/fit/valuation.ts) and the appraisal both turn a work into the same vector through
 * this file, so a coefficient always means the same thing on both sides. Pure.
 */
import { MEDIUM_CATEGORIES, type MediumCategory } from "@engine/knowledge";

/** Periods of creation; an appraiser's first question after the medium. */
export const PERIODS = ["before 1800", "1800-1899", "1900-1944", "1945-1999", "2000 or later"] as const;
export type Period = (typeof PERIODS)[number];

/** What the model knows about one work (a sold lot or a submission). */
export interface LotDescription {
  medium: MediumCategory;
  /** Surface in square centimetres (height x width); undefined when not known. */
  areaCm2?: number;
  yearCreated?: number;
  /** true signed by hand, false known unsigned (or signed only in the plate), undefined not stated. */
  signed?: boolean;
  /** A numbered edition (12/50, "numbered", AP). */
  numbered?: boolean;
  /** A photomechanical reproduction: poster, offset, giclee, "after" a famous work. */
  reproduction?: boolean;
  /** "School of", "circle of", "attributed to", "manner of": a hand not firmly identified. */
  attributionQualified?: boolean;
  /** No artist named at all ("Unknown", "French school, 19th century", an owner who does not know). */
  unattributed?: boolean;
  /** A named artist without a sales record of their own in the fitted data (the unrecorded-artist market). */
  unrecorded?: boolean;
  /** Sold at one of the international houses (Christie's, Sotheby's, Phillips). */
  majorHouse: boolean;
  saleYear: number;
}

/** Reference size at which the size term is zero: 50 x 60 cm, a common easel painting. */
export const REFERENCE_AREA_CM2 = 3000;
/** Sale years are centred here and clamped to the span the data covers. */
export const SALE_YEAR_CENTRE = 2020;
export const SALE_YEAR_RANGE = { min: 1990, max: 2025 } as const;
/** Sizes outside this span are clamped before the log (a stamp or a mural are outside the data). */
const AREA_LIMITS = { min: 25, max: 60000 } as const;

/** Names of the vector's entries, in order (the generated module lists coefficients by name). */
export const FEATURE_NAMES: readonly string[] = [
  ...MEDIUM_CATEGORIES.map((m) => `medium:${m}`),
  ...MEDIUM_CATEGORIES.map((m) => `log-area:${m}`),
  "size unknown",
  "log-area squared",
  ...PERIODS.map((p) => `period:${p}`),
  "signed",
  "unsigned",
  "numbered edition",
  "reproduction",
  "attribution qualified",
  "no artist named",
  "artist without a sales record",
  "major house",
  "sale year",
];

/** The period a year of creation falls in. */
export function toPeriod(year: number): Period {
  if (year < 1800) return "before 1800";
  if (year < 1900) return "1800-1899";
  if (year < 1945) return "1900-1944";
  if (year < 2000) return "1945-1999";
  return "2000 or later";
}

/** The model's vector for a work. Medium one-hots carry the intercept (no separate constant). */
export function encodeLot(lot: LotDescription): number[] {
  const x: number[] = [];
  for (const m of MEDIUM_CATEGORIES) x.push(lot.medium === m ? 1 : 0);
  const logArea =
    lot.areaCm2 && lot.areaCm2 > 0 ? Math.log(Math.min(AREA_LIMITS.max, Math.max(AREA_LIMITS.min, lot.areaCm2)) / REFERENCE_AREA_CM2) : 0;
  for (const m of MEDIUM_CATEGORIES) x.push(lot.medium === m ? logArea : 0);
  x.push(lot.areaCm2 && lot.areaCm2 > 0 ? 0 : 1);
  x.push(logArea * logArea);
  const period = lot.yearCreated !== undefined ? toPeriod(lot.yearCreated) : undefined;
  for (const p of PERIODS) x.push(period === p ? 1 : 0);
  x.push(lot.signed === true ? 1 : 0);
  x.push(lot.signed === false ? 1 : 0);
  x.push(lot.numbered ? 1 : 0);
  x.push(lot.reproduction ? 1 : 0);
  x.push(lot.attributionQualified ? 1 : 0);
  x.push(lot.unattributed ? 1 : 0);
  x.push(lot.unrecorded && !lot.unattributed ? 1 : 0);
  x.push(lot.majorHouse ? 1 : 0);
  const year = Math.min(SALE_YEAR_RANGE.max, Math.max(SALE_YEAR_RANGE.min, lot.saleYear));
  x.push((year - SALE_YEAR_CENTRE) / 10);
  return x;
}

/** Linear predictor: the log of the expected price. */
export function predictLogPrice(coefficients: readonly number[], lot: LotDescription): number {
  const x = encodeLot(lot);
  return x.reduce((sum, v, i) => sum + v * (coefficients[i] ?? 0), 0);
}

/** Artists' names are keyed in valuation-names.ts (kept here for the callers that import it from this file). */
export { toArtistKey } from "./valuation-names";
