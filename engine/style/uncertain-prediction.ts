/**
 * A style answer for a picture with little to read is stated as uncertain (issue 30: a bare wall
 * came back "Abstract, 99%"): the heads were fitted on artworks only, so their confidence says
 * nothing about pictures unlike any of them. The three candidates are kept, their stated
 * probabilities flattened towards each other in proportion to how little evidence there is.
 */
import { STYLE_UNCERTAIN_BELOW, type StylePrediction } from "./style-classifier";

/** Evidence (engine/photo/artwork-presence.ts) under which the answer is tempered. */
export const LOW_EVIDENCE = 0.5;

export function temperPrediction(prediction: StylePrediction, evidence: number): StylePrediction {
  if (evidence >= LOW_EVIDENCE) return prediction;
  // Probabilities to the power t (t = 1 keeps them, t -> 0 makes them equal), over the same total.
  const t = Math.max(0.05, evidence / LOW_EVIDENCE);
  const total = prediction.topStyles.reduce((sum, s) => sum + s.probability, 0);
  const powered = prediction.topStyles.map((s) => s.probability ** t);
  const poweredTotal = powered.reduce((sum, p) => sum + p, 0);
  const topStyles = prediction.topStyles.map((s, i) => ({ ...s, probability: (powered[i]! / poweredTotal) * total }));
  const probability = Math.min(topStyles[0]!.probability, STYLE_UNCERTAIN_BELOW * 0.99);
  topStyles[0] = { ...topStyles[0]!, probability };
  return { ...prediction, probability, topStyles, uncertain: true };
}
