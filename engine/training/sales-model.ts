/**
 * Fitting the valuation model on sold lots (decision 27): a weighted ridge regression of the
 * log price on the work's description (valuation-features.ts), with a level of its own for
 * every artist who has a sales record, shrunk towards the group (a random effect fitted by
 * backfitting). Sources are weighted so that no one source (7,000 Warhols) outvotes the
 * regional houses, and published market statistics enter as weighted pseudo-lots. Pure.
 */
import { encodeLot, FEATURE_NAMES, predictLogPrice, type LotDescription, type MediumCategory } from "../valuation-features";
import type { TrainingLot } from "./sales-lots";

/** A stated prior: a pseudo-lot with the log price a published statistic implies. */
export interface PriorLot {
  lot: LotDescription;
  logPrice: number;
  /** How many sold lots this statement counts as. */
  weight: number;
  /** Where the figure comes from (kept in the generated module). */
  basis: string;
}

export interface FitOptions {
  /** A source's lots together weigh at most this many lots. */
  sourceCap: number;
  /** Ridge penalty on every coefficient (the medium intercepts are barely touched by it). */
  ridge: number;
  /** Shrinkage of an artist's level: level = sum of residuals / (sales + this). */
  artistShrinkage: number;
  /** Sales an artist needs before they get a level of their own. */
  minArtistSales: number;
  /** Shrinkage of an artist's level in one medium towards their overall level (Infinity: no medium levels). */
  artistMediumShrinkage: number;
  priors: PriorLot[];
  /** How typical a source is of the market an owner sells in (multiplies its lots' weight; default 1). */
  sourceTypicality?: Readonly<Record<string, number>>;
}

export interface ArtistLevel {
  /** Log-price offset from the group for this artist's works. */
  level: number;
  sales: number;
  /** Share of the artist's sales at the international houses. */
  majorShare: number;
  /** Offsets from `level` in the media the artist sold in (Warhol's prints are not his paintings). */
  mediumLevels: Partial<Record<MediumCategory, number>>;
  /** The artist's sales in each medium (how well the medium's level is known). */
  mediumSales: Partial<Record<MediumCategory, number>>;
}

export interface SalesModel {
  coefficients: number[];
  artists: Map<string, ArtistLevel>;
}

export const DEFAULT_FIT_OPTIONS: Omit<FitOptions, "priors"> = {
  sourceCap: 400,
  ridge: 1,
  artistShrinkage: 3,
  minArtistSales: 3,
  artistMediumShrinkage: 2,
};

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const pivot = m[c]![c]!;
    if (Math.abs(pivot) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / pivot;
      if (f !== 0) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

/** Per-lot weight: each source's lots together weigh at most `cap` lots. */
export function sourceWeights(lots: readonly TrainingLot[], cap: number, typicality: Readonly<Record<string, number>> = {}): number[] {
  const counts = new Map<string, number>();
  for (const l of lots) counts.set(l.source, (counts.get(l.source) ?? 0) + 1);
  return lots.map((l) => Math.min(1, cap / (counts.get(l.source) ?? 1)) * (typicality[l.source] ?? 1));
}

function fitGroup(rows: { x: number[]; y: number; w: number }[], ridge: number): number[] {
  const p = FEATURE_NAMES.length;
  const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  for (const { x, y, w } of rows) {
    for (let i = 0; i < p; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      b[i]! += w * xi * y;
      for (let j = 0; j < p; j++) a[i]![j]! += w * xi * x[j]!;
    }
  }
  for (let i = 0; i < p; i++) a[i]![i]! += ridge;
  return solveLinear(a, b);
}

/** Fits the group coefficients and the artists' levels. */
export function fitSalesModel(lots: readonly TrainingLot[], options: FitOptions): SalesModel {
  const weights = sourceWeights(lots, options.sourceCap, options.sourceTypicality);
  const byArtist = new Map<string, number[]>();
  lots.forEach((l, i) => {
    if (!l.hasArtist) return;
    const list = byArtist.get(l.artistKey) ?? [];
    list.push(i);
    byArtist.set(l.artistKey, list);
  });
  const recorded = [...byArtist].filter(([, idx]) => idx.length >= options.minArtistSales);
  const recordedKeys = new Set(recorded.map(([key]) => key));
  // Whether a named artist counts as recorded depends on the data fitted, so it is set here.
  const xs = lots.map((l) => encodeLot({ ...l.lot, unrecorded: l.hasArtist && !recordedKeys.has(l.artistKey) }));
  const offset = new Array<number>(lots.length).fill(0);
  const priorRows = options.priors.map((p) => ({ x: encodeLot(p.lot), y: p.logPrice, w: p.weight }));
  let coefficients: number[] = [];
  const artists = new Map<string, ArtistLevel>();
  // Backfitting: group coefficients on prices net of artist levels, then levels on residuals.
  for (let iteration = 0; iteration < 8; iteration++) {
    const rows = lots.map((l, i) => ({ x: xs[i]!, y: l.logPrice - offset[i]!, w: weights[i]! }));
    coefficients = fitGroup([...rows, ...priorRows], options.ridge);
    for (const [key, idx] of recorded) {
      let sum = 0;
      let major = 0;
      const residuals = idx.map((i) => lots[i]!.logPrice - predictLogPrice(coefficients, { ...lots[i]!.lot, unrecorded: false }));
      for (const [k, i] of idx.entries()) {
        sum += residuals[k]!;
        if (lots[i]!.lot.majorHouse) major++;
      }
      const level = sum / (idx.length + options.artistShrinkage);
      // The artist's level in each medium, shrunk towards their overall level.
      const byMedium = new Map<MediumCategory, { sum: number; n: number }>();
      for (const [k, i] of idx.entries()) {
        const m = byMedium.get(lots[i]!.lot.medium) ?? { sum: 0, n: 0 };
        m.sum += residuals[k]! - level;
        m.n++;
        byMedium.set(lots[i]!.lot.medium, m);
      }
      const mediumLevels: Partial<Record<MediumCategory, number>> = {};
      if (Number.isFinite(options.artistMediumShrinkage) && byMedium.size > 1)
        for (const [medium, m] of byMedium) mediumLevels[medium] = m.sum / (m.n + options.artistMediumShrinkage);
      const mediumSales = Object.fromEntries([...byMedium].map(([medium, m]) => [medium, m.n]));
      artists.set(key, { level, sales: idx.length, majorShare: major / idx.length, mediumLevels, mediumSales });
      for (const i of idx) offset[i] = level + (mediumLevels[lots[i]!.lot.medium] ?? 0);
    }
  }
  return { coefficients, artists };
}

/**
 * The model's log price for a lot. A recorded artist's works are priced at their own level,
 * at the mix of houses where they sold; anyone else at the group level of `lot`.
 */
export function predictWithModel(
  model: SalesModel,
  lot: LotDescription,
  artistKey: string | undefined,
): { logPrice: number; artist?: ArtistLevel } {
  const artist = artistKey ? model.artists.get(artistKey) : undefined;
  if (!artist) return { logPrice: predictLogPrice(model.coefficients, { ...lot, unrecorded: !lot.unattributed }) };
  const atMajor = predictLogPrice(model.coefficients, { ...lot, majorHouse: true });
  const atRegional = predictLogPrice(model.coefficients, { ...lot, majorHouse: false });
  const level = artist.level + (artist.mediumLevels[lot.medium] ?? 0);
  return { logPrice: artist.majorShare * atMajor + (1 - artist.majorShare) * atRegional + level, artist };
}
