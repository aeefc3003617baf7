/**
 * The quick estimate of core spec section 9: its form, inputs, tiles and confidence as the spec
 * describes (decision 16: the same inputs always give the same answer), its range from the same
 * fitted market model as the paid appraisal (decision 37), so the free estimate and the report
 * agree on the same piece. The spec's table of base ranges and multipliers is retired.
 */
import {
  BOUGHT_AT_MARKET,
  type QuickEstimateBoughtAt,
  type QuickEstimateCondition,
  type QuickEstimateMedium,
  type QuickEstimateStyle,
} from "@engine/submission";
import { computeValuation, type ValuationFactor, type ValuationMarket } from "./valuation";
import { describeMarketBriefly } from "./valuation-market";

/** Quick-estimate form defaults the confidence treats as "not told" (dimensions). */
export const QUICK_ESTIMATE_DEFAULT_DIMENSIONS = { width: 24, height: 36 } as const;

/** Width or height in whole inches, minimum 1; anything invalid becomes 1 (core spec section 5). */
export function normaliseDimension(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.round(n));
}

/** Age in whole years within the slider's 1-200; anything invalid becomes 1. */
export function normaliseAge(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return 1;
  return Math.min(200, Math.max(1, Math.round(n)));
}

/** What the visitor gave the quick estimate form. */
export interface QuickEstimateInput {
  style: QuickEstimateStyle;
  medium: QuickEstimateMedium;
  condition: QuickEstimateCondition;
  age: number;
  width: number | string;
  height: number | string;
  artist?: string | null;
  /** Where the visitor says it was bought; "Don't know or inherited" when not asked. */
  boughtAt?: QuickEstimateBoughtAt;
  hasImage?: boolean;
  /** Year the estimate is made in (the age is counted back from it); the current year if omitted. */
  asOfYear?: number;
}

/**
 * The form's media as the appraisal wizard's: "Mixed Media" is priced with objects and mixed
 * media, "Digital" as a print (digital works reach the resale market as prints), "Photography"
 * as a photograph.
 */
const VALUATION_MEDIUM: Readonly<Record<QuickEstimateMedium, { medium: string; text?: string }>> = {
  Oil: { medium: "oil" },
  Acrylic: { medium: "acrylic" },
  Watercolor: { medium: "watercolor" },
  "Charcoal/Pencil": { medium: "drawing" },
  "Mixed Media": { medium: "other" },
  Sculpture: { medium: "sculpture" },
  Photography: { medium: "other", text: "photograph" },
  Digital: { medium: "print" },
  Other: { medium: "other" },
};

/** The quick estimate's result. */
export interface QuickEstimateResult {
  /** The likely range the form shows (holds about half of real prices). */
  low: number;
  high: number;
  /** The wider range: holds about four in five real prices (decision 39); not shown by the form. */
  wide: { low: number; high: number };
  confidence: number;
  area: number;
  width: number;
  height: number;
  /** The model's steps, as the appraisal's report lists them. */
  factors: ValuationFactor[];
  /** Which market the range describes, and each market's own range (decision 0035). */
  market: ValuationMarket;
  /** The same in one sentence, as the form shows it. */
  marketSentence: string;
}

// Confidence = 55 + the points below (max 29, so 55-84 as the spec's range). Weights follow
// how much each answer moves the estimate: a picture lets the engine check style and medium,
// the artist factor can multiply by 5, condition by up to 3.25, the rest less.
/** Confidence points per thing the visitor told us; 55 + sum of earned points. */
export const CONFIDENCE_POINTS = {
  base: 55,
  image: 8,
  artist: 7,
  condition: 5,
  dimensions: 4,
  style: 3,
  medium: 2,
} as const;

/** Confidence percent 55-84 from how much the visitor told us (decision 16). */
export function computeQuickEstimateConfidence(input: {
  hasImage?: boolean;
  artist?: string | null;
  condition: QuickEstimateCondition;
  width: number;
  height: number;
  style: QuickEstimateStyle;
  medium: QuickEstimateMedium;
}): number {
  const p = CONFIDENCE_POINTS;
  const isDefaultSize =
    input.width === QUICK_ESTIMATE_DEFAULT_DIMENSIONS.width && input.height === QUICK_ESTIMATE_DEFAULT_DIMENSIONS.height;
  return (
    p.base +
    (input.hasImage ? p.image : 0) +
    ((input.artist ?? "").trim() ? p.artist : 0) +
    (input.condition !== "Unknown" ? p.condition : 0) +
    (isDefaultSize ? 0 : p.dimensions) +
    (input.style !== "Other" ? p.style : 0) +
    (input.medium !== "Other" ? p.medium : 0)
  );
}

/** The quick estimate: the fitted market model priced from the form's answers (decision 37). */
export function computeQuickEstimate(input: QuickEstimateInput): QuickEstimateResult {
  const width = normaliseDimension(input.width);
  const height = normaliseDimension(input.height);
  const asOfYear = input.asOfYear ?? new Date().getUTCFullYear();
  const medium = VALUATION_MEDIUM[input.medium] ?? VALUATION_MEDIUM.Other;
  const valuation = computeValuation({
    medium: medium.medium,
    title: medium.text ?? null,
    yearCreated: asOfYear - normaliseAge(input.age),
    height: String(height),
    width: String(width),
    artistName: (input.artist ?? "").trim() || null,
    condition: input.condition,
    boughtIn: input.boughtAt ? BOUGHT_AT_MARKET[input.boughtAt] : undefined,
    asOfYear,
  });
  return {
    low: valuation.low,
    high: valuation.high,
    wide: valuation.wide,
    confidence: computeQuickEstimateConfidence({ ...input, width, height }),
    area: width * height,
    width,
    height,
    factors: valuation.factors,
    market: valuation.market,
    marketSentence: describeMarketBriefly(valuation.market),
  };
}
