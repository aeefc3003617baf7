/**
 * Coefficients of the appraisal valuation that were derived from real auction records
 * (../shared/evaldata/sales/sales_normalized.csv, excluding the 1,000 lots of
 * sales_eval_sample.csv, which are kept for measurement). Recompute with
 * `npx tsx scripts/bench/engine.ts --skip-styles` (section "calibration").
 */
import { MEDIUM_LABELS, MEDIUM_VALUES, type Medium } from "../../contracts/media";
import type { QuickEstimateMedium } from "@engine/submission";

/**
 * Median ratio of high to low pre-sale estimate over 18,180 estimated lots (exactly 1.5:
 * auction houses mostly quote ranges such as 10,000-15,000). The narrowest range the engine
 * gives, reached only when the submission tells it everything.
 */
export const AUCTION_ESTIMATE_RATIO = 1.5;

/** The eight media of the appraisal wizard (core spec section 5): contracts/media.ts holds the one list. */
export const SUBMISSION_MEDIA = MEDIUM_VALUES;
/** One of the wizard's media. */
export type SubmissionMedium = Medium;

/** Wizard labels of the media. */
export const SUBMISSION_MEDIUM_LABELS = MEDIUM_LABELS;

/**
 * Wizard medium -> quick estimate medium (whose multiplier applies). Pastel is a dry stick
 * medium on paper like charcoal; works on paper sold at 0.28x the paintings of the same
 * artists (49 artists, size-adjusted), which supports the lower paper multiplier. Print has
 * no row in the spec's table: it is an editioned medium like photography (0.7); the measured
 * print/painting ratio of 0.67 comes from five artists, mostly Warhol, so is not trusted alone.
 */
export const SUBMISSION_TO_QUICK_MEDIUM: Readonly<Record<SubmissionMedium, QuickEstimateMedium>> = {
  oil: "Oil",
  watercolor: "Watercolor",
  acrylic: "Acrylic",
  pastel: "Charcoal/Pencil",
  drawing: "Charcoal/Pencil",
  print: "Photography",
  sculpture: "Sculpture",
  other: "Other",
};

/**
 * Price elasticity to surface area per medium: slope of log(price) on log(area) within
 * artist x price kind x source medium category (groups of 5+ lots), over the sold lots with
 * sizes, grouped by the wizard medium the category maps to: paintings 0.69 (2,782 lots),
 * drawings/works on paper 0.67 (2,838), watercolours 0.72 (218), sculpture 0.77 (273),
 * prints 0.14 (2,151: an edition's price barely depends on its sheet size), other (mixed
 * media, photographs) 0.37 (359). Acrylic takes the painting figure, pastel the paper one.
 * The spec's quick estimate uses 0.5 (square root of area) for everything.
 */
export const SIZE_ELASTICITY: Readonly<Record<SubmissionMedium, number>> = {
  oil: 0.69,
  acrylic: 0.69,
  watercolor: 0.72,
  pastel: 0.67,
  drawing: 0.67,
  print: 0.14,
  sculpture: 0.77,
  other: 0.37,
};

/** Size factor limits: wider than the quick estimate's 0.5-2 because sizes are measured, not defaulted. */
export const SIZE_FACTOR_LIMITS = { min: 0.35, max: 3 } as const;
/** Reference area (square inches) at which the size factor is 1: 15 x 15 in, as the spec's sqrt(area)/15. */
export const REFERENCE_AREA = 225;

// Not calibrated (the sales data has no provenance or document columns): conservative
// premiums in line with the 10-20% provenance premium commonly cited by appraisers.
/** Premium for a documented provenance (detailed text) and for a brief mention. */
export const PROVENANCE_PREMIUM = { documented: 1.15, brief: 1.05 } as const;
/** Premium per supporting document (certificate, receipt, exhibition record), at most 3. */
export const DOCUMENT_PREMIUM_EACH = 0.04;
