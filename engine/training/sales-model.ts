/**
 * Fitting the valuation model on sold lots (decisions 27 and 39): a weighted ridge regression of
 * the log price on the work's description (valuation-features.ts), plus three random effects
 * fitted by backfitting: the auction house's market level, the house's level in each medium
 * (Tallinn's prints sell at ten times Warsaw's), and every recorded artist's level, each shrunk
 * by the variance it is estimated to have. A new house's level is unknown: its variance goes
 * into the range (sales-validation.ts). Sources are weighted so that no one source (7,000
 * Warhols) outvotes the regional houses, and published market statistics enter as weighted
 * pseudo-lots. Pure.
 */
import { encodeLot, FEATURE_NAMES, predictLogPrice, type LotDescription, MEDIUM_GROUP_OF, artistLevelInMedium } from "@engine/valuation";
import { type MediumCategory, MEDIUM_GROUPS, type GroupTransfer } from "@engine/knowledge";
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
  /** Shrinkage of an artist's level (level = sum of residuals / (sales + this)); "estimated" takes it from the variances. */
  artistShrinkage: number | "estimated";
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
  /** Each fitted house's (source's) level over the group, and its levels per medium on top. */
  houses: Map<string, { level: number; media: Partial<Record<MediumCategory, number>> }>;
  /** Variances (log^2) of the random effects and of what is left: a new house draws from the first two. */
  variances: { house: number; houseMedium: number; artist: number; residual: number };
  /** How an artist's level carries into a medium group he has no sales in (valuation-medium-groups.ts). */
  groupTransfer: GroupTransfer;
}

/** A group's residuals summed, for the random-effect estimates. */
export interface GroupSum {
  sum: number;
  n: number;
}

/**
 * Between-group variance by the method of moments: the spread of the groups' mean residuals
 * less what their own noise explains (residualVariance / n). Never below `floor`, so a shrinkage
 * stays finite when the groups happen to agree.
 */
export function estimateBetweenVariance(groups: readonly GroupSum[], residualVariance: number, floor = 1e-3): number {
  const usable = groups.filter((g) => g.n > 0);
  if (usable.length < 2) return floor;
  const raw = usable.reduce((s, g) => s + (g.sum / g.n) ** 2 - residualVariance / g.n, 0) / usable.length;
  return Math.max(floor, raw);
}

/** A group's shrunk level: its residual sum over (n + residual / between variance), the random-effect (BLUP) estimate. */
export function shrunkLevel(g: GroupSum, residualVariance: number, betweenVariance: number): number {
  return g.sum / (g.n + residualVariance / betweenVariance);
}

export const DEFAULT_FIT_OPTIONS: Omit<FitOptions, "priors"> = {
  sourceCap: 400,
  ridge: 1,
  artistShrinkage: "estimated",
  minArtistSales: 2,
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

/** Fits the group coefficients, the houses' levels and the artists' levels. */
export function fitSalesModel(lots: readonly TrainingLot[], options: FitOptions): SalesModel {
  const weights = sourceWeights(lots, options.sourceCap, options.sourceTypicality);
  const byArtist = groupIndices(lots, (l) => (l.hasArtist ? l.artistKey : undefined));
  const byHouse = groupIndices(lots, (l) => l.source);
  const byHouseMedium = groupIndices(lots, (l) => `${l.source}|${l.lot.medium}`);
  const recorded = [...byArtist].filter(([, idx]) => idx.length >= options.minArtistSales);
  const recordedKeys = new Set(recorded.map(([key]) => key));
  // Whether a named artist counts as recorded depends on the data fitted, so it is set here.
  const xs = lots.map((l) => encodeLot({ ...l.lot, unrecorded: l.hasArtist && !recordedKeys.has(l.artistKey) }));
  const artistOffset = new Array<number>(lots.length).fill(0);
  const houseOffset = new Array<number>(lots.length).fill(0);
  const priorRows = options.priors.map((p) => ({ x: encodeLot(p.lot), y: p.logPrice, w: p.weight }));
  let coefficients: number[] = [];
  let fitted = new Array<number>(lots.length).fill(0);
  const artists = new Map<string, ArtistLevel>();
  const houses: SalesModel["houses"] = new Map();
  const variances = { house: 0.1, houseMedium: 0.05, artist: 0.5, residual: 1 };
  const residual = (i: number, withHouse: boolean, withArtist: boolean) =>
    lots[i]!.logPrice - fitted[i]! - (withHouse ? houseOffset[i]! : 0) - (withArtist ? artistOffset[i]! : 0);
  const sums = (idx: readonly number[], r: (i: number) => number): GroupSum => ({ sum: idx.reduce((s, i) => s + r(i), 0), n: idx.length });
  // Backfitting: group coefficients on prices net of the random effects, then each effect on what is left.
  for (let iteration = 0; iteration < 8; iteration++) {
    const rows = lots.map((l, i) => ({ x: xs[i]!, y: l.logPrice - artistOffset[i]! - houseOffset[i]!, w: weights[i]! }));
    coefficients = fitGroup([...rows, ...priorRows], options.ridge);
    fitted = xs.map((x) => x.reduce((s, v, k) => s + v * (coefficients[k] ?? 0), 0));
    variances.residual = lots.reduce((s, _, i) => s + residual(i, true, true) ** 2, 0) / Math.max(1, lots.length);

    // The house's level, then its level in each medium on top, both on prices net of the artists.
    // The variances an owner's (regional) house draws from: the international houses' levels are fitted, not drawn.
    const regional = (idx: readonly number[]) => !lots[idx[0]!]!.lot.majorHouse;
    variances.house = estimateBetweenVariance(
      [...byHouse.values()].filter(regional).map((idx) => sums(idx, (i) => residual(i, false, true))),
      variances.residual,
    );
    for (const [house, idx] of byHouse) {
      houses.set(house, {
        level: shrunkLevel(
          sums(idx, (i) => residual(i, false, true)),
          variances.residual,
          variances.house,
        ),
        media: {},
      });
    }
    const houseMediumSums = [...byHouseMedium].map(([key, idx]) => {
      const house = houses.get(key.slice(0, key.indexOf("|")))!;
      return { key, idx, g: sums(idx, (i) => residual(i, false, true) - house.level) };
    });
    variances.houseMedium = estimateBetweenVariance(
      houseMediumSums.filter((h) => regional(h.idx)).map((h) => h.g),
      variances.residual,
    );
    for (const { key, idx, g } of houseMediumSums) {
      const house = houses.get(key.slice(0, key.indexOf("|")))!;
      const medium = key.slice(key.indexOf("|") + 1) as MediumCategory;
      house.media[medium] = shrunkLevel(g, variances.residual, variances.houseMedium);
      for (const i of idx) houseOffset[i] = house.level + house.media[medium];
    }

    // Artists' levels on prices net of the house (a recorded artist's lots are encoded as recorded).
    const artistResidual = (i: number) => residual(i, true, false);
    variances.artist = estimateBetweenVariance(
      recorded.map(([, idx]) => sums(idx, artistResidual)),
      variances.residual,
    );
    const artistShrinkage = options.artistShrinkage === "estimated" ? variances.residual / variances.artist : options.artistShrinkage;
    for (const [key, idx] of recorded) {
      const residuals = idx.map(artistResidual);
      const major = idx.filter((i) => lots[i]!.lot.majorHouse).length;
      const level = residuals.reduce((s, r) => s + r, 0) / (idx.length + artistShrinkage);
      // The artist's level in each medium, shrunk towards their overall level.
      const byMedium = new Map<MediumCategory, GroupSum>();
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
      for (const i of idx) artistOffset[i] = level + (mediumLevels[lots[i]!.lot.medium] ?? 0);
    }
  }
  const groupTransfer = fitGroupTransfer(
    recorded.map(([, idx]) => idx),
    (i) => residual(i, true, false),
    (i) => lots[i]!.lot.medium,
    options.artistShrinkage === "estimated" ? variances.residual / variances.artist : options.artistShrinkage,
  );
  return { coefficients, artists, houses, variances, groupTransfer };
}

/**
 * For each medium group, a weighted regression over the artists who sold both in it and outside
 * it: their mean residual in the group (y) on their shrunk level outside it (x). A painter with a
 * record sells his prints at offset + slope x that level, not at it. Each artist weighs
 * n / (n + shrinkage) by his sales in the group; the slope is kept within 0-1.
 */
export function fitGroupTransfer(
  artistLots: readonly (readonly number[])[],
  residualOf: (i: number) => number,
  mediumOf: (i: number) => MediumCategory,
  shrinkage: number,
): GroupTransfer {
  const transfer: GroupTransfer = {};
  for (const group of MEDIUM_GROUPS) {
    const points: { x: number; y: number; w: number }[] = [];
    for (const idx of artistLots) {
      const inside = idx.filter((i) => MEDIUM_GROUP_OF[mediumOf(i)] === group);
      const outside = idx.filter((i) => MEDIUM_GROUP_OF[mediumOf(i)] !== group);
      if (inside.length === 0 || outside.length === 0) continue;
      const x = outside.reduce((s, i) => s + residualOf(i), 0) / (outside.length + shrinkage);
      const y = inside.reduce((s, i) => s + residualOf(i), 0) / inside.length;
      points.push({ x, y, w: inside.length / (inside.length + shrinkage) });
    }
    const w = points.reduce((s, p) => s + p.w, 0);
    if (points.length < 10 || w <= 0) continue;
    const mx = points.reduce((s, p) => s + p.w * p.x, 0) / w;
    const my = points.reduce((s, p) => s + p.w * p.y, 0) / w;
    const sxx = points.reduce((s, p) => s + p.w * (p.x - mx) ** 2, 0);
    const sxy = points.reduce((s, p) => s + p.w * (p.x - mx) * (p.y - my), 0);
    const slope = Math.min(1, Math.max(0, sxx > 0 ? sxy / sxx : 0));
    transfer[group] = { offset: my - slope * mx, slope, artists: points.length };
  }
  return transfer;
}

function groupIndices(lots: readonly TrainingLot[], keyOf: (l: TrainingLot) => string | undefined): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  lots.forEach((l, i) => {
    const key = keyOf(l);
    if (key === undefined) return;
    const list = groups.get(key) ?? [];
    list.push(i);
    groups.set(key, list);
  });
  return groups;
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
  const { level, majorShare } = artistLevelInMedium(
    {
      level: artist.level,
      majorShare: artist.majorShare,
      mediumOffset: artist.mediumLevels[lot.medium],
      mediaSold: Object.keys(artist.mediumSales) as MediumCategory[],
    },
    lot.medium,
    model.groupTransfer,
  );
  return { logPrice: majorShare * atMajor + (1 - majorShare) * atRegional + level, artist };
}
