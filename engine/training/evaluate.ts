/** Held-out evaluation of the softmax style model: grouped cross-validation, accuracy, confusion. */
import { computeLogits, softmax } from "@engine/style";
import { fitSoftmaxRegression, type FitOptions } from "./softmax-regression";

/**
 * Logits for every row from a model fitted without that row's group. With one group per
 * row this is leave-one-out; with artists as groups it stops the model recognising an
 * artist it has already seen rather than the style.
 */
export function crossValidateLogits(
  X: readonly (readonly number[])[],
  y: readonly number[],
  classes: readonly string[],
  groups: readonly string[],
  options: FitOptions,
): number[][] {
  const out: number[][] = new Array<number[]>(X.length);
  const uniqueGroups = [...new Set(groups)];
  for (const group of uniqueGroups) {
    const train = X.map((_, i) => i).filter((i) => groups[i] !== group);
    const model = fitSoftmaxRegression(
      train.map((i) => X[i] ?? []),
      train.map((i) => y[i] ?? 0),
      classes,
      options,
    );
    X.forEach((row, i) => {
      if (groups[i] === group) out[i] = computeLogits(model, row);
    });
  }
  return out;
}

/** Top-1 / top-3 accuracy, per-class accuracy, confusion counts and mean log-loss. */
export interface EvaluationSummary {
  top1: number;
  top3: number;
  logLoss: number;
  perClass: { style: string; n: number; top1: number; top3: number }[];
  /** confusion[true][predicted] counts. */
  confusion: number[][];
}

/** Summarises held-out logits against the true labels. */
export function summariseEvaluation(
  logits: readonly (readonly number[])[],
  y: readonly number[],
  classes: readonly string[],
  temperature = 1,
): EvaluationSummary {
  const k = classes.length;
  const confusion = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const hit1 = new Array<number>(k).fill(0);
  const hit3 = new Array<number>(k).fill(0);
  const count = new Array<number>(k).fill(0);
  let logLoss = 0;
  logits.forEach((l, i) => {
    const truth = y[i] ?? 0;
    const p = softmax(l, temperature);
    const order = p.map((v, c) => [v, c] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    const predicted = order[0]?.[1] ?? 0;
    const row = confusion[truth];
    if (row) row[predicted] = (row[predicted] ?? 0) + 1;
    count[truth] = (count[truth] ?? 0) + 1;
    if (predicted === truth) hit1[truth] = (hit1[truth] ?? 0) + 1;
    if (order.slice(0, 3).some(([, c]) => c === truth)) hit3[truth] = (hit3[truth] ?? 0) + 1;
    logLoss -= Math.log(Math.max(1e-12, p[truth] ?? 0));
  });
  const n = logits.length || 1;
  const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
  return {
    top1: sum(hit1) / n,
    top3: sum(hit3) / n,
    logLoss: logLoss / n,
    perClass: classes.map((style, c) => ({
      style,
      n: count[c] ?? 0,
      top1: (hit1[c] ?? 0) / Math.max(1, count[c] ?? 0),
      top3: (hit3[c] ?? 0) / Math.max(1, count[c] ?? 0),
    })),
    confusion,
  };
}
