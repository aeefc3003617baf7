/**
 * The appraisal valuation (decision 15): the quick estimate's factors as the starting point,
 * adjusted for what a full submission adds, with every step listed so the report can show
 * how the range was reached (decision 19). Pure and deterministic.
 */
import { findStyle } from "./knowledge/art-styles";
import {
  AUCTION_ESTIMATE_RATIO,
  DOCUMENT_PREMIUM_EACH,
  PROVENANCE_PREMIUM,
  REFERENCE_AREA,
  SIZE_ELASTICITY,
  SIZE_FACTOR_LIMITS,
  SUBMISSION_MEDIUM_LABELS,
  SUBMISSION_TO_QUICK_MEDIUM,
  type SubmissionMedium,
} from "./knowledge/valuation-calibration";
import { parseInches, parseYear } from "./parse-submission";
import {
  CONDITION_MULTIPLIERS,
  getAgeFactor,
  getArtistFactor,
  isFamousArtist,
  MEDIUM_MULTIPLIERS,
  QUICK_ESTIMATE_STYLES,
  STYLE_BASE_RANGES,
  type QuickEstimateCondition,
  type QuickEstimateStyle,
} from "./quick-estimate";

/** What the valuation needs from a submission and its analysis. */
export interface ValuationInput {
  /** A quick estimate style or any knowledge-base style (mapped to its quick estimate tier). */
  style: string;
  medium: SubmissionMedium | string;
  yearCreated?: string | number | null;
  height?: string | number | null;
  width?: string | number | null;
  artistName?: string | null;
  provenance?: string | null;
  documentsCount?: number;
  photosCount?: number;
  /** Style probability from the image analysis, 0-1 (omit when no image was analysed). */
  analysisConfidence?: number;
  condition?: QuickEstimateCondition;
  /** Year the valuation is made in (for the work's age); passed in to keep this pure. */
  asOfYear: number;
}

/** One step of the valuation. */
export interface ValuationFactor {
  name: string;
  value: string;
  /** Multiplier applied to the value (1 when the factor only narrows or widens the range). */
  effect: number;
  explanation: string;
}

/** The valuation result. */
export interface Valuation {
  low: number;
  high: number;
  currency: "USD";
  /** 0-1: how much the submission told us; narrows the range. */
  certainty: number;
  factors: ValuationFactor[];
}

const usd = (x: number) => `$${Math.round(x).toLocaleString("en-US")}`;
const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Maps any style name to the quick estimate tier that prices it. */
export function toQuickEstimateStyle(style: string): QuickEstimateStyle {
  const direct = QUICK_ESTIMATE_STYLES.find((s) => s.toLowerCase() === style.trim().toLowerCase());
  return direct ?? findStyle(style)?.quickEstimateStyle ?? "Other";
}

/** Normalises a wizard medium (value or label, any case) to its value; unknown -> "other". */
export function toSubmissionMedium(medium: string): SubmissionMedium {
  const key = medium.trim().toLowerCase();
  const entry = Object.entries(SUBMISSION_MEDIUM_LABELS).find(([value, label]) => value === key || label.toLowerCase() === key);
  return (entry?.[0] as SubmissionMedium | undefined) ?? "other";
}

// Weights of the certainty score: what most reduces an appraiser's uncertainty first.
const CERTAINTY_WEIGHTS = { artist: 0.25, dimensions: 0.15, year: 0.1, provenance: 0.15, documents: 0.1, photos: 0.1, analysis: 0.15 };

/** Values a submission: a USD range and the factors that produced it. */
export function computeValuation(input: ValuationInput): Valuation {
  const styleTier = toQuickEstimateStyle(input.style);
  const base = STYLE_BASE_RANGES[styleTier];
  const baseMid = Math.sqrt(base.low * base.high);
  const medium = toSubmissionMedium(input.medium);
  const quickMedium = SUBMISSION_TO_QUICK_MEDIUM[medium];
  const condition = input.condition ?? "Unknown";
  const year = parseYear(input.yearCreated ?? undefined, input.asOfYear);
  const height = parseInches(input.height ?? undefined);
  const width = parseInches(input.width ?? undefined);
  const artist = (input.artistName ?? "").trim();
  const provenance = (input.provenance ?? "").trim();
  const documents = clamp(Math.floor(input.documentsCount ?? 0), 0, 3);
  const photos = Math.max(0, Math.floor(input.photosCount ?? 0));
  const analysis = input.analysisConfidence === undefined ? undefined : clamp(input.analysisConfidence, 0, 1);

  const factors: ValuationFactor[] = [];
  const styleNote = styleTier === input.style ? "" : ` (${input.style} is priced in the ${styleTier} tier)`;
  factors.push({ name: "Style", value: input.style, effect: 1, explanation: `Quick-estimate base range for ${styleTier} ${usd(base.low)}-${usd(base.high)}; the valuation starts from its midpoint ${usd(baseMid)}${styleNote}.` });
  const mediumEffect = MEDIUM_MULTIPLIERS[quickMedium];
  factors.push({ name: "Medium", value: SUBMISSION_MEDIUM_LABELS[medium], effect: mediumEffect, explanation: `Priced as ${quickMedium} (x${mediumEffect}).` });
  const conditionEffect = CONDITION_MULTIPLIERS[condition];
  factors.push({ name: "Condition", value: condition, effect: conditionEffect, explanation: condition === "Unknown" ? "Condition not assessed from photographs; the quick estimate's Unknown factor applies." : `${condition} condition (x${conditionEffect}).` });
  if (year !== undefined) {
    const age = Math.max(1, input.asOfYear - year);
    const effect = getAgeFactor(age);
    factors.push({ name: "Age", value: `${year} (${age} years)`, effect, explanation: `Age ${age} / 50, limited to 0.5-2.` });
  } else {
    factors.push({ name: "Age", value: "Not given", effect: 1, explanation: "No year of creation given; age treated as neutral." });
  }
  if (height !== undefined && width !== undefined) {
    const area = height * width;
    const elasticity = SIZE_ELASTICITY[medium];
    const effect = clamp((area / REFERENCE_AREA) ** elasticity, SIZE_FACTOR_LIMITS.min, SIZE_FACTOR_LIMITS.max);
    factors.push({ name: "Size", value: `${round2(height)} x ${round2(width)} in (${Math.round(area)} sq in)`, effect, explanation: `(area / 225 sq in) ^ ${elasticity}, the size elasticity measured at auction for this medium.` });
  } else {
    factors.push({ name: "Size", value: "Not given", effect: 1, explanation: "Dimensions missing or unreadable; size treated as neutral." });
  }
  const artistEffect = getArtistFactor(artist);
  factors.push({ name: "Artist", value: artist || "Unattributed", effect: artistEffect, explanation: !artist ? "No artist named." : isFamousArtist(artist) ? "One of the eleven most sought-after names in the engine's list (x5); attribution must be confirmed." : "A named artist (x1.5); the engine has no market record for this name." });
  const provenanceEffect = provenance.length >= 40 ? PROVENANCE_PREMIUM.documented : provenance.length > 0 ? PROVENANCE_PREMIUM.brief : 1;
  factors.push({ name: "Provenance", value: provenance ? `${provenance.length} characters of history` : "None given", effect: provenanceEffect, explanation: provenance ? "A documented ownership history supports attribution and adds a premium." : "No ownership history given." });
  const documentsEffect = 1 + DOCUMENT_PREMIUM_EACH * documents;
  factors.push({ name: "Supporting documents", value: String(documents), effect: documentsEffect, explanation: documents ? `${documents} document(s) (certificates, receipts, records), +${Math.round(DOCUMENT_PREMIUM_EACH * 100)}% each.` : "No supporting documents." });

  const certainty = round2(
    (artist ? CERTAINTY_WEIGHTS.artist : 0) +
      (height !== undefined && width !== undefined ? CERTAINTY_WEIGHTS.dimensions : 0) +
      (year !== undefined ? CERTAINTY_WEIGHTS.year : 0) +
      (provenance ? CERTAINTY_WEIGHTS.provenance : 0) +
      (CERTAINTY_WEIGHTS.documents * documents) / 3 +
      CERTAINTY_WEIGHTS.photos * Math.min(1, photos / 3) +
      CERTAINTY_WEIGHTS.analysis * (analysis ?? 0),
  );
  // Range width: from the style's own quick-estimate spread (nothing known) down to the
  // auction houses' median 1.5 (everything known), geometric in between.
  const baseRatio = base.high / base.low;
  const ratio = baseRatio ** (1 - certainty) * AUCTION_ESTIMATE_RATIO ** certainty;
  factors.push({ name: "Photos", value: String(photos), effect: 1, explanation: "More views of the work narrow the range; they do not change its midpoint." });
  factors.push({ name: "Image analysis confidence", value: analysis === undefined ? "No image analysed" : `${Math.round(analysis * 100)}%`, effect: 1, explanation: `Certainty ${Math.round(certainty * 100)}% sets the range to high/low = ${round2(ratio)} (from ${round2(baseRatio)} with nothing known to ${AUCTION_ESTIMATE_RATIO} with everything known).` });

  const mid = factors.reduce((v, f) => v * f.effect, baseMid);
  const low = Math.max(100, Math.round(mid / Math.sqrt(ratio) / 100) * 100);
  const high = Math.max(low + 100, Math.round((mid * Math.sqrt(ratio)) / 100) * 100);
  return { low, high, currency: "USD", certainty, factors: factors.map((f) => ({ ...f, effect: Math.round(f.effect * 1000) / 1000 })) };
}
