/** The measures `npm run eval`, the fit and the decision records report of held-out style logits. */
import { softmax } from "@engine/style";

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
