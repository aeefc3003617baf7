import { describe, expect, it } from "vitest";
import { headInputSize, toHeadInput } from "./head-input";
import type { HeadInputLayout } from "@engine/knowledge";

const layout = (gramTransform: HeadInputLayout["gramTransform"]): HeadInputLayout => ({
  layers: ["a", "b"],
  layerChannels: [2, 1],
  gramLayers: ["a"],
  stats: "mean+std",
  power: true,
  gramTransform,
});

describe("toHeadInput", () => {
  // Layer a: means [4, -9], deviations [1, 16], correlations [[4, 0], [0, 9]] as [4, 0, 9]; layer b: mean 25, deviation 0.
  const values = [4, -9, 1, 16, 4, 0, 9, 25, 0];

  it("takes signed square roots of the means and deviations and the matrix square root of the correlations", () => {
    expect(headInputSize(layout("matrix-sqrt"))).toBe(9);
    expect(Array.from(toHeadInput(values, layout("matrix-sqrt")))).toEqual([2, -3, 1, 4, 2, 0, 3, 5, 0]);
  });

  it("treats a correlation matrix with off-diagonal terms as a matrix, not entry by entry", () => {
    // [[2, 1], [1, 2]] = R², R = [[a, b], [b, a]] with a = (sqrt 3 + 1) / 2, b = (sqrt 3 - 1) / 2.
    const out = toHeadInput([0, 0, 0, 0, 2, 1, 2, 0, 0], layout("matrix-sqrt"));
    expect(out[4]).toBeCloseTo((Math.sqrt(3) + 1) / 2, 5);
    expect(out[5]).toBeCloseTo((Math.sqrt(3) - 1) / 2, 5);
    const entrywise = toHeadInput([0, 0, 0, 0, 2, 1, 2, 0, 0], layout("signed-sqrt"));
    expect(entrywise[5]).toBeCloseTo(1, 6);
  });

  it("refuses values that do not match the layout", () => {
    expect(() => toHeadInput([1, 2, 3], layout("matrix-sqrt"))).toThrow(/reads 9 values/);
  });
});
