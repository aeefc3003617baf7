/**
 * How the product words a style prediction, the same in the wizard, the analyzer and the report:
 * a confident answer names the style; an uncertain one (best probability below the calibrated
 * threshold) says so and offers the three most likely styles instead of stating one as fact.
 */

interface RankedPrediction {
  style: string;
  probability: number;
  topStyles: { style: string; probability: number }[];
  uncertain?: boolean;
}

/** Shown in place of the style name when the prediction is uncertain. */
export const UNCERTAIN_STYLE_LABEL = "Uncertain";

/** A style in a short line (a list row, a button's name): the best guess, marked when uncertain. */
export function shortStyleLabel(prediction: Pick<RankedPrediction, "style" | "uncertain">): string {
  return prediction.uncertain ? `${prediction.style} (uncertain)` : prediction.style;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** "Impressionism (46%), Post-Impressionism (21%) or Realism (9%)". */
export function listLikelyStyles(prediction: RankedPrediction): string {
  const parts = prediction.topStyles.map((s) => `${s.style} (${percent(s.probability)})`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}`;
}

/** One sentence that states the style, or says it is uncertain and lists the likely ones. */
export function describeStyleVerdict(prediction: RankedPrediction): string {
  if (prediction.uncertain) {
    return `The style is uncertain from this photo: it looks most like ${listLikelyStyles(prediction)}.`;
  }
  return `The style is most likely ${prediction.style} (${percent(prediction.probability)}); other candidates: ${listLikelyStyles({ ...prediction, topStyles: prediction.topStyles.slice(1) })}.`;
}
