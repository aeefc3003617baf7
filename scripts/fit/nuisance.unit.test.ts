import { describe, expect, it } from "vitest";
import "@tensorflow/tfjs-backend-cpu";
import { collectionDifferences, MIN_COLLECTION_IMAGES, nuisanceBasis, photoDifferences, projectOutRows } from "./nuisance";
import { fitHead, headLogits } from "./style-head";

/**
 * Two classes told apart by column 0. Column 1 is how the picture was taken: class 1 is mostly
 * "photographed" (column 1 raised by 3), class 0 mostly clean, so a head free to read column 1
 * learns it as evidence of class 1.
 */
function photographedData() {
  const rows: Float32Array[] = [];
  const clean: Float32Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < 60; i++) {
    const c = i % 2;
    const signal = (c === 0 ? -1 : 1) * (0.3 + ((i * 7) % 10) / 20);
    const noise = ((i * 13) % 9) / 30 - 0.15;
    const picture = Float32Array.from([signal, noise, ((i * 5) % 7) / 10]);
    const photographed = (c === 1 && i % 10 !== 1) || (c === 0 && i % 10 === 0);
    clean.push(picture);
    rows.push(photographed ? Float32Array.from([picture[0]!, picture[1]! + 3, picture[2]!]) : picture);
    labels.push(c);
  }
  return { rows, clean, labels };
}

describe("nuisance directions", () => {
  it("make the head score a photo as its clean picture; without them it does not", () => {
    const { rows, clean, labels } = photographedData();
    const differences = rows.map((row, i) => Float32Array.from(row, (v, j) => v - clean[i]![j]!)).filter((d) => d[1] !== 0);
    const blind = fitHead(rows, labels, 2, { lambda: 0.01, nuisance: [{ differences, directions: 1 }] });
    const free = fitHead(rows, labels, 2, { lambda: 0.01 });
    const shifted = clean.map((row) => Float32Array.from([row[0]!, row[1]! + 3, row[2]!]));
    const gap = (head: typeof blind) => {
      const [a, b] = [headLogits(head, clean), headLogits(head, shifted)];
      return Math.max(...a.map((l, i) => Math.abs(l[1]! - l[0]! - (b[i]![1]! - b[i]![0]!))));
    };
    expect(gap(blind)).toBeLessThan(1e-3);
    expect(gap(free)).toBeGreaterThan(0.5);
    // It still tells the classes apart by column 0.
    expect(headLogits(blind, clean).map((l) => (l[1]! > l[0]! ? 1 : 0))).toEqual(labels);
  });

  it("finds orthonormal directions, and projecting them out leaves rows without them", () => {
    const differences = Array.from({ length: 20 }, (_, i) => Float32Array.from([i % 3, 2 * (i % 3) + 0.01 * i, 0, 1]));
    const basis = nuisanceBasis([{ differences, directions: 2 }], [1, 1, 1, 1]);
    expect(basis).toHaveLength(2);
    const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((s, v, j) => s + v * b[j]!, 0);
    expect(dot(basis[0]!, basis[0]!)).toBeCloseTo(1, 5);
    expect(dot(basis[0]!, basis[1]!)).toBeCloseTo(0, 5);
    const flat = Float32Array.from([1, 2, 3, 4, -1, 0.5, 2, 0]);
    projectOutRows(flat, 2, 4, basis);
    for (const u of basis) {
      expect(dot(flat.subarray(0, 4), u)).toBeCloseTo(0, 4);
      expect(dot(flat.subarray(4, 8), u)).toBeCloseTo(0, 4);
    }
    // Column 2 is in no difference: it is untouched.
    expect(flat[2]).toBeCloseTo(3, 5);
  });

  it("measures scales: a direction is found in the standardised inputs", () => {
    const differences = Array.from({ length: 10 }, (_, i) => Float32Array.from([10 * (i - 4.5), 0]));
    const [u] = nuisanceBasis([{ differences, directions: 1 }], [10, 1]);
    expect(Math.abs(u![0]!)).toBeCloseTo(1, 5);
  });
});

describe("photoDifferences", () => {
  it("is each listed image's photo view minus its picture view", () => {
    const X = [
      [Float32Array.from([1, 2]), Float32Array.from([0, 0]), Float32Array.from([4, 6])],
      [Float32Array.from([5, 5]), Float32Array.from([0, 0]), Float32Array.from([5, 8])],
    ];
    expect(photoDifferences(X, [1], 0, 2).map((d) => Array.from(d))).toEqual([[0, 3]]);
  });
});

describe("collectionDifferences", () => {
  it("compares the collections of a style that two hold, each with enough images", () => {
    const X: Float32Array[][] = [];
    const y: number[] = [];
    const collections: string[] = [];
    const add = (style: number, collection: string, count: number, value: number) => {
      for (let i = 0; i < count; i++) {
        X.push([Float32Array.from([value, style])]);
        y.push(style);
        collections.push(collection);
      }
    };
    add(0, "a", MIN_COLLECTION_IMAGES, 1);
    add(0, "b", MIN_COLLECTION_IMAGES, 3);
    add(0, "c", MIN_COLLECTION_IMAGES - 1, 50); // too few: left out
    add(1, "a", MIN_COLLECTION_IMAGES, 7); // one collection only: no difference
    const all = X.map((_, i) => i);
    const out = collectionDifferences(X, y, collections, all, 0).map((d) => Array.from(d));
    expect(out).toEqual([
      [-1, 0],
      [1, 0],
    ]);
    // Only the images listed count: without collection b's, style 0 has one collection left.
    expect(
      collectionDifferences(
        X,
        y,
        collections,
        all.filter((i) => collections[i] !== "b"),
        0,
      ),
    ).toEqual([]);
  });
});
