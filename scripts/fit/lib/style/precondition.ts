/**
 * Preconditioning the style head's fit (decision record 0022, "Preconditioning the fit"). The
 * standardised features are strongly correlated (pooled statistics and Gram matrices of the same
 * layers), so the penalised log-loss curves hundreds of times more steeply along the design's
 * leading principal directions than across the rest, and plain L-BFGS spends hundreds of
 * iterations on them. Here those directions are found once per fit (seeded subspace iteration on a
 * sample of the rows) and L-BFGS starts each step from an inverse-Hessian guess that flattens them.
 * The objective is untouched: the minimum is the same one, only the path to it is shorter.
 */
import * as tf from "@tensorflow/tfjs-core";

export interface PrincipalDirections {
  /** d x r, orthonormal columns: the leading right singular vectors of the weighted design. */
  directions: tf.Tensor2D;
  /** The weighted covariance's eigenvalues along them, largest first (r + 1: the last is the tail's). */
  eigenvalues: number[];
}

export interface DirectionOptions {
  /** How many directions (default 200). */
  rank?: number;
  /** Rows the directions are estimated on, evenly spaced through the design (default 4,000). */
  sampleRows?: number;
  /** Subspace iterations after the first product (default 2). */
  powerIterations?: number;
  seed?: number;
}

/** A deterministic stream of standard normal numbers (mulberry32 and Box-Muller). */
export function seededNormals(count: number, seed: number): Float32Array {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Float32Array(count);
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    out[i] = r * Math.cos(angle);
    if (i + 1 < count) out[i + 1] = r * Math.sin(angle);
  }
  return out;
}

/** Eigenvalues (descending) and eigenvectors (columns of an n x n row-major array) of a symmetric matrix: cyclic Jacobi. */
export function symmetricEigen(matrix: Float64Array, n: number): { values: number[]; vectors: Float64Array } {
  const a = matrix.slice();
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    let diag = 0;
    for (let p = 0; p < n; p++) {
      diag += a[p * n + p]! ** 2;
      for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    }
    if (off <= 1e-26 * diag) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (apq === 0) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let i = 0; i < n; i++) {
          const aip = a[i * n + p]!;
          const aiq = a[i * n + q]!;
          a[i * n + p] = c * aip - s * aiq;
          a[i * n + q] = s * aip + c * aiq;
        }
        for (let i = 0; i < n; i++) {
          const api = a[p * n + i]!;
          const aqi = a[q * n + i]!;
          a[p * n + i] = c * api - s * aqi;
          a[q * n + i] = s * api + c * aqi;
        }
        for (let i = 0; i < n; i++) {
          const vip = v[i * n + p]!;
          const viq = v[i * n + q]!;
          v[i * n + p] = c * vip - s * viq;
          v[i * n + q] = s * vip + c * viq;
        }
      }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => a[j * n + j]! - a[i * n + i]! || i - j);
  const vectors = new Float64Array(n * n);
  order.forEach((from, to) => {
    for (let i = 0; i < n; i++) vectors[i * n + to] = v[i * n + from]!;
  });
  return { values: order.map((i) => a[i * n + i]!), vectors };
}

/**
 * Orthonormal columns spanning Y's (m x l), in their order: shifted Cholesky QR, twice (the first
 * pass in single precision loses orthogonality when Y is ill-conditioned; the second restores it).
 * Y is disposed.
 */
export function orthonormalColumns(Y: tf.Tensor2D): tf.Tensor2D {
  let Q = Y;
  for (let pass = 0; pass < 2; pass++) {
    const l = Q.shape[1];
    const gram = gramOf(Q);
    let trace = 0;
    for (let i = 0; i < l; i++) trace += gram[i * l + i]!;
    for (let i = 0; i < l; i++) gram[i * l + i]! += 1e-6 * (trace / l);
    const rInverse = upperInverseOfCholesky(gram, l);
    const next: tf.Tensor2D = tf.tidy(() => tf.matMul(Q, tf.tensor2d(Float32Array.from(rInverse), [l, l])));
    Q.dispose();
    Q = next;
  }
  return Q;
}

/** Y^T Y in double precision (the product itself in single). */
function gramOf(Y: tf.Tensor2D): Float64Array {
  const gram = tf.matMul(Y, Y, true, false);
  const out = Float64Array.from(gram.dataSync());
  gram.dispose();
  return out;
}

/** R^-1 where G = R^T R (R upper triangular), row-major l x l. */
function upperInverseOfCholesky(gram: Float64Array, l: number): Float64Array {
  const L = new Float64Array(l * l);
  for (let j = 0; j < l; j++) {
    let s = gram[j * l + j]!;
    for (let p = 0; p < j; p++) s -= L[j * l + p]! ** 2;
    const pivot = Math.sqrt(Math.max(s, 1e-300));
    L[j * l + j] = pivot;
    for (let i = j + 1; i < l; i++) {
      let t = gram[i * l + j]!;
      for (let p = 0; p < j; p++) t -= L[i * l + p]! * L[j * l + p]!;
      L[i * l + j] = t / pivot;
    }
  }
  // Inverse of lower-triangular L by forward substitution; R^-1 = (L^-1)^T.
  const Linv = new Float64Array(l * l);
  for (let j = 0; j < l; j++) {
    Linv[j * l + j] = 1 / L[j * l + j]!;
    for (let i = j + 1; i < l; i++) {
      let t = 0;
      for (let p = j; p < i; p++) t -= L[i * l + p]! * Linv[p * l + j]!;
      Linv[i * l + j] = t / L[i * l + i]!;
    }
  }
  const out = new Float64Array(l * l);
  for (let i = 0; i < l; i++) for (let j = 0; j < l; j++) out[i * l + j] = Linv[j * l + i]!;
  return out;
}

/** The design matrix's rows by index: the fit holds its inputs in row blocks, never whole. */
export interface Design {
  rows: number;
  columns: number;
  gather(indices: number[]): tf.Tensor2D;
}

/** A design held as one tensor. */
export const designOf = (Z: tf.Tensor2D): Design => ({
  rows: Z.shape[0],
  columns: Z.shape[1],
  gather: (indices) => tf.gather(Z, tf.tensor1d(indices, "int32")),
});

/**
 * The leading principal directions of the weighted design (rows weighted by `rowWeights`,
 * which sum to 1): randomized subspace iteration on evenly spaced rows, seeded, so every run
 * finds the same directions.
 */
export function principalDirections(Z: Design, rowWeights: readonly number[], options: DirectionOptions = {}): PrincipalDirections {
  const [n, d] = [Z.rows, Z.columns];
  const rank = Math.min(options.rank ?? 200, d - 1, n - 1);
  const width = Math.min(rank + 10, d, n);
  const m = Math.min(n, options.sampleRows ?? 4000);
  const picked = Array.from({ length: m }, (_, i) => Math.floor((i * n) / m));
  const pickedWeight = picked.reduce((s, i) => s + rowWeights[i]!, 0);
  const A = tf.tidy(() =>
    tf.mul(
      Z.gather(picked),
      tf.tensor2d(
        picked.map((i) => Math.sqrt(rowWeights[i]! / pickedWeight)),
        [m, 1],
      ),
    ),
  ) as tf.Tensor2D;
  // Transposed once: a transposed operand costs the WebAssembly matMul a copy every call.
  const At = tf.transpose(A) as tf.Tensor2D;
  const omega = tf.tensor2d(seededNormals(d * width, options.seed ?? 1), [d, width]);
  let Q = orthonormalColumns(tf.tidy(() => tf.matMul(A, omega)));
  omega.dispose();
  for (let it = 0; it < (options.powerIterations ?? 2); it++) {
    const P = orthonormalColumns(tf.tidy(() => tf.matMul(At, Q)));
    Q.dispose();
    Q = orthonormalColumns(tf.tidy(() => tf.matMul(A, P)));
    P.dispose();
  }
  // B = A^T Q: A's action on the subspace; B^T B's eigenpairs give A^T A's leading ones.
  const B: tf.Tensor2D = tf.matMul(At, Q);
  Q.dispose();
  A.dispose();
  At.dispose();
  const l = B.shape[1];
  const gram = gramOf(B);
  const { values, vectors } = symmetricEigen(gram, l);
  const keep = Math.min(rank, l - 1);
  const rotate = new Float32Array(l * keep);
  for (let i = 0; i < l; i++)
    for (let j = 0; j < keep; j++) rotate[i * keep + j] = vectors[i * l + j]! / Math.sqrt(Math.max(values[j]!, 1e-30));
  const V: tf.Tensor2D = tf.tidy(() => tf.matMul(B, tf.tensor2d(rotate, [l, keep])));
  B.dispose();
  const directions = orthonormalColumns(V);
  return { directions, eigenvalues: values.slice(0, keep + 1).map((v) => Math.max(v, 0)) };
}

/**
 * The inverse-Hessian guess for parameters laid out as fitHead's (d x k weights, row-major, then k
 * biases): identity, except that along each leading direction u_j the weights are scaled by
 * (c mu_tail + lambda) / (c mu_j + lambda), c being the softmax's curvature (about 1/k at the
 * start). L-BFGS with this guess is L-BFGS on W' with W = M W', M M^T = the guess: the same
 * objective in new variables, so the same minimum.
 */
export function leadingDirectionsGuess(
  principal: PrincipalDirections,
  k: number,
  lambda: number,
  curvature = 1 / k,
): { apply: (v: Float64Array) => Float64Array; dispose: () => void } {
  const { directions, eigenvalues } = principal;
  const [d, r] = directions.shape;
  const tail = eigenvalues[r] ?? eigenvalues[r - 1] ?? 0;
  const shrink = eigenvalues.slice(0, r).map((mu) => 1 - (curvature * tail + lambda) / (curvature * mu + lambda));
  const transposed = tf.transpose(directions);
  const shrinkColumn = tf.tensor2d(shrink, [r, 1]);
  const apply = (v: Float64Array) => {
    const out = Float64Array.from(v);
    const moved = tf.tidy(() => {
      const W = tf.tensor2d(Float32Array.from(v.subarray(0, d * k)), [d, k]);
      return tf.matMul(directions, tf.mul(tf.matMul(transposed, W), shrinkColumn));
    });
    const delta = moved.dataSync();
    moved.dispose();
    for (let i = 0; i < d * k; i++) out[i]! -= delta[i]!;
    return out;
  };
  const dispose = () => {
    directions.dispose();
    transposed.dispose();
    shrinkColumn.dispose();
  };
  return { apply, dispose };
}

/**
 * The penalised weighted log-loss and its gradient's norm at a head's (standardised) coefficients,
 * in double precision: to tell whether two fits reached the same minimum, which the fit's own
 * single-precision loss cannot resolve.
 */
export function objectiveInDouble(
  Z: readonly Float32Array[],
  y: readonly number[],
  weights: readonly number[][],
  bias: readonly number[],
  lambda: number,
  rowWeights?: readonly number[],
): { loss: number; gradientNorm: number; gradient: { weights: Float64Array[]; bias: Float64Array } } {
  const k = bias.length;
  const d = weights[0]?.length ?? 0;
  const total = rowWeights ? rowWeights.reduce((s, w) => s + w, 0) : Z.length;
  const gradW = weights.map(() => new Float64Array(d));
  const gradB = new Float64Array(k);
  let loss = 0;
  Z.forEach((row, i) => {
    const w = (rowWeights?.[i] ?? 1) / total;
    const logits = bias.map((b, c) => {
      let s = b;
      const wc = weights[c]!;
      for (let j = 0; j < d; j++) s += row[j]! * wc[j]!;
      return s;
    });
    const top = Math.max(...logits);
    const logSum = top + Math.log(logits.reduce((s, l) => s + Math.exp(l - top), 0));
    loss -= w * (logits[y[i]!]! - logSum);
    logits.forEach((l, c) => {
      const g = w * (Math.exp(l - logSum) - (c === y[i] ? 1 : 0));
      gradB[c]! += g;
      const gc = gradW[c]!;
      for (let j = 0; j < d; j++) gc[j]! += g * row[j]!;
    });
  });
  let squared = 0;
  weights.forEach((wc, c) =>
    wc.forEach((v, j) => {
      loss += (lambda / 2) * v * v;
      squared += (gradW[c]![j]! + lambda * v) ** 2;
    }),
  );
  for (const g of gradB) squared += g * g;
  weights.forEach((wc, c) => wc.forEach((v, j) => (gradW[c]![j]! += lambda * v)));
  return { loss, gradientNorm: Math.sqrt(squared), gradient: { weights: gradW, bias: gradB } };
}
