/**
 * The runtime half of the style heads' multinomial logistic regression: logits and calibrated
 * probabilities of a fitted model (engine/training/softmax-regression.ts fits it). Pure.
 */
import type { SoftmaxModel } from "@engine/knowledge";

/** Numerically stable softmax of logits / temperature. */
export function softmax(logits: readonly number[], temperature = 1): number[] {
  const scaled = logits.map((z) => z / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((z) => Math.exp(z - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** Raw class logits of one feature vector under a model. */
export function computeLogits(
  model: Pick<SoftmaxModel, "featureMeans" | "featureScales" | "weights" | "bias">,
  x: readonly number[],
): number[] {
  const z = x.map((v, j) => (v - (model.featureMeans[j] ?? 0)) / (model.featureScales[j] ?? 1));
  return model.weights.map((w, c) => {
    let s = model.bias[c] ?? 0;
    for (let j = 0; j < z.length; j++) s += (w[j] ?? 0) * (z[j] ?? 0);
    return s;
  });
}

/** Class probabilities of one feature vector (calibrated by the model's temperature). */
export function predictProbabilities(model: SoftmaxModel, x: readonly number[]): number[] {
  return softmax(computeLogits(model, x), model.temperature);
}
