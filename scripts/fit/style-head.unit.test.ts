import { describe, expect, it } from "vitest";
import "@tensorflow/tfjs-backend-cpu";
import { fitHead, headLogits, minimiseLbfgs } from "./style-head";

describe("minimiseLbfgs", () => {
  it("finds the minimum of a badly scaled quadratic", () => {
    const centre = [3, -2, 0.5];
    const scale = [1, 100, 0.01];
    const f = (x: Float64Array) => ({
      loss: x.reduce((s, v, i) => s + scale[i]! * (v - centre[i]!) ** 2, 0),
      grad: x.map((v, i) => 2 * scale[i]! * (v - centre[i]!)),
    });
    const x = minimiseLbfgs(f, new Float64Array(3), 200);
    x.forEach((v, i) => expect(v).toBeCloseTo(centre[i]!, 3));
  });
});

describe("fitHead", () => {
  it("separates three well-separated classes and is deterministic", () => {
    const rows: Float32Array[] = [];
    const labels: number[] = [];
    for (let c = 0; c < 3; c++)
      for (let i = 0; i < 20; i++) {
        rows.push(Float32Array.from([c === 0 ? 2 : 0, c === 1 ? 2 : 0, c === 2 ? 2 : 0, ((i * 7) % 5) / 10]));
        labels.push(c);
      }
    const a = fitHead(rows, labels, 3, { lambda: 0.01 });
    const b = fitHead(rows, labels, 3, { lambda: 0.01 });
    expect(b).toEqual(a);
    const predicted = headLogits(a, rows).map((l) => l.indexOf(Math.max(...l)));
    expect(predicted).toEqual(labels);
  });
});
