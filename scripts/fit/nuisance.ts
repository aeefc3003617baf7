/**
 * Directions of the head's inputs that the style head may not read (decision 0027). A style head
 * fitted on clean reproductions also learns how a photo differs from a reproduction and how one
 * image collection was made differently from another: neither is the style, and both change
 * when an owner photographs a work we never saw. The fit is given examples of such differences
 * (an owner's photo minus its picture; one collection's mean of a style minus that style's mean
 * over its collections), finds their leading directions in the standardised inputs, and removes
 * them from every training row ("nuisance attribute projection", as speaker verification removes
 * channel effects). The weights then have no component along them, so the committed head reads
 * the unprojected inputs unchanged: the engine needs nothing new. Tried on the committed setting it
 * gained nothing (decision 0027), so every committed head removes none; kept for experiments.
 */
import * as tf from "@tensorflow/tfjs-core";
import { principalDirections } from "./precondition";

export interface NuisanceSet {
  /** Differences between raw inputs that should score alike (unstandardised, as the head's rows). */
  differences: readonly Float32Array[];
  /** How many of their leading directions the head may not read. */
  directions: number;
}

/** A collection's images of a style take part in the collection differences only with at least this many. */
export const MIN_COLLECTION_IMAGES = 8;

/**
 * Orthonormal vectors (of the standardised inputs: each column divided by `scales`) spanning each
 * set's leading directions, found by the seeded subspace iteration the preconditioner uses.
 */
export function nuisanceBasis(sets: readonly NuisanceSet[], scales: readonly number[], seed = 7): Float64Array[] {
  const d = scales.length;
  const basis: Float64Array[] = [];
  for (const set of sets) {
    const n = set.differences.length;
    const rank = Math.min(set.directions, n - 1, d - 1);
    if (rank < 1) continue;
    const principal = principalDirections(
      {
        rows: n,
        columns: d,
        gather: (indices) => {
          const out = new Float32Array(indices.length * d);
          indices.forEach((i, r) => {
            const row = set.differences[i]!;
            for (let j = 0; j < d; j++) out[r * d + j] = row[j]! / scales[j]!;
          });
          return tf.tensor2d(out, [indices.length, d]);
        },
      },
      new Array<number>(n).fill(1 / n),
      { rank, sampleRows: n, seed },
    );
    const columns = principal.directions.arraySync();
    principal.directions.dispose();
    for (let c = 0; c < rank; c++)
      addOrthonormal(
        basis,
        Float64Array.from(columns, (row) => row[c]!),
      );
  }
  return basis;
}

/** Gram-Schmidt (twice, for rounding): appends v's part orthogonal to the basis, unless it has none. */
function addOrthonormal(basis: Float64Array[], v: Float64Array): void {
  const norm0 = Math.sqrt(dot(v, v));
  for (let pass = 0; pass < 2; pass++)
    for (const u of basis) {
      const c = dot(u, v);
      for (let j = 0; j < v.length; j++) v[j]! -= c * u[j]!;
    }
  const norm = Math.sqrt(dot(v, v));
  if (norm <= 1e-6 * norm0) return;
  for (let j = 0; j < v.length; j++) v[j]! /= norm;
  basis.push(v);
}

/** Removes the basis' directions from every row of a row-major n x d matrix, in place. */
export function projectOutRows(flat: Float32Array, n: number, d: number, basis: readonly Float64Array[]): void {
  if (basis.length === 0 || n === 0) return;
  const k = basis.length;
  const U = new Float32Array(d * k);
  basis.forEach((u, c) => u.forEach((value, j) => (U[j * k + c] = value)));
  const Ut = tf.tensor2d(U, [d, k]);
  const chunk = Math.max(1, Math.floor(16_000_000 / d));
  for (let start = 0; start < n; start += chunk) {
    const rows = Math.min(chunk, n - start);
    const part = flat.subarray(start * d, (start + rows) * d);
    const projected = tf.tidy(() => {
      const Z = tf.tensor2d(part, [rows, d]);
      return tf.sub(Z, tf.matMul(tf.matMul(Z, Ut), Ut, false, true));
    });
    part.set(projected.dataSync());
    projected.dispose();
  }
  Ut.dispose();
}

/** Removes the basis' directions from each weight vector, in place (rounding left none to speak of). */
export function projectOutVectors(vectors: number[][], basis: readonly Float64Array[]): void {
  for (const w of vectors)
    for (const u of basis) {
      let c = 0;
      for (let j = 0; j < w.length; j++) c += u[j]! * w[j]!;
      for (let j = 0; j < w.length; j++) w[j]! -= c * u[j]!;
    }
}

/** Each image's owner's photo minus its picture (the views given), for the images listed. */
export function photoDifferences(
  X: readonly (readonly Float32Array[])[],
  images: readonly number[],
  pictureView: number,
  photoView: number,
): Float32Array[] {
  return images.map((i) => {
    const picture = X[i]![pictureView]!;
    const photo = X[i]![photoView]!;
    return Float32Array.from(photo, (value, j) => value - picture[j]!);
  });
}

/**
 * For each style held by two or more collections (with MIN_COLLECTION_IMAGES each among the
 * images listed), each collection's mean picture of the style minus the mean of those means.
 */
export function collectionDifferences(
  X: readonly (readonly Float32Array[])[],
  y: readonly number[],
  collections: readonly string[],
  images: readonly number[],
  view: number,
): Float32Array[] {
  const cells = new Map<string, { style: number; members: number[] }>();
  for (const i of images) {
    const key = `${y[i]}\u0000${collections[i]}`;
    const cell = cells.get(key) ?? { style: y[i]!, members: [] };
    cell.members.push(i);
    cells.set(key, cell);
  }
  const byStyle = new Map<number, Float64Array[]>();
  for (const { style, members } of cells.values()) {
    if (members.length < MIN_COLLECTION_IMAGES) continue;
    const d = X[members[0]!]![view]!.length;
    const mean = new Float64Array(d);
    for (const i of members) X[i]![view]!.forEach((value, j) => (mean[j]! += value / members.length));
    byStyle.set(style, [...(byStyle.get(style) ?? []), mean]);
  }
  const out: Float32Array[] = [];
  for (const means of byStyle.values()) {
    if (means.length < 2) continue;
    const d = means[0]!.length;
    const centre = new Float64Array(d);
    for (const m of means) m.forEach((value, j) => (centre[j]! += value / means.length));
    for (const m of means) out.push(Float32Array.from(m, (value, j) => value - centre[j]!));
  }
  return out;
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};
