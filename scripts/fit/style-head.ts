/**
 * Fitting the style head: multinomial logistic regression with an L2 penalty on standardised
 * learned features, grouped cross-validation, temperature calibration and the measures that
 * `npm run eval` and the decision record report. The optimisation runs on tfjs (WebAssembly
 * matrix products): plain JavaScript loops would take minutes per fold on ~5,000 x 1,000 features.
 */
import * as tf from "@tensorflow/tfjs-core";
import { softmax } from "@engine/style";
import { type NuisanceSet, nuisanceBasis, projectOutRows, projectOutVectors } from "./nuisance";
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
  /**
   * Differences the head may not read (nuisance.ts): their leading directions are removed from
   * the standardised rows, so the weights have none along them. Default none.
   */
  nuisance?: readonly NuisanceSet[];
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
  const unread = options.nuisance?.length ? nuisanceBasis(options.nuisance, scales) : [];
  projectOutRows(flat, n, d, unread);
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
  // Fitted on projected rows, the weights already have (up to rounding) no part along the removed
  // directions; removing it exactly lets the engine read unprojected inputs with the same result.
  projectOutVectors(weights, unread);
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

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

export interface LbfgsSettings {
  /** Curvature pairs kept (default 10). */
  memory?: number;
  /**
   * The inverse-Hessian guess H0 (symmetric positive definite; default the identity): L-BFGS with
   * it is L-BFGS on x' where x = M x', M M^T = H0, so the minimum is the same.
   */
  guess?: (v: Float64Array) => Float64Array;
  /** Stop when the gradient's norm is below this (default 1e-6). */
  gradientTolerance?: number;
  /** Stop when an iteration lowers the loss by less than this, relative to max(1, loss) (default 1e-9). */
  lossTolerance?: number;
  /** Filled in: iterations run and the gradient's norm where it stopped. */
  run?: LbfgsRun;
}

export interface LbfgsRun {
  iterations?: number;
  gradientNorm?: number;
}

/**
 * Limited-memory BFGS (ten pairs) with a backtracking Armijo line search: plain and deterministic.
 * Stops after `maxIterations`, when the gradient is tiny, or when the loss stops moving.
 */
export function minimiseLbfgs(
  f: (x: Float64Array) => { loss: number; grad: Float64Array },
  start: Float64Array,
  maxIterations: number,
  settings: LbfgsSettings = {},
): Float64Array {
  const memory = settings.memory ?? 10;
  const guess = settings.guess ?? ((v: Float64Array) => v.slice());
  const tolerance = settings.gradientTolerance ?? 1e-6;
  let x = start.slice();
  let { loss, grad } = f(x);
  const S: Float64Array[] = [];
  const Yd: Float64Array[] = [];
  const rho: number[] = [];
  let iter = 0;
  for (; iter < maxIterations; iter++) {
    // Two-loop recursion: r approximates the inverse Hessian times the gradient.
    const q = grad.slice();
    const alpha: number[] = [];
    for (let i = S.length - 1; i >= 0; i--) {
      alpha[i] = rho[i]! * dot(S[i]!, q);
      for (let j = 0; j < q.length; j++) q[j]! -= alpha[i]! * Yd[i]![j]!;
    }
    // r = gamma H0 q, gamma scaled as plain L-BFGS scales it in the changed variables.
    const last = S.length - 1;
    const guessedQ = guess(q);
    const gamma = last >= 0 ? dot(S[last]!, Yd[last]!) / dot(Yd[last]!, guess(Yd[last]!)) : 1 / Math.max(1, Math.sqrt(dot(q, guessedQ)));
    for (let j = 0; j < q.length; j++) q[j] = gamma * guessedQ[j]!;
    for (let i = 0; i < S.length; i++) {
      const beta = rho[i]! * dot(Yd[i]!, q);
      for (let j = 0; j < q.length; j++) q[j]! += S[i]![j]! * (alpha[i]! - beta);
    }
    let direction = q.map((v) => -v);
    let slope = dot(grad, direction);
    if (!(slope < 0)) {
      // Not a descent direction (numerical trouble): forget the curvature pairs, step down the gradient.
      S.length = Yd.length = rho.length = 0;
      direction = grad.map((v) => -v / Math.max(1, Math.sqrt(dot(grad, grad))));
      slope = dot(grad, direction);
    }
    let step = 1;
    let next = x;
    let trial = { loss, grad };
    for (let tries = 0; tries < 30; tries++) {
      next = x.map((v, j) => v + step * direction[j]!);
      trial = f(next);
      if (trial.loss <= loss + 1e-4 * step * slope) break;
      step /= 2;
    }
    const s = next.map((v, j) => v - x[j]!);
    const yv = trial.grad.map((v, j) => v - grad[j]!);
    const sy = dot(s, yv);
    if (sy > 1e-12) {
      S.push(s);
      Yd.push(yv);
      rho.push(1 / sy);
      if (S.length > memory) {
        S.shift();
        Yd.shift();
        rho.shift();
      }
    }
    const change = loss - trial.loss;
    x = next;
    loss = trial.loss;
    grad = trial.grad;
    if (Math.sqrt(dot(grad, grad)) < tolerance || Math.abs(change) < (settings.lossTolerance ?? 1e-9) * Math.max(1, Math.abs(loss))) {
      iter++;
      break;
    }
  }
  if (settings.run) Object.assign(settings.run, { iterations: iter, gradientNorm: Math.sqrt(dot(grad, grad)) });
  return x;
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

export interface CrossValidationOptions extends HeadOptions {
  /** The differences a fold's head may not read, made from its training images only (nuisance.ts). */
  nuisanceOf?: (trainImages: readonly number[]) => readonly NuisanceSet[];
  /** A row's weight multiplied by its view's (by view index; default 1): e.g. owner's photos counted twice. */
  viewWeights?: readonly number[];
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
  options: CrossValidationOptions,
  viewSets: readonly (readonly (readonly number[])[])[],
): number[][][] {
  const out = viewSets.map(() => new Array<number[]>(X.length));
  const folds = [...new Set(fold)].sort((a, b) => a - b);
  const trained = (i: number) => options.trainViews?.filter((v) => v < X[i]!.length) ?? X[i]!.map((_, v) => v);
  for (const f of folds) {
    const started = Date.now();
    const train = X.map((_, i) => i).filter((i) => fold[i] !== f);
    const test = X.map((_, i) => i).filter((i) => fold[i] === f);
    const rows = train.flatMap((i) =>
      trained(i).map((v) => ({ v: X[i]![v]!, y: y[i]!, w: (options.weights?.[i] ?? 1) * (options.viewWeights?.[v] ?? 1) })),
    );
    const stats = {} as FitStats;
    const { nuisanceOf, viewWeights: _viewWeights, ...headOptions } = options;
    const head = fitHead(
      rows.map((r) => r.v),
      rows.map((r) => r.y),
      k,
      { ...headOptions, weights: rows.map((r) => r.w), stats, nuisance: nuisanceOf?.(train) },
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
