/**
 * The fitting steps of the market-tier model (decision 0035), separate from the script that runs
 * them so each is small: the general-house effect on top of today's midpoint (a median
 * regression, ridge-shrunk), the general house's spread per range and medium, and the evidence
 * log odds from how often each kind of evidence occurs at the general and the fine-art houses.
 * Deterministic: no sampling anywhere, so no seed is needed (the splits are by date and house).
 */
import { weightedQuantile } from "@engine/training";
import { MEDIUM_CATEGORIES, type MarketTierModel } from "@engine/knowledge";
import { computeGeneralEffect, computeTierAdjustedRanges, type FineArtRange, type TierEvidence } from "@engine/valuation";

/** A priced lot: its evidence, today's ranges and the price paid (log USD). */
export interface TierLot {
  house: string;
  evidence: TierEvidence;
  today: FineArtRange;
  logPrice: number;
  /** 1 / its house's lots where houses are pooled; 1 otherwise. */
  weight: number;
}

const CENTRE = Math.log(1000);
const LN2 = Math.log(2);
const LN5 = Math.log(5);
/** Pseudo-lots a medium's own figure is shrunk with towards the overall one. */
export const MEDIUM_SHRINKAGE = 100;
const logMid = (l: TierLot) => Math.log(l.today.likely.low * l.today.likely.high) / 2;

function features(l: TierLot): number[] {
  const e = l.evidence;
  return [
    1,
    ...MEDIUM_CATEGORIES.map((m) => (e.medium === m ? 1 : 0)),
    e.named ? 0 : 1,
    e.named && e.recorded ? 1 : 0,
    e.signed === true ? 1 : 0,
    e.signed === false ? 1 : 0,
    logMid(l) - CENTRE,
  ];
}
/** Ridge per coefficient (the intercept is free; media shrink hardest towards the intercept). */
const RIDGE = [0, ...MEDIUM_CATEGORIES.map(() => 30), 5, 5, 5, 5, 5];

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Median regression (iteratively reweighted least squares) of log(paid / today's midpoint). */
export function fitGeneralEffect(lots: readonly TierLot[]): MarketTierModel["generalEffect"] {
  const x = lots.map(features);
  const y = lots.map((l) => l.logPrice - logMid(l));
  const k = x[0]!.length;
  let beta = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? RIDGE[i]! : 0)));
    const b = new Array<number>(k).fill(0);
    x.forEach((row, n) => {
      const res = y[n]! - row.reduce((s, v, i) => s + v * beta[i]!, 0);
      const w = lots[n]!.weight / Math.max(0.05, Math.abs(res));
      for (let i = 0; i < k; i++) {
        b[i]! += w * row[i]! * y[n]!;
        for (let j = 0; j < k; j++) a[i]![j]! += w * row[i]! * row[j]!;
      }
    });
    // The IRLS weights are ~1/|res|: scale the ridge with them so it stays comparable to a lot's pull.
    const meanW = a[0]![0]! / lots.length;
    for (let i = 0; i < k; i++) a[i]![i]! += RIDGE[i]! * (meanW - 1);
    beta = solve(a, b);
  }
  const r4 = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    intercept: r4(beta[0]!),
    medium: Object.fromEntries(MEDIUM_CATEGORIES.map((m, i) => [m, r4(beta[1 + i]!)])),
    anonymous: r4(beta[7]!),
    recorded: r4(beta[8]!),
    signed: r4(beta[9]!),
    unsigned: r4(beta[10]!),
    slope: r4(beta[11]!),
    centre: r4(CENTRE),
  };
}

/** Laplace scales per range: the quantile of |residual| each range must hold, per medium, shrunk. */
export function fitGeneralScale(lots: readonly TierLot[], effect: MarketTierModel["generalEffect"]): MarketTierModel["generalScale"] {
  const model = { generalEffect: effect } as MarketTierModel;
  const res = lots.map((l) => Math.abs(l.logPrice - logMid(l) - computeGeneralEffect(l.evidence, logMid(l), model)));
  const w = lots.map((l) => l.weight);
  const scaleFor = (q: number, k: number) => {
    const all = weightedQuantile(res, w, q) / k;
    const out: Record<string, number> = { all: Math.round(all * 1e4) / 1e4 };
    for (const m of MEDIUM_CATEGORIES) {
      const idx = lots.map((l, i) => (l.evidence.medium === m ? i : -1)).filter((i) => i >= 0);
      if (idx.length === 0) continue;
      const own =
        weightedQuantile(
          idx.map((i) => res[i]!),
          idx.map((i) => w[i]!),
          q,
        ) / k;
      const s = (idx.length * Math.log(own) + MEDIUM_SHRINKAGE * Math.log(all)) / (idx.length + MEDIUM_SHRINKAGE);
      out[m] = Math.round(Math.exp(s) * 1e4) / 1e4;
    }
    return out;
  };
  return { likely: scaleFor(0.5, LN2), wide: scaleFor(0.8, LN5) };
}

type Shares = Record<string, number>;
/** Weighted shares of each evidence state among lots (house-balanced weights), smoothed by half a lot. */
function evidenceShares(lots: readonly TierLot[]): Shares {
  const total = lots.reduce((s, l) => s + l.weight, 0);
  const named = lots.filter((l) => l.evidence.named);
  const namedW = named.reduce((s, l) => s + l.weight, 0);
  const stated = lots.filter((l) => l.evidence.signed !== undefined).reduce((s, l) => s + l.weight, 0);
  const share = (sub: readonly TierLot[], of: number) =>
    (sub.reduce((s, l) => s + l.weight, 0) + 0.5 / lots.length) / (of + 1 / lots.length);
  const media = Object.fromEntries(
    MEDIUM_CATEGORIES.map((m) => [
      `medium:${m}`,
      share(
        lots.filter((l) => l.evidence.medium === m),
        total,
      ),
    ]),
  );
  return {
    ...media,
    named: share(named, total),
    anonymous: share(
      lots.filter((l) => !l.evidence.named),
      total,
    ),
    recorded: share(
      named.filter((l) => l.evidence.recorded),
      namedW,
    ),
    unrecorded: share(
      named.filter((l) => !l.evidence.recorded),
      namedW,
    ),
    qualified: share(
      named.filter((l) => l.evidence.qualified),
      namedW,
    ),
    // Among lots whose signature is stated only: whether a source states it at all is its own habit
    // (Agra-Art rarely does, Cabral Moncada mostly does), not something an owner's piece shows.
    signed: share(
      lots.filter((l) => l.evidence.signed === true),
      stated,
    ),
    unsigned: share(
      lots.filter((l) => l.evidence.signed === false),
      stated,
    ),
  };
}

/** Largest |log likelihood ratio| one kind of evidence may carry (a source's habits are not an owner's). */
export const MAX_EVIDENCE_LOG_ODDS = 2;
/** Not in any sales record, so assumed, not fitted: each uploaded document (max 3) as strong as a recorded name's typical ratio. */
export const ASSUMED_DOCUMENT_LOG_ODDS = 0.7;

/**
 * Not in any sales record either, so assumed: the owner's word on where it was bought. A piece
 * bought at a flea market, an antiques shop or online was last sold in the general market and is
 * offered there again unless a curated house takes it (-4: a named, signed painting goes from
 * about 93% to about 20% fine-art); a gallery or a major house is weaker evidence the other way
 * (+1.5), since a gallery's retail price says little of what an auction pays.
 */
export const ASSUMED_VENUE_LOG_ODDS = { general: -4, "fine-art": 1.5 } as const;

/** Naive-Bayes log odds (fine-art : general) of each evidence state, from the two tiers' shares. */
export function fitEvidence(fineArt: readonly TierLot[], general: readonly TierLot[], prior: number): MarketTierModel["evidence"] {
  const f = evidenceShares(fineArt);
  const g = evidenceShares(general);
  const lr = (k: string) => {
    const v = Math.log(f[k]! / g[k]!);
    return Math.round(Math.max(-MAX_EVIDENCE_LOG_ODDS, Math.min(MAX_EVIDENCE_LOG_ODDS, v)) * 1e4) / 1e4;
  };
  return {
    prior,
    named: lr("named"),
    anonymous: lr("anonymous"),
    recorded: lr("recorded"),
    unrecorded: lr("unrecorded"),
    signed: lr("signed"),
    unsigned: lr("unsigned"),
    unstated: 0,
    // The sources mark qualified attributions in their own words and languages (English "school
    // of" in the artist field, Portuguese "atribuído" in Lisbon): not comparable, so not fitted.
    qualified: 0,
    medium: Object.fromEntries(MEDIUM_CATEGORIES.map((m) => [m, lr(`medium:${m}`)])),
    perDocument: ASSUMED_DOCUMENT_LOG_ODDS,
    maxDocuments: 3,
    venue: { ...ASSUMED_VENUE_LOG_ODDS },
  };
}

/** The lot priced by the model: both ranges as the module draws them. */
export function priceWithTiers(l: TierLot, model: MarketTierModel, forceGeneral = false) {
  const m: MarketTierModel = forceGeneral ? { ...model, evidence: { ...model.evidence, prior: -50 } } : model;
  return computeTierAdjustedRanges(l.evidence, l.today, m);
}
