/**
 * Issue 49's "prices read from the photo": does what the engine reads from a catalogue photo
 * (photo-features.ts) say more about the price than medium, size, date, signature and the artist's
 * record already do? Measured on the general house (Cabral Moncada, Lisbon) held out by time as
 * the issue asks (fit on the sales before 2019-07-01, score the later ones, and the reverse), and
 * leave-one-sale-out over its 12 sales.
 *
 * The base is the market-tier model with the market known (decision 0035): today's midpoint plus
 * the general-house effect, fitted on the training lots only. On top of it, a median regression
 * (IRLS) of the remaining log error on the standardised photo features, ridge-shrunk, its
 * strength chosen by leave-one-sale-out inside the training lots. Both ranges keep their
 * construction: centred on the prediction, half-widths the training lots' median and 80th
 * percentile |error|, out of fold for the photo model, so the two are compared on equal terms.
 * Deterministic (no sampling; the folds are sales and dates): no seed is needed.
 *
 *   npx tsx scripts/research/photo-price/photo-features.ts     # once, ~10 min (cached in /tmp)
 *   npx tsx scripts/research/photo-price/fit-photo-price.ts [evaldataDir]
 */
import path from "node:path";
import { solveLinear as solve, weightedQuantile } from "@engine/training";
import { computeGeneralEffect, toTierEvidence } from "@engine/valuation";
import type { MarketTierModel } from "@engine/knowledge";
import { appraiseToday } from "../market-tier/baseline";
import { fitGeneralEffect, type TierLot } from "../market-tier/fit-tier";
import { loadGeneralLots, TIME_SPLIT, type GeneralLot } from "../market-tier/general-lots";
import { figuresOf, formatLine, type ScoredLot } from "../market-tier/score";
import { loadPhotoFeatures, type PhotoFeatureRow } from "./photo-features";

const evaldataDir = path.resolve(process.argv[2] ?? "../shared/evaldata");
const RIDGE_GRID = [3, 10, 30, 100, 300, 1000, 3000];

interface Lot {
  lot: GeneralLot;
  tier: TierLot;
  photo: PhotoFeatureRow;
}

/** The base prediction (log USD): today's midpoint plus the general effect fitted on `train`. */
function baseModel(train: readonly Lot[]) {
  const model = { generalEffect: fitGeneralEffect(train.map((l) => l.tier)) } as MarketTierModel;
  return (l: Lot) => {
    const mid = Math.log(l.tier.today.likely.low * l.tier.today.likely.high) / 2;
    return mid + computeGeneralEffect(l.tier.evidence, mid, model);
  };
}

/** A median regression of `target` on the photo features (standardised on `train`), ridge `lambda`. */
function fitPhotoSignal(train: readonly Lot[], target: readonly number[], names: readonly string[], lambda: number) {
  const mean = names.map((n) => train.reduce((s, l) => s + l.photo[n]!, 0) / train.length);
  const sd = names.map((n, j) => Math.sqrt(train.reduce((s, l) => s + (l.photo[n]! - mean[j]!) ** 2, 0) / train.length) || 1);
  const x = (l: Lot) => [1, ...names.map((n, j) => (l.photo[n]! - mean[j]!) / sd[j]!)];
  const rows = train.map(x);
  let w = rows.map(() => 1);
  let beta = new Array<number>(names.length + 1).fill(0);
  for (let iter = 0; iter < 12; iter++) {
    const k = beta.length;
    const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j && i > 0 ? lambda : 0)));
    const b = new Array<number>(k).fill(0);
    rows.forEach((r, i) => {
      for (let p = 0; p < k; p++) {
        b[p]! += w[i]! * r[p]! * target[i]!;
        for (let q = 0; q < k; q++) a[p]![q]! += w[i]! * r[p]! * r[q]!;
      }
    });
    beta = solve(a, b);
    w = rows.map((r, i) => 1 / Math.max(0.05, Math.abs(target[i]! - r.reduce((s, v, j) => s + v * beta[j]!, 0))));
  }
  return (l: Lot) => x(l).reduce((s, v, j) => s + v * beta[j]!, 0);
}

const groupsOf = (lots: readonly Lot[]) => [...new Set(lots.map((l) => l.lot.saleId))];
const medianAbs = (e: readonly number[]) =>
  weightedQuantile(
    e.map(Math.abs),
    e.map(() => 1),
    0.5,
  );

/** Out-of-fold predictions over `lots` by sale, for `fit` (a function of the training lots). */
function outOfFold(lots: readonly Lot[], fit: (train: readonly Lot[]) => (l: Lot) => number): number[] {
  const out = new Array<number>(lots.length);
  for (const sale of groupsOf(lots)) {
    const predict = fit(lots.filter((l) => l.lot.saleId !== sale));
    lots.forEach((l, i) => {
      if (l.lot.saleId === sale) out[i] = predict(l);
    });
  }
  return out;
}

/** The photo model fitted on `train`, its ridge chosen by leave-one-sale-out inside `train`. */
function fitWithPhoto(train: readonly Lot[], names: readonly string[]) {
  const withLambda = (lambda: number) => (t: readonly Lot[]) => {
    const base = baseModel(t);
    const signal = fitPhotoSignal(
      t,
      t.map((l) => l.tier.logPrice - base(l)),
      names,
      lambda,
    );
    return (l: Lot) => base(l) + signal(l);
  };
  let best = { lambda: RIDGE_GRID[0]!, error: Infinity };
  for (const lambda of RIDGE_GRID) {
    const oof = outOfFold(train, withLambda(lambda));
    const error = medianAbs(train.map((l, i) => l.tier.logPrice - oof[i]!));
    if (error < best.error) best = { lambda, error };
  }
  return { predict: withLambda(best.lambda)(train), lambda: best.lambda, trainResiduals: outOfFold(train, withLambda(best.lambda)) };
}

function scored(lots: readonly Lot[], centre: readonly number[], spread: readonly number[]): ScoredLot[] {
  const likely = weightedQuantile(
    spread.map(Math.abs),
    spread.map(() => 1),
    0.5,
  );
  const wide = weightedQuantile(
    spread.map(Math.abs),
    spread.map(() => 1),
    0.8,
  );
  return lots.map((l, i) => ({
    logPrice: l.tier.logPrice,
    mid: Math.exp(centre[i]!),
    low: Math.exp(centre[i]! - likely),
    high: Math.exp(centre[i]! + likely),
    wideLow: Math.exp(centre[i]! - wide),
    wideHigh: Math.exp(centre[i]! + wide),
    medium: l.tier.evidence.medium,
  }));
}

function compare(title: string, train: readonly Lot[], test: readonly Lot[], names: readonly string[]) {
  const base = baseModel(train);
  const baseTrainOof = outOfFold(train, baseModel);
  const without = scored(
    test,
    test.map(base),
    train.map((l, i) => l.tier.logPrice - baseTrainOof[i]!),
  );
  const photo = fitWithPhoto(train, names);
  const withPhoto = scored(
    test,
    test.map(photo.predict),
    train.map((l, i) => l.tier.logPrice - photo.trainResiduals[i]!),
  );
  console.log(`\n${title} (${train.length} -> ${test.length} lots; photo ridge ${photo.lambda})`);
  console.log(formatLine("  without the photo", figuresOf(without)));
  console.log(formatLine("  with the photo", figuresOf(withPhoto)));
  for (const medium of [...new Set(test.map((l) => l.tier.evidence.medium))].sort()) {
    const pick = (s: ScoredLot[]) => s.filter((r) => r.medium === medium);
    if (pick(without).length < 100) continue;
    console.log(formatLine(`  ${medium}, without`, figuresOf(pick(without))));
    console.log(formatLine(`  ${medium}, with`, figuresOf(pick(withPhoto))));
  }
}

const generalLots = loadGeneralLots(evaldataDir);
const photos = await loadPhotoFeatures(evaldataDir);
if (photos.length !== generalLots.length) throw new Error(`photos ${photos.length} != lots ${generalLots.length}`);
const lots: Lot[] = [];
generalLots.forEach((lot, i) => {
  const photo = photos[i];
  if (!photo) return;
  const v = appraiseToday(lot);
  const tier: TierLot = {
    house: "cml_lisbon",
    evidence: toTierEvidence(v, 0),
    today: { likely: { low: v.low, high: v.high }, wide: v.wide },
    logPrice: Math.log(lot.priceUsd),
    weight: 1,
  };
  lots.push({ lot, tier, photo });
});
// Features every photo has (the style probabilities are of the top three styles: absent means 0).
const names = [...new Set(lots.flatMap((l) => Object.keys(l.photo)))].sort();
for (const l of lots) for (const n of names) l.photo[n] ??= 0;
console.log(`${lots.length} of ${generalLots.length} sold lots with a photo; ${names.length} photo features`);

const before = lots.filter((l) => l.lot.saleDate < TIME_SPLIT);
const after = lots.filter((l) => l.lot.saleDate >= TIME_SPLIT);
compare(`fit before ${TIME_SPLIT}, score from it`, before, after, names);
compare(`fit from ${TIME_SPLIT}, score before it`, after, before, names);

// Leave one sale out over all 12 sales: every lot predicted by a model that never saw its sale.
const oofBase = outOfFold(lots, baseModel);
const oofPhoto = outOfFold(lots, (train) => fitWithPhoto(train, names).predict);
console.log("\nleave one sale out, median |log error|:");
console.log(`  without the photo ${medianAbs(lots.map((l, i) => l.tier.logPrice - oofBase[i]!)).toFixed(3)}`);
console.log(`  with the photo    ${medianAbs(lots.map((l, i) => l.tier.logPrice - oofPhoto[i]!)).toFixed(3)}`);
