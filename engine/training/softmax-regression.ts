/**
 * Multinomial logistic regression with L2 penalty, fitted by full-batch gradient descent.
 * Pure and deterministic (zero initialisation, fixed step count) so that refitting the
 * committed style model on the same data reproduces the same constants.
 */
import type { SoftmaxModel } from "@engine/knowledge";
import { softmax } from "@engine/style";

/** Training options. */
export interface FitOptions {
  lambda: number;
  iterations?: number;
  learningRate?: number;
}

/** Fits the model on rows X with labels y (indices into classes). */
export function fitSoftmaxRegression(
  X: readonly (readonly number[])[],
  y: readonly number[],
  classes: readonly string[],
  options: FitOptions,
): SoftmaxModel {
  const n = X.length;
  const d = X[0]?.length ?? 0;
  const k = classes.length;
  const means = Array.from({ length: d }, (_, j) => X.reduce((s, row) => s + (row[j] ?? 0), 0) / n);
  const scales = Array.from({ length: d }, (_, j) => {
    const v = X.reduce((s, row) => s + ((row[j] ?? 0) - (means[j] ?? 0)) ** 2, 0) / n;
    return Math.sqrt(v) || 1;
  });
  const Z = X.map((row) => row.map((v, j) => (v - (means[j] ?? 0)) / (scales[j] ?? 1)));
  const W = Array.from({ length: k }, () => new Array<number>(d).fill(0));
  const b = new Array<number>(k).fill(0);
  const iterations = options.iterations ?? 400;
  const lr = options.learningRate ?? 0.5;
  const model = (): SoftmaxModel => ({ classes, featureMeans: means, featureScales: scales, weights: W, bias: b, temperature: 1 });
  for (let it = 0; it < iterations; it++) {
    const gW = Array.from({ length: k }, () => new Array<number>(d).fill(0));
    const gb = new Array<number>(k).fill(0);
    for (let i = 0; i < n; i++) {
      const zi = Z[i] ?? [];
      const p = softmax(computeLogitsStd(W, b, zi));
      for (let c = 0; c < k; c++) {
        const err = (p[c] ?? 0) - (y[i] === c ? 1 : 0);
        gb[c] = (gb[c] ?? 0) + err;
        const gWc = gW[c] ?? [];
        for (let j = 0; j < d; j++) gWc[j] = (gWc[j] ?? 0) + err * (zi[j] ?? 0);
      }
    }
    for (let c = 0; c < k; c++) {
      const Wc = W[c] ?? [];
      const gWc = gW[c] ?? [];
      for (let j = 0; j < d; j++) Wc[j] = (Wc[j] ?? 0) - lr * ((gWc[j] ?? 0) / n + options.lambda * (Wc[j] ?? 0));
      b[c] = (b[c] ?? 0) - lr * ((gb[c] ?? 0) / n);
    }
  }
  return model();
}

function computeLogitsStd(W: number[][], b: number[], z: readonly number[]): number[] {
  return W.map((w, c) => {
    let s = b[c] ?? 0;
    for (let j = 0; j < z.length; j++) s += (w[j] ?? 0) * (z[j] ?? 0);
    return s;
  });
}

/** The temperature (from a fixed grid) minimising the mean negative log-likelihood of held-out logits. */
export function chooseTemperature(heldOutLogits: readonly (readonly number[])[], labels: readonly number[]): number {
  let best = 1;
  let bestNll = Infinity;
  for (let t = 0.3; t <= 8.0001; t += 0.05) {
    let nll = 0;
    heldOutLogits.forEach((logits, i) => {
      nll -= Math.log(Math.max(1e-12, softmax(logits, t)[labels[i] ?? 0] ?? 0));
    });
    if (nll < bestNll) {
      bestNll = nll;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}
