/**
 * Fitting the style head: multinomial logistic regression with an L2 penalty on standardised
 * learned features, and grouped cross-validation (the measures are in measures.ts, the minimiser
 * in lbfgs.ts). The optimisation runs on tfjs (WebAssembly
 * matrix products): plain JavaScript loops would take minutes per fold on ~5,000 x 1,000 features.
 */
import * as tf from "@tensorflow/tfjs-core";
import { type LbfgsRun, minimiseLbfgs } from "./lbfgs";
import { type DirectionOptions, leadingDirectionsGuess, principalDirections } from "./precondition";

export interface HeadOptions {
  lambda: number;
  /** Inputs (rows x columns) up to which their transpose is kept (default TRANSPOSE_ONCE_MAX); tests set it low. */
  transposeOnceMax?: number;
  /** Values of one row block of the inputs (default BLOCK_VALUES); tests set it low. */
  blockValues?: number;
  /** Most L-BFGS iterations (default 300). */
  steps?: number;
  /** Per-row weights (class balancing); default 1 each. */
  weights?: readonly number[];
  /**
   * How many of each image's views are scored (the first ones: the picture, then its mirror
   * image); default all. Views beyond it are training examples only.
   */
  scoredViews?: number;
  /** Which of each image's views the head is fitted on (default all). */
  trainViews?: readonly number[];
  /**
   * Precondition L-BFGS along the design's leading principal directions (precondition.ts: the
   * same objective in changed variables), sum the loss in double precision and stop on the
   * gradient's norm. Off by default (false: the plain fit, which stops on single-precision
   * rounding): on 300 images it got far nearer the minimum, but not in fewer matrix products,
   * and cost more CPU with the directions (decision record 0022, "Preconditioning the fit").
   */
  precondition?: PreconditionOptions | false;
  /** Filled in by the fit: what it cost and where it stopped. */
  stats?: FitStats;
}

export interface PreconditionOptions extends DirectionOptions {
  /** The softmax's curvature the guess assumes (default 1/k). */
  curvature?: number;
  /** Stop when the gradient's norm is below this (default 1e-4). */
  gradientTolerance?: number;
  /** L-BFGS curvature pairs kept (default 10). */
  memory?: number;
}

export interface FitStats {
  /** Loss-and-gradient evaluations: two n x d by d x k matrix products each. */
  evaluations: number;
  iterations: number;
  /** The single-precision gradient's norm where the fit stopped. */
  gradientNorm: number;
  /** Seconds of CPU finding the principal directions (0 when not preconditioned). */
  directionSeconds: number;
}

/** A fitted head in the shape the engine's SoftmaxModel uses (temperature set later). */
export interface FittedHead {
  featureMeans: number[];
  featureScales: number[];
  weights: number[][];
  bias: number[];
}

/**
 * Values of the inputs up to which each row block's transpose is kept beside it. The WebAssembly
 * matMul pays a copy of its operand for every transposed call (10x slower), so the fit keeps
 * Z^T ready; but Z and Z^T together must fit in the backend's 4 GB heap. Held as row blocks,
 * neither needs one contiguous gigabyte: two 1.1 GB buffers died with "memory access out of bounds"
 * on a heap the previous head had fragmented (6,109 images, decision 0026). 400 million values is
 * 3.2 GB of blocks, enough for the MobileNetV2 1.4 head's every fold and final fit at 400 images a
 * style with one owner's photo each (at most 24,436 rows x 15,876 values); past it every block is
 * transposed when used (slow, but it fits). Measured in 128 MB blocks, a serial run of that head's
 * fit sizes peaked at 3.64 GB of the heap (decision 0029).
 */
export const TRANSPOSE_ONCE_MAX = 400_000_000;
/**
 * Values of one row block (128 MB): small inputs stay one block, so their fit sums exactly as a
 * single product does; large ones are held in pieces any fragmented heap has room for.
 */
const BLOCK_VALUES = 32_000_000;

/**
 * Fits on rows X (n x d) with labels y in 0..k-1: the penalised weighted log-loss minimised by
 * L-BFGS (deterministic: zero start, fixed rules). Full-batch Adam with a fixed step count, used
 * before, stopped far from the minimum: 80 steps scored 35.6% top-1 with artists held out where
 * the minimum scores 41.9% (decision record 0004).
 */
export function fitHead(X: readonly Float32Array[], y: readonly number[], k: number, options: HeadOptions): FittedHead {
  const n = X.length;
  const d = X[0]?.length ?? 0;
  const means = new Array<number>(d).fill(0);
  const scales = new Array<number>(d).fill(0);
  for (const row of X) for (let j = 0; j < d; j++) means[j]! += row[j]! / n;
  for (const row of X) for (let j = 0; j < d; j++) scales[j]! += (row[j]! - means[j]!) ** 2 / n;
  for (let j = 0; j < d; j++) scales[j] = Math.sqrt(scales[j]!) || 1;
  // A column with the same value in every row (a channel that never varies) would get a scale of
  // ~1e-15 from the mean's rounding: its inputs would all be ±1, a weight would be fitted on that,
  // and in the engine, whose means are rounded to five digits, the same value would standardise to
  // ~1e10 and swamp every other input. Such a column is centred on its value with scale 1: it is
  // 0 for every row, keeps a zero weight, and stays harmless if a new picture moves it.
  for (let j = 0; j < d; j++) {
    const first = X[0]![j]!;
    if (X.every((row) => row[j] === first)) {
      means[j] = first;
      scales[j] = 1;
    }
  }
  const flat = new Float32Array(n * d);
  X.forEach((row, i) => {
    for (let j = 0; j < d; j++) flat[i * d + j] = (row[j]! - means[j]!) / scales[j]!;
  });
  const rowWeights = options.weights ?? new Array<number>(n).fill(1);
  const weightSum = rowWeights.reduce((s, w) => s + w, 0);
  // The inputs as row blocks, each with its transpose when they fit (TRANSPOSE_ONCE_MAX).
  const keepTransposes = n * d <= (options.transposeOnceMax ?? TRANSPOSE_ONCE_MAX);
  const blockRows = Math.max(1, Math.floor((options.blockValues ?? BLOCK_VALUES) / Math.max(1, d)));
  const blocks: { Z: tf.Tensor2D; Zt: tf.Tensor2D | null; start: number; rows: number }[] = [];
  for (let start = 0; start < n; start += blockRows) {
    const rows = Math.min(blockRows, n - start);
    const Zb = tf.tensor2d(flat.subarray(start * d, (start + rows) * d), [rows, d]);
    blocks.push({ Z: Zb, Zt: keepTransposes ? tf.transpose(Zb) : null, start, rows });
  }
  const ZW = (W: tf.Tensor2D): tf.Tensor2D =>
    tf.concat(
      blocks.map((b) => tf.matMul(b.Z, W)),
      0,
    ) as tf.Tensor2D;
  const ZtG = (G: tf.Tensor2D): tf.Tensor2D => {
    let sum = tf.zeros([d, k]) as tf.Tensor2D;
    for (const b of blocks) {
      // A block transposed for this call alone is freed by tidy before the next is made.
      const next = tf.tidy(() => tf.add(sum, tf.matMul(b.Zt ?? tf.transpose(b.Z), tf.slice(G, [b.start, 0], [b.rows, k]))));
      sum.dispose();
      sum = next as tf.Tensor2D;
    }
    return sum;
  };
  const Y = tf.tidy(() => tf.cast(tf.oneHot(tf.tensor1d(Array.from(y), "int32"), k), "float32"));
  const rw = tf.tensor2d(
    rowWeights.map((w) => w / weightSum),
    [n, 1],
  );
  const preconditioned = options.precondition ?? false;
  let evaluations = 0;
  const lossAndGradient = (theta: Float64Array): { loss: number; grad: Float64Array } => {
    evaluations++;
    const [loss, grad] = tf.tidy(() => {
      const W = tf.tensor2d(Float32Array.from(theta.subarray(0, d * k)), [d, k]);
      const b = tf.tensor1d(Float32Array.from(theta.subarray(d * k)));
      const logp = tf.logSoftmax(tf.add(ZW(W), b));
      const G = tf.mul(tf.sub(tf.exp(logp), Y), rw);
      const gW = tf.add(ZtG(G as tf.Tensor2D), tf.mul(options.lambda, W));
      const grad = tf.concat([tf.reshape(gW, [-1]), tf.sum(G, 0)]);
      // The preconditioned fit stops on the gradient's norm, near enough to the minimum that a
      // single-precision total no longer resolves the line search's decreases: it sums in double.
      if (preconditioned) return [tf.neg(tf.sum(tf.mul(tf.mul(Y, logp), rw), 1)), grad];
      const nll = tf.neg(tf.sum(tf.mul(tf.mul(Y, logp), rw)));
      return [tf.add(nll, tf.mul(options.lambda / 2, tf.sum(tf.square(W)))), grad];
    });
    const out = {
      loss: preconditioned ? doubleLoss(loss.dataSync(), theta.subarray(0, d * k), options.lambda) : loss.dataSync()[0]!,
      grad: Float64Array.from(grad.dataSync()),
    };
    loss.dispose();
    grad.dispose();
    return out;
  };
  const cpuBefore = process.cpuUsage();
  const guess = preconditioned
    ? leadingDirectionsGuess(
        principalDirections(
          {
            rows: n,
            columns: d,
            // The rows copied from the standardised inputs, as a gather from one whole tensor would.
            gather: (indices) => {
              const out = new Float32Array(indices.length * d);
              indices.forEach((i, r) => out.set(flat.subarray(i * d, (i + 1) * d), r * d));
              return tf.tensor2d(out, [indices.length, d]);
            },
          },
          rowWeights.map((w) => w / weightSum),
          preconditioned,
        ),
        k,
        options.lambda,
        preconditioned.curvature,
      )
    : null;
  const cpuAfter = process.cpuUsage(cpuBefore);
  const run: LbfgsRun = {};
  const theta = minimiseLbfgs(lossAndGradient, new Float64Array(d * k + k), options.steps ?? 300, {
    guess: guess?.apply,
    memory: preconditioned ? preconditioned.memory : undefined,
    gradientTolerance: preconditioned ? (preconditioned.gradientTolerance ?? 1e-4) : undefined,
    run,
  });
  guess?.dispose();
  if (options.stats)
    Object.assign(options.stats, {
      evaluations,
      iterations: run.iterations ?? 0,
      gradientNorm: run.gradientNorm ?? NaN,
      directionSeconds: (cpuAfter.user + cpuAfter.system) / 1e6,
    });
  for (const b of blocks) {
    b.Z.dispose();
    b.Zt?.dispose();
  }
  Y.dispose();
  rw.dispose();
  const weights = Array.from({ length: k }, (_, c) => Array.from({ length: d }, (_, j) => theta[j * k + c]!));
  return { featureMeans: means, featureScales: scales, weights, bias: Array.from(theta.subarray(d * k)) };
}

/** The rows' weighted losses plus the penalty, summed in double precision. */
function doubleLoss(rowLosses: ArrayLike<number>, weights: Float64Array, lambda: number): number {
  let loss = 0;
  for (let i = 0; i < rowLosses.length; i++) loss += rowLosses[i]!;
  let squares = 0;
  for (const w of weights) squares += w * w;
  return loss + (lambda / 2) * squares;
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
 * images, and an image's logits are the mean over its scored views (options.scoredViews).
 */
export function crossValidate(
  X: readonly (readonly Float32Array[])[],
  y: readonly number[],
  k: number,
  fold: readonly number[],
  options: HeadOptions,
): number[][] {
  const scored = (i: number) => Array.from({ length: Math.min(X[i]!.length, options.scoredViews ?? Infinity) }, (_, v) => v);
  const sets = [X.map((_, i) => scored(i))];
  return crossValidateViews(X, y, k, fold, options, sets)[0]!;
}

/**
 * The same held-out fits, scoring several sets of views of each image (`viewSets[s][i]`: the
 * views of image i averaged for set s; e.g. the clean picture, and separately its owner's
 * photo). An image's views, augmented copies included, always share its fold: no copy of a
 * held-out picture is ever fitted on.
 */
export function crossValidateViews(
  X: readonly (readonly Float32Array[])[],
  y: readonly number[],
  k: number,
  fold: readonly number[],
  options: HeadOptions,
  viewSets: readonly (readonly (readonly number[])[])[],
): number[][][] {
  const out = viewSets.map(() => new Array<number[]>(X.length));
  const folds = [...new Set(fold)].sort((a, b) => a - b);
  const trained = (i: number) => options.trainViews?.filter((v) => v < X[i]!.length) ?? X[i]!.map((_, v) => v);
  for (const f of folds) {
    const started = Date.now();
    const train = X.map((_, i) => i).filter((i) => fold[i] !== f);
    const test = X.map((_, i) => i).filter((i) => fold[i] === f);
    const rows = train.flatMap((i) => trained(i).map((v) => ({ v: X[i]![v]!, y: y[i]!, w: options.weights?.[i] ?? 1 })));
    const stats = {} as FitStats;
    const head = fitHead(
      rows.map((r) => r.v),
      rows.map((r) => r.y),
      k,
      { ...options, weights: rows.map((r) => r.w), stats },
    );
    viewSets.forEach((set, s) => {
      const views = test.flatMap((i) => set[i]!.map((v) => ({ v: X[i]![v]!, image: i })));
      const logits = headLogits(
        head,
        views.map((r) => r.v),
      );
      for (const i of test) out[s]![i] = new Array<number>(k).fill(0);
      views.forEach((r, t) => {
        const n = set[r.image]!.length;
        logits[t]!.forEach((l, c) => (out[s]![r.image]![c]! += l / n));
      });
    });
    // Rows, iterations and evaluations say where a slow fold's time went (decision 0026).
    console.log(
      `  fold ${f + 1} of ${folds.length}: ${test.length} images scored (${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `${rows.length} rows x ${rows[0]?.v.length ?? 0}, ${stats.iterations} iterations, ${stats.evaluations} evaluations)`,
    );
  }
  return out;
}
