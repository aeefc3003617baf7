/**
 * The quick estimate of core spec section 9, made deterministic (decision 16): the same
 * inputs always give the same range and the same confidence.
 */

/** Art styles offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_STYLES = [
  "Impressionism",
  "Abstract",
  "Contemporary",
  "Modern",
  "Renaissance",
  "Surrealism",
  "Pop Art",
  "Expressionism",
  "Realism",
  "Other",
] as const;
/** One of the quick estimate's art styles. */
export type QuickEstimateStyle = (typeof QUICK_ESTIMATE_STYLES)[number];

/** Media offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_MEDIA = [
  "Oil",
  "Acrylic",
  "Watercolor",
  "Charcoal/Pencil",
  "Mixed Media",
  "Sculpture",
  "Photography",
  "Digital",
  "Other",
] as const;
/** One of the quick estimate's media. */
export type QuickEstimateMedium = (typeof QUICK_ESTIMATE_MEDIA)[number];

/** Conditions offered by the quick estimate, in the spec's order. */
export const QUICK_ESTIMATE_CONDITIONS = ["Excellent", "Good", "Fair", "Poor", "Unknown"] as const;
/** One of the quick estimate's conditions. */
export type QuickEstimateCondition = (typeof QUICK_ESTIMATE_CONDITIONS)[number];

/** Base low-high range in USD per style (core spec section 9). */
export const STYLE_BASE_RANGES: Readonly<Record<QuickEstimateStyle, { low: number; high: number }>> = {
  Impressionism: { low: 5000, high: 25000 },
  Abstract: { low: 2000, high: 15000 },
  Contemporary: { low: 1500, high: 10000 },
  Modern: { low: 3000, high: 20000 },
  Renaissance: { low: 10000, high: 50000 },
  Surrealism: { low: 4000, high: 22000 },
  "Pop Art": { low: 5000, high: 30000 },
  Expressionism: { low: 3500, high: 18000 },
  Realism: { low: 2500, high: 12000 },
  Other: { low: 1000, high: 8000 },
};

/** Medium multipliers (core spec section 9). */
export const MEDIUM_MULTIPLIERS: Readonly<Record<QuickEstimateMedium, number>> = {
  Oil: 1.5,
  Acrylic: 1,
  Watercolor: 0.8,
  "Charcoal/Pencil": 0.6,
  "Mixed Media": 1.2,
  Sculpture: 1.8,
  Photography: 0.7,
  Digital: 0.5,
  Other: 0.9,
};

/** Condition multipliers (core spec section 9). */
export const CONDITION_MULTIPLIERS: Readonly<Record<QuickEstimateCondition, number>> = {
  Excellent: 1.3,
  Good: 1,
  Fair: 0.7,
  Poor: 0.4,
  Unknown: 0.8,
};

/** The eleven famous artists with artist factor 5 (decision 17). */
export const FAMOUS_ARTISTS = [
  "Pablo Picasso",
  "Vincent van Gogh",
  "Claude Monet",
  "Rembrandt van Rijn",
  "Leonardo da Vinci",
  "Andy Warhol",
  "Jean-Michel Basquiat",
  "Jackson Pollock",
  "Mark Rothko",
  "Gustav Klimt",
  "Frida Kahlo",
] as const;

/** Artist factors: none, any other named artist, one of FAMOUS_ARTISTS. */
export const ARTIST_FACTORS = { none: 1, other: 1.5, famous: 5 } as const;

/** Clamp limits shared by the age and size factors (core spec section 9). */
export const FACTOR_MIN = 0.5;
/** Upper clamp of the age and size factors. */
export const FACTOR_MAX = 2;

/** Quick-estimate form defaults the confidence treats as "not told" (dimensions). */
export const QUICK_ESTIMATE_DEFAULT_DIMENSIONS = { width: 24, height: 36 } as const;

// Surnames as people type them: "van Gogh", "da Vinci" and "Gogh" alike should match.
const FAMOUS_KEYS: ReadonlySet<string> = new Set(
  FAMOUS_ARTISTS.flatMap((name) => {
    const lower = name.toLowerCase();
    const words = lower.split(" ");
    const keys = [lower, words[words.length - 1] ?? lower];
    // Particles belong to the surname ("van gogh", "da vinci", "van rijn").
    const particle = words.findIndex((w) => ["van", "da", "de"].includes(w));
    if (particle > 0) keys.push(words.slice(particle).join(" "));
    // Rembrandt and Leonardo are known by the given name.
    if (lower.startsWith("rembrandt") || lower.startsWith("leonardo")) keys.push(words[0] ?? lower);
    return keys;
  }),
);

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

/** True when the name is one of FAMOUS_ARTISTS (full name or surname, any case, trimmed). */
export function isFamousArtist(artist: string | undefined | null): boolean {
  const key = (artist ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  return key.length > 0 && FAMOUS_KEYS.has(key);
}

/** Artist factor: 1 without a name, 5 for a famous artist, 1.5 for any other name. */
export function getArtistFactor(artist: string | undefined | null): number {
  if ((artist ?? "").trim().length === 0) return ARTIST_FACTORS.none;
  return isFamousArtist(artist) ? ARTIST_FACTORS.famous : ARTIST_FACTORS.other;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Age factor: age / 50 clamped to 0.5-2. */
export function getAgeFactor(age: number): number {
  return clamp(age / 50, FACTOR_MIN, FACTOR_MAX);
}

/** Size factor: sqrt(area in square inches) / 15 clamped to 0.5-2. */
export function getSizeFactor(area: number): number {
  return clamp(Math.sqrt(Math.max(0, area)) / 15, FACTOR_MIN, FACTOR_MAX);
}

/** Rounds a dollar amount to the nearest 100. */
export function roundToHundred(x: number): number {
  return Math.round(x / 100) * 100;
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
  hasImage?: boolean;
}

/** The multipliers applied, for display and tests. */
export interface QuickEstimateFactors {
  base: { low: number; high: number };
  medium: number;
  condition: number;
  age: number;
  size: number;
  artist: number;
}

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
  factors: QuickEstimateFactors;
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

/** The quick estimate (core spec section 9) without its random factor (decision 16). */
export function computeQuickEstimate(input: QuickEstimateInput): QuickEstimateResult {
  const width = normaliseDimension(input.width);
  const height = normaliseDimension(input.height);
  const area = width * height;
  const base = STYLE_BASE_RANGES[input.style] ?? STYLE_BASE_RANGES.Other;
  const factors: QuickEstimateFactors = {
    base,
    medium: MEDIUM_MULTIPLIERS[input.medium] ?? MEDIUM_MULTIPLIERS.Other,
    condition: CONDITION_MULTIPLIERS[input.condition] ?? CONDITION_MULTIPLIERS.Unknown,
    age: getAgeFactor(normaliseAge(input.age)),
    size: getSizeFactor(area),
    artist: getArtistFactor(input.artist),
  };
  const multiplier = factors.medium * factors.condition * factors.age * factors.size * factors.artist;
  const low = roundToHundred(base.low * multiplier);
  const high = roundToHundred(base.high * multiplier);
  // Provisional until the quick estimate uses the fitted model: the range widened 1.81x in log terms.
  const mid = Math.sqrt(Math.max(1, low) * Math.max(1, high));
  const spread = Math.sqrt(Math.max(1, high) / Math.max(1, low)) ** 1.81;
  return {
    low,
    high,
    wide: { low: Math.min(low, roundToHundred(mid / spread)), high: Math.max(high, roundToHundred(mid * spread)) },
    confidence: computeQuickEstimateConfidence({ ...input, width, height }),
    area,
    width,
    height,
    factors,
  };
}
