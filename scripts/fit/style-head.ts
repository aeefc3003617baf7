/**
 * Fitting the style head: multinomial logistic regression with an L2 penalty on standardised
 * learned features, grouped cross-validation, temperature calibration and the measures that
 * `npm run eval` and the decision record report. The optimisation runs on tfjs (WebAssembly
 * matrix products): plain JavaScript loops would take minutes per fold on ~5,000 x 1,000 features.
 */
import * as tf from "@tensorflow/tfjs-core";
import { softmax } from "../../engine/training/softmax-regression";

export interface HeadOptions {
  lambda: number;
  steps?: number;
  /** Per-row weights (class balancing); default 1 each. */
  weights?: readonly number[];
}

/** A fitted head in the shape the engine's SoftmaxModel uses (temperature set later). */
export interface FittedHead {
  featureMeans: number[];
  featureScales: number[];
  weights: number[][];
  bias: number[];
}

/** Fits on rows X (n x d) with labels y in 0..k-1; deterministic (zero start, fixed steps). */
export function fitHead(X: readonly Float32Array[], y: readonly number[], k: number, options: HeadOptions): FittedHead {
  const n = X.length;
  const d = X[0]?.length ?? 0;
  const means = new Array<number>(d).fill(0);
  const scales = new Array<number>(d).fill(0);
  for (const row of X) for (let j = 0; j < d; j++) means[j]! += row[j]! / n;
  for (const row of X) for (let j = 0; j < d; j++) scales[j]! += (row[j]! - means[j]!) ** 2 / n;
  for (let j = 0; j < d; j++) scales[j] = Math.sqrt(scales[j]!) || 1;
  const flat = new Float32Array(n * d);
  X.forEach((row, i) => {
    for (let j = 0; j < d; j++) flat[i * d + j] = (row[j]! - means[j]!) / scales[j]!;
  });
  const rowWeights = options.weights ?? new Array<number>(n).fill(1);
  const weightSum = rowWeights.reduce((s, w) => s + w, 0);
  const result = tf.tidy(() => {
    const Z = tf.tensor2d(flat, [n, d]);
    const Y = tf.cast(tf.oneHot(tf.tensor1d(Array.from(y), "int32"), k), "float32");
    const rw = tf.tensor1d(rowWeights.map((w) => w / weightSum));
    const W = tf.variable(tf.zeros([d, k]));
    const b = tf.variable(tf.zeros([k]));
    const optimizer = tf.train.adam(0.05);
    const steps = options.steps ?? 80;
    for (let s = 0; s < steps; s++) {
      optimizer.minimize(() => {
        const logits = tf.add(tf.matMul(Z, W), b);
        const logp = tf.logSoftmax(logits);
        const nll = tf.neg(tf.sum(tf.mul(tf.sum(tf.mul(Y, logp), 1), rw)));
        return tf.add(nll, tf.mul(options.lambda / 2, tf.sum(tf.square(W)))) as tf.Scalar;
      });
    }
    optimizer.dispose();
    return { W: tf.transpose(W).arraySync() as number[][], b: b.arraySync() as number[] };
  });
  tf.disposeVariables();
  return { featureMeans: means, featureScales: scales, weights: result.W, bias: result.b };
}

/** Raw logits of rows under a head (batched on tfjs). */
export function headLogits(head: FittedHead, X: readonly Float32Array[]): number[][] {
  const n = X.length;
  const d = head.featureMeans.length;
  const flat = new Float32Array(n * d);
  X.forEach((row, i) => {
    for (let j = 0; j < d; j++) flat[i * d + j] = (row[j]! - head.featureMeans[j]!) / head.featureScales[j]!;
  });
  return tf.tidy(
    () =>
      tf
        .add(tf.matMul(tf.tensor2d(flat, [n, d]), tf.transpose(tf.tensor2d(head.weights))), tf.tensor1d(head.bias))
        .arraySync() as number[][],
  );
}

/** Assigns whole groups to `folds` folds, largest groups first onto the smallest fold (deterministic). */
export function assignFolds(groups: readonly string[], folds: number): number[] {
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const order = [...sizes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const load = new Array<number>(folds).fill(0);
  const foldOf = new Map<string, number>();
  for (const [g, size] of order) {
    const f = load.indexOf(Math.min(...load));
    foldOf.set(g, f);
    load[f]! += size;
  }
  return groups.map((g) => foldOf.get(g) ?? 0);
}

/**
 * Held-out logits: each image scored by a head fitted without its fold. Each image has one or
 * more views (the picture, its mirror image): the head is fitted on every view of the training
 * images, and an image's logits are the mean over its views.
 */
export function crossValidate(
  X: readonly (readonly Float32Array[])[],
  y: readonly number[],
  k: number,
  fold: readonly number[],
  options: HeadOptions,
): number[][] {
  const out: number[][] = new Array<number[]>(X.length);
  const folds = [...new Set(fold)].sort((a, b) => a - b);
  for (const f of folds) {
    const train = X.map((_, i) => i).filter((i) => fold[i] !== f);
    const test = X.map((_, i) => i).filter((i) => fold[i] === f);
    const rows = train.flatMap((i) => X[i]!.map((v) => ({ v, y: y[i]!, w: options.weights?.[i] ?? 1 })));
    const head = fitHead(
      rows.map((r) => r.v),
      rows.map((r) => r.y),
      k,
      { ...options, weights: rows.map((r) => r.w) },
    );
    const views = test.flatMap((i) => X[i]!.map((v) => ({ v, image: i })));
    const logits = headLogits(
      head,
      views.map((r) => r.v),
    );
    for (const i of test) out[i] = new Array<number>(k).fill(0);
    views.forEach((r, t) => {
      const n = X[r.image]!.length;
      logits[t]!.forEach((l, c) => (out[r.image]![c]! += l / n));
    });
  }
  return out;
}

/** Top-1 / top-3 / log-loss / ECE over rows (optionally a subset), at a temperature. */
export interface Measures {
  n: number;
  top1: number;
  top3: number;
  logLoss: number;
  /** Expected calibration error of the top probability, 10 equal-width bins. */
  ece: number;
}

export function measure(
  logits: readonly (readonly number[])[],
  y: readonly number[],
  temperature: number,
  rows?: readonly number[],
): Measures {
  const idx = rows ?? logits.map((_, i) => i);
  let hit1 = 0;
  let hit3 = 0;
  let loss = 0;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, acc: 0 }));
  for (const i of idx) {
    const p = softmax(logits[i]!, temperature);
    const order = p.map((v, c) => [v, c] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    const [best, predicted] = order[0]!;
    const right = predicted === y[i];
    if (right) hit1++;
    if (order.slice(0, 3).some(([, c]) => c === y[i])) hit3++;
    loss -= Math.log(Math.max(1e-12, p[y[i]!]!));
    const bin = bins[Math.min(9, Math.floor(best * 10))]!;
    bin.n++;
    bin.conf += best;
    bin.acc += right ? 1 : 0;
  }
  const n = idx.length || 1;
  const ece = bins.reduce((s, b) => s + (b.n ? (b.n / n) * Math.abs(b.acc / b.n - b.conf / b.n) : 0), 0);
  return { n: idx.length, top1: hit1 / n, top3: hit3 / n, logLoss: loss / n, ece };
}

/** The temperature on a fixed grid minimising held-out negative log-likelihood. */
export function chooseTemperature(logits: readonly (readonly number[])[], y: readonly number[]): number {
  let best = 1;
  let bestLoss = Infinity;
  for (let t = 0.5; t <= 5.0001; t += 0.05) {
    const loss = measure(logits, y, t).logLoss;
    if (loss < bestLoss) {
      bestLoss = loss;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}
