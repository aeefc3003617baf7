/**
 * Shapes of the generated valuation model (valuation-model.ts, valuation-priors.ts): its medium
 * categories and groups, the group transfer and the recalibration it stores. The knowledge owns
 * the shape of what it stores; the valuation and the fitting code import them from here.
 */

/** The five categories an appraiser prices by, plus "other" (ceramics, objects, mixed media). */
export const MEDIUM_CATEGORIES = ["painting", "work on paper", "print", "photograph", "sculpture", "other"] as const;
export type MediumCategory = (typeof MEDIUM_CATEGORIES)[number];

export const MEDIUM_GROUPS = ["unique", "paper", "multiple"] as const;
export type MediumGroup = (typeof MEDIUM_GROUPS)[number];

/**
 * How an artist's level elsewhere carries into a group he has not sold in: level there =
 * offset + slope x his level (log, over the group's typical work). Fitted on the artists with
 * sales in the group and outside it; `artists` is how many.
 */
export type GroupTransfer = Partial<Record<MediumGroup, { offset: number; slope: number; artists: number }>>;

/**
 * What held-out houses teach the midpoint. At a house the model has not seen, works by artists
 * without a record of their own sell above or below the fitted unrecorded market by a margin
 * that depends on the medium (the model's one-off artists are cheaper than a regional house's
 * regulars), and the fitted differences between such works are too wide (a cheap print at one
 * house is a dear one at the next). For them: the log prediction pulled towards `centre` by
 * `slope`, plus one offset per medium; for recorded artists one offset. Fitted on held-out
 * predictions with every house weighing the same.
 */
export interface Recalibration {
  slope: number;
  centre: number;
  unrecorded: Partial<Record<MediumCategory, number>>;
  unrecordedAll: number;
  recorded: number;
  /**
   * After the slope and offsets, what is still left at each level of the corrected midpoint (log
   * midpoints `x`, log corrections `y`, linear between them, flat beyond): a single slope that
   * lifts the cheap end over-corrects the dear end, so each end gets its own correction. Knots at
   * the medians of CURVE_BINS equal-weight bins, each the bin's median residual (every house weighing the same inside the bin),
   * kept monotone (a dearer prediction never becomes a cheaper midpoint).
   */
  curve?: { x: number[]; y: number[] };
}
