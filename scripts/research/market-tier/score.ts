/**
 * The issue's figures for a set of priced lots: both ranges' share holding the price paid,
 * their median high/low, the midpoint's median |log error| and median signed error
 * (predicted / paid), overall, by medium (100+ lots) and by tier of the predicted midpoint.
 * Weights are optional (1 each): a slice keeps each lot's weight, as sales-figures.ts does.
 */
import { weightedQuantile } from "@engine/training";
import { toTier } from "@engine/valuation";

export interface ScoredLot {
  logPrice: number;
  mid: number;
  low: number;
  high: number;
  wideLow: number;
  wideHigh: number;
  medium: string;
  weight?: number;
}

export interface Figures {
  n: number;
  likely: number;
  wide: number;
  likelyRatio: number;
  wideRatio: number;
  absLogError: number;
  signedLogError: number;
}

export function figuresOf(lots: readonly ScoredLot[]): Figures {
  const w = lots.map((l) => l.weight ?? 1);
  const total = w.reduce((s, x) => s + x, 0) || 1;
  const share = (inside: (l: ScoredLot) => boolean) => lots.reduce((s, l, i) => s + (inside(l) ? w[i]! : 0), 0) / total;
  const err = lots.map((l) => Math.log(l.mid) - l.logPrice);
  return {
    n: lots.length,
    likely: share((l) => l.logPrice >= Math.log(l.low) && l.logPrice <= Math.log(l.high)),
    wide: share((l) => l.logPrice >= Math.log(l.wideLow) && l.logPrice <= Math.log(l.wideHigh)),
    likelyRatio: weightedQuantile(
      lots.map((l) => l.high / l.low),
      w,
      0.5,
    ),
    wideRatio: weightedQuantile(
      lots.map((l) => l.wideHigh / l.wideLow),
      w,
      0.5,
    ),
    absLogError: weightedQuantile(err.map(Math.abs), w, 0.5),
    signedLogError: weightedQuantile(err, w, 0.5),
  };
}

/** Overall, each medium of `minLots`+ lots, and each tier of the predicted midpoint. */
export function sliceFigures(lots: readonly ScoredLot[], minLots = 100) {
  const by = (key: (l: ScoredLot) => string, min: number) => {
    const keys = [...new Set(lots.map(key))].sort();
    return Object.fromEntries(
      keys
        .map((k) => [k, lots.filter((l) => key(l) === k)] as const)
        .filter(([, ls]) => ls.length >= min)
        .map(([k, ls]) => [k, figuresOf(ls)]),
    );
  };
  return { all: figuresOf(lots), byMedium: by((l) => l.medium, minLots), byPredictedTier: by((l) => toTier(l.mid), 1) };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export function formatLine(label: string, f: Figures): string {
  return `${label.padEnd(30)} ${String(f.n).padStart(5)}  likely ${pct(f.likely).padStart(6)} hi/lo ${f.likelyRatio.toFixed(2).padStart(5)}  wide ${pct(f.wide).padStart(6)} hi/lo ${f.wideRatio.toFixed(1).padStart(5)}  |err| ${f.absLogError.toFixed(2)}  signed x${Math.exp(f.signedLogError).toFixed(2)}`;
}

export function printSlices(title: string, s: ReturnType<typeof sliceFigures>): void {
  console.log(`\n${title}`);
  console.log(formatLine("all", s.all));
  for (const [k, f] of Object.entries(s.byMedium)) console.log(formatLine(`  ${k}`, f));
  for (const [k, f] of Object.entries(s.byPredictedTier)) console.log(formatLine(`  predicted ${k}`, f));
}

/** Whether a slice meets the done-when figures. */
export function meetsTargets(f: Figures): string[] {
  const miss: string[] = [];
  if (f.likely < 0.45 || f.likely > 0.55) miss.push(`likely ${pct(f.likely)}`);
  if (f.wide < 0.75 || f.wide > 0.85) miss.push(`wide ${pct(f.wide)}`);
  if (f.absLogError > 0.85) miss.push(`|err| ${f.absLogError.toFixed(2)}`);
  if (Math.abs(f.signedLogError) > Math.log(1.5)) miss.push(`signed x${Math.exp(f.signedLogError).toFixed(2)}`);
  if (f.likelyRatio > 5) miss.push(`likely hi/lo ${f.likelyRatio.toFixed(2)}`);
  return miss;
}
