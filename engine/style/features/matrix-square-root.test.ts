import { describe, expect, it } from "vitest";
import { sqrtOfUpperTriangle, symmetricEigen } from "./matrix-square-root";

/** A random symmetric positive semi-definite matrix B Bᵀ / m, as a Gram matrix is, from a fixed seed. */
function gramTriangle(c: number, m: number, seed: number): { full: Float64Array; triangle: number[] } {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  const b = Array.from({ length: c * m }, rand);
  const full = new Float64Array(c * c);
  for (let i = 0; i < c; i++)
    for (let j = 0; j < c; j++) {
      let sum = 0;
      for (let k = 0; k < m; k++) sum += b[i * m + k]! * b[j * m + k]!;
      full[i * c + j] = sum / m;
    }
  const triangle: number[] = [];
  for (let i = 0; i < c; i++) for (let j = i; j < c; j++) triangle.push(full[i * c + j]!);
  return { full, triangle };
}

function fromTriangle(triangle: ArrayLike<number>, c: number): Float64Array {
  const out = new Float64Array(c * c);
  let k = 0;
  for (let i = 0; i < c; i++)
    for (let j = i; j < c; j++) {
      out[i * c + j] = triangle[k]!;
      out[j * c + i] = triangle[k++]!;
    }
  return out;
}

describe("sqrtOfUpperTriangle", () => {
  it("returns a matrix whose square is the input (full rank and rank-deficient)", () => {
    for (const [c, m] of [
      [24, 100],
      [32, 10],
    ] as const) {
      const { full, triangle } = gramTriangle(c, m, c + m);
      const root = fromTriangle(sqrtOfUpperTriangle(triangle, c), c);
      for (let i = 0; i < c; i++)
        for (let j = 0; j < c; j++) {
          let sq = 0;
          for (let k = 0; k < c; k++) sq += root[i * c + k]! * root[k * c + j]!;
          expect(sq).toBeCloseTo(full[i * c + j]!, 9);
        }
    }
  });

  it("takes the square root of each value of a diagonal matrix and keeps zeros", () => {
    expect(Array.from(sqrtOfUpperTriangle([4, 0, 0, 9, 0, 0], 3))).toEqual([2, 0, 0, 3, 0, 0]);
  });

  it("is deterministic", () => {
    const { triangle } = gramTriangle(16, 40, 7);
    expect(Array.from(sqrtOfUpperTriangle(triangle, 16))).toEqual(Array.from(sqrtOfUpperTriangle(triangle, 16)));
  });

  it("refuses a triangle of the wrong length", () => {
    expect(() => sqrtOfUpperTriangle([1, 2, 3], 3)).toThrow(/upper triangle/);
  });
});

describe("symmetricEigen", () => {
  it("finds the eigenvalues of a known matrix", () => {
    // [[2, 1], [1, 2]] has eigenvalues 1 and 3.
    const { values } = symmetricEigen(Float64Array.from([2, 1, 1, 2]), 2);
    expect([...values].sort()).toEqual([expect.closeTo(1, 12), expect.closeTo(3, 12)]);
  });
});
