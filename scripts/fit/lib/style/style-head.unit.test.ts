import { describe, expect, it } from "vitest";
import "@tensorflow/tfjs-backend-cpu";
import { minimiseLbfgs } from "./lbfgs";
import { crossValidate, crossValidateViews, fitHead, headLogits } from "./style-head";

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

  it("fits the same head from row blocks, their transposes kept or made when used", () => {
    const rows: Float32Array[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 45; i++) {
      const c = i % 3;
      rows.push(Float32Array.from([c === 0 ? 1 : 0, c === 1 ? 1 : 0, ((i * 7) % 11) / 10, ((i * 5) % 13) / 10]));
      labels.push(c);
    }
    const kept = fitHead(rows, labels, 3, { lambda: 0.05 });
    // 45 rows of 4 values in blocks of 8 rows: six blocks and a short last one.
    for (const transposeOnceMax of [undefined, 0]) {
      const blocks = fitHead(rows, labels, 3, { lambda: 0.05, blockValues: 32, transposeOnceMax });
      kept.weights.flat().forEach((w, i) => expect(blocks.weights.flat()[i]).toBeCloseTo(w, 3));
      kept.bias.forEach((b, i) => expect(blocks.bias[i]).toBeCloseTo(b, 3));
    }
  });

  it("gives a column that never varies scale 1 and no weight, so a rounded mean cannot blow it up", () => {
    const rows: Float32Array[] = [];
    const labels: number[] = [];
    for (let c = 0; c < 3; c++)
      for (let i = 0; i < 20; i++) {
        // Column 3: a channel whose pooled value is the same for every picture.
        rows.push(Float32Array.from([c === 0 ? 2 : 0, c === 1 ? 2 : 0, ((i * 7) % 5) / 10, 1.05641234]));
        labels.push(c);
      }
    const head = fitHead(rows, labels, 3, { lambda: 0.01 });
    expect(head.featureScales[3]).toBe(1);
    expect(head.featureMeans[3]).toBe(rows[0]![3]);
    for (const w of head.weights) expect(w[3]).toBe(0);
    // The engine reads means rounded to five significant digits: the answer must not move.
    const rounded = { ...head, featureMeans: head.featureMeans.map((m) => Number(m.toPrecision(5))) };
    const exact = headLogits(head, rows);
    headLogits(rounded, rows).forEach((l, i) => l.forEach((v, c) => expect(v).toBeCloseTo(exact[i]![c]!, 3)));
  });
});

describe("crossValidateViews", () => {
  // Two classes on column 0; each image's second view (an "owner's photo") carries the label on
  // column 1 instead, and its third view is noise that would teach the head nothing useful.
  const X: Float32Array[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 40; i++) {
    const c = i % 2;
    const jitter = ((i * 7) % 5) / 10;
    X.push([
      Float32Array.from([c ? 1 : -1, jitter, 0]),
      Float32Array.from([jitter, c ? 1 : -1, 0]),
      Float32Array.from([0, 0, (i * 13) % 7]),
    ]);
    y.push(c);
  }
  const fold = X.map((_, i) => Math.floor(i / 4) % 5);

  it("fits only on the views asked for and scores each set of views apart", () => {
    const everyImage = (views: number[]) => X.map(() => views);
    const [clean, owner] = crossValidateViews(X, y, 2, fold, { lambda: 0.01, trainViews: [0, 1] }, [everyImage([0]), everyImage([1])]);
    const right = (logits: number[][]) => logits.filter((l, i) => (l[1]! > l[0]! ? 1 : 0) === y[i]).length;
    expect(right(clean!)).toBe(40);
    expect(right(owner!)).toBe(40);
    // Fitted on the pictures alone, the head cannot read the owner's photos' column.
    const [, unseen] = crossValidateViews(X, y, 2, fold, { lambda: 0.01, trainViews: [0] }, [everyImage([0]), everyImage([1])]);
    expect(right(unseen!)).toBeLessThan(30);
  });

  it("is what crossValidate gives for the first views", () => {
    const two = X.map((views) => views.slice(0, 2));
    const [sets] = crossValidateViews(two, y, 2, fold, { lambda: 0.01 }, [two.map(() => [0, 1])]);
    expect(sets).toEqual(crossValidate(two, y, 2, fold, { lambda: 0.01 }));
  });
});
