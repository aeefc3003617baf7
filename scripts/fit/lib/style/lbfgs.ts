/** The minimiser the style head is fitted with (style-head.ts): deterministic, no framework. */
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
