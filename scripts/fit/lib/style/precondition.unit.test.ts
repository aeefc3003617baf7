import { describe, expect, it } from "vitest";
import "@tensorflow/tfjs-backend-cpu";
import * as tf from "@tensorflow/tfjs-core";
import { designOf, objectiveInDouble, principalDirections, seededNormals, symmetricEigen } from "./precondition";
import { minimiseLbfgs } from "./lbfgs";
import { type FitStats, fitHead } from "./style-head";

/**
 * A deliberately ill-conditioned problem: 48 columns mixing 16 hidden factors whose spreads fall
 * off geometrically (as the correlated pooled and Gram features do), plus a little noise, with a
 * small penalty; the labels depend on weak factors too, so the flat directions matter.
 */
function correlatedProblem() {
  const n = 300;
  const d = 48;
  const hidden = 16;
  const mixing = seededNormals(d * hidden, 6);
  const noise = seededNormals(n * d, 7);
  const factors = seededNormals(n * hidden, 8);
  const rows: Float32Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = Array.from({ length: hidden }, (_, t) => factors[i * hidden + t]! * 0.6 ** t);
    rows.push(
      Float32Array.from({ length: d }, (_, j) => f.reduce((s, v, t) => s + mixing[j * hidden + t]! * v, 0.001 * noise[i * d + j]!)),
    );
    const score = [f[0]!, f[3]! / 0.6 ** 3, f[9]! / 0.6 ** 9];
    labels.push(score.indexOf(Math.max(...score)));
  }
  return { rows, labels };
}

/** The fit's standardised rows, as fitHead standardises them. */
const standardised = (rows: Float32Array[], means: number[], scales: number[]) =>
  rows.map((r) => Float32Array.from(r, (v, j) => (v - means[j]!) / scales[j]!));

describe("symmetricEigen", () => {
  it("finds the eigenpairs of a small symmetric matrix, largest first", () => {
    const { values, vectors } = symmetricEigen(Float64Array.from([2, 1, 0, 1, 2, 0, 0, 0, 5]), 3);
    expect(values.map((v) => +v.toFixed(9))).toEqual([5, 3, 1]);
    expect(Math.abs(vectors[2 * 3 + 0]!)).toBeCloseTo(1, 9);
    expect(Math.abs(vectors[0 * 3 + 1]!)).toBeCloseTo(Math.SQRT1_2, 9);
  });
});

describe("principalDirections", () => {
  it("finds the weighted covariance's leading eigenvalues and orthonormal directions, the same every run", () => {
    const { rows } = correlatedProblem();
    const d = rows[0]!.length;
    const covariance = new Float64Array(d * d);
    for (const r of rows) for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) covariance[i * d + j]! += (r[i]! * r[j]!) / rows.length;
    const exact = symmetricEigen(covariance, d).values;
    const Z = tf.tensor2d(rows.map((r) => Array.from(r)));
    const weights = rows.map(() => 1 / rows.length);
    const a = principalDirections(designOf(Z), weights, { rank: 6 });
    const b = principalDirections(designOf(Z), weights, { rank: 6 });
    expect(b.eigenvalues).toEqual(a.eigenvalues);
    a.eigenvalues.slice(0, 6).forEach((mu, j) => expect(Math.abs(mu - exact[j]!) / exact[j]!).toBeLessThan(1e-3));
    const gram = tf.matMul(a.directions, a.directions, true, false).arraySync() as number[][];
    gram.forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo(i === j ? 1 : 0, 4)));
    for (const t of [Z, a.directions, b.directions]) t.dispose();
  });
});

/** The true minimum of the fit's objective, found in double precision by the plain L-BFGS. */
function minimumInDouble(Z: Float32Array[], labels: number[], k: number, lambda: number) {
  const d = Z[0]!.length;
  const unpack = (theta: Float64Array) => ({
    weights: Array.from({ length: k }, (_, c) => Array.from({ length: d }, (_, j) => theta[j * k + c]!)),
    bias: Array.from(theta.subarray(d * k)),
  });
  const f = (theta: Float64Array) => {
    const { weights, bias } = unpack(theta);
    const { loss, gradient } = objectiveInDouble(Z, labels, weights, bias, lambda);
    const grad = new Float64Array(theta.length);
    gradient.weights.forEach((g, c) => g.forEach((v, j) => (grad[j * k + c] = v)));
    gradient.bias.forEach((v, c) => (grad[d * k + c] = v));
    return { loss, grad };
  };
  return f(minimiseLbfgs(f, new Float64Array(d * k + k), 2000, { gradientTolerance: 1e-7, lossTolerance: 0 })).loss;
}

describe("fitHead, preconditioned", () => {
  it("reaches the objective's minimum on an ill-conditioned problem, in fewer loss evaluations than the plain fit", () => {
    const { rows, labels } = correlatedProblem();
    const lambda = 1e-3;
    const plainStats = {} as FitStats;
    const fastStats = {} as FitStats;
    const plain = fitHead(rows, labels, 3, { lambda, stats: plainStats });
    const fast = fitHead(rows, labels, 3, { lambda, precondition: { rank: 12, gradientTolerance: 1e-5 }, stats: fastStats });
    const Z = standardised(rows, plain.featureMeans, plain.featureScales);
    const minimum = minimumInDouble(Z, labels, 3, lambda);
    const atPlain = objectiveInDouble(Z, labels, plain.weights, plain.bias, lambda);
    const atFast = objectiveInDouble(Z, labels, fast.weights, fast.bias, lambda);
    expect(Math.abs(atFast.loss - minimum) / minimum).toBeLessThan(1e-7);
    expect(atFast.gradientNorm).toBeLessThan(1e-4);
    // The plain fit stops on single-precision rounding, short of where the preconditioned one gets.
    expect(Math.abs(atPlain.loss - minimum) / minimum).toBeGreaterThan(1e-7);
    expect(fastStats.evaluations).toBeLessThan(plainStats.evaluations * 0.6);
  }, 60_000);
});
