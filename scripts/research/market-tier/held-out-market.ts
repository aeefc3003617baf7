/**
 * The market tier measured as `npm run eval` publishes it (decision 0035, issue 49), from the
 * eval's own held-out rows and ../shared only:
 * - the general house (Cabral Moncada) held out by time: the tier model fitted on its sales before
 *   2019-07-01 scores the later ones, and the reverse; the appraisal and the quick estimate from
 *   the same inputs, each with the product's wired ranges (market from the evidence);
 * - the curated regional houses held out by house: the eval's fine-art ranges against the same
 *   lots with the committed tier model applied, as the product now draws them.
 */
import { MARKET_TIER_MODEL, type MarketTierModel } from "@engine/knowledge";
import { RANGE_MAX_RATIO } from "@engine/training";
import { toTierEvidence } from "@engine/valuation";
import { appraiseToday, fineArtOf, quickToday } from "./baseline";
import { fitEvidence, fitGeneralEffect, fitGeneralScale, priceWithTiers, type TierLot } from "./fit-tier";
import { loadGeneralLots, TIME_SPLIT, type GeneralLot } from "./general-lots";
import { sliceFigures, type ScoredLot } from "./score";
import { tierOfHouse } from "./tier-map";

/** A held-out regional row as the eval has it (toHeldOutRows). */
export interface HeldOutRow {
  pred: {
    lot: {
      source: string;
      hasArtist: boolean;
      logPrice: number;
      lot: { medium: string; signed?: boolean; attributionQualified?: boolean; reproduction?: boolean };
    };
    group: string;
    logPredicted: number;
  };
  likely: number;
  wide: number;
  weight: number;
}

/** The eval's row as the tier model reads it: the fine-art range is the eval's own. */
export function toTierLot(r: HeldOutRow): TierLot {
  const l = r.pred.lot;
  return {
    house: l.source,
    evidence: {
      medium: l.lot.medium as TierLot["evidence"]["medium"],
      named: l.hasArtist && !l.lot.reproduction,
      recorded: l.hasArtist && !r.pred.group.startsWith("no sales record"),
      signed: l.lot.signed ?? undefined,
      qualified: Boolean(l.lot.attributionQualified),
      documents: 0,
      reproduction: Boolean(l.lot.reproduction),
    },
    today: {
      likely: { low: Math.exp(r.pred.logPredicted - r.likely), high: Math.exp(r.pred.logPredicted + r.likely) },
      wide: { low: Math.exp(r.pred.logPredicted - r.wide), high: Math.exp(r.pred.logPredicted + r.wide) },
    },
    logPrice: l.logPrice,
    weight: r.weight,
  };
}

const balanced = (lots: readonly TierLot[]) => {
  const n = new Map<string, number>();
  for (const l of lots) n.set(l.house, (n.get(l.house) ?? 0) + 1);
  return lots.map((l) => ({ ...l, weight: 1 / n.get(l.house)! }));
};

/** The tier model fitted on some general-house lots (the evidence shares from the curated rows, as the committed fit). */
export function fitTierModel(
  generalTrain: readonly TierLot[],
  regional: readonly TierLot[],
  prior = MARKET_TIER_MODEL.evidence.prior,
): MarketTierModel {
  const generalEffect = fitGeneralEffect(generalTrain);
  const fineArt = regional.filter((l) => tierOfHouse(l.house) === "fine-art");
  const otherGeneral = regional.filter((l) => tierOfHouse(l.house) === "general");
  return {
    generalEffect,
    generalScale: fitGeneralScale(generalTrain, generalEffect),
    evidence: fitEvidence(balanced(fineArt), balanced([...generalTrain, ...otherGeneral]), prior),
    maxRatio: { ...RANGE_MAX_RATIO },
  };
}

/** Lots scored with the market from the evidence ("wired"), or with the fine-art range alone ("before"). */
export function scoreTier(lots: readonly TierLot[], model: MarketTierModel | undefined): ScoredLot[] {
  return lots.map((l) => {
    const r = model ? priceWithTiers(l, model) : l.today;
    return {
      logPrice: l.logPrice,
      mid: Math.sqrt(r.likely.low * r.likely.high),
      low: r.likely.low,
      high: r.likely.high,
      wideLow: r.wide.low,
      wideHigh: r.wide.high,
      medium: l.evidence.medium,
      weight: l.weight,
    };
  });
}

export type Slices = ReturnType<typeof sliceFigures>;
export interface GeneralByTime {
  fold: string;
  fitted: number;
  appraisal: { before: Slices; wired: Slices };
  /** The appraisal when the owner writes where it was bought ("at an online auction"). */
  venueStated: Slices;
  quick: { before: Slices; wired: Slices };
  /** The quick estimate when the visitor answers where it was bought: "Online, a local auction, a market or a shop". */
  quickVenueStated: Slices;
}

/** What an owner of one of these lots would write of where it was bought (a general house's online sale). */
export const VENUE_STATED = "Bought at an online auction in Lisbon.";

function toDatedTierLot(l: GeneralLot, v: ReturnType<typeof appraiseToday>) {
  const f = fineArtOf(v);
  const lot: TierLot = {
    house: "cml_lisbon",
    evidence: toTierEvidence(v, 0),
    today: { likely: { low: f.low, high: f.high }, wide: f.wide },
    logPrice: Math.log(l.priceUsd),
    weight: 1,
  };
  return { date: l.saleDate, lot };
}

/** The general house held out by time, both directions, appraisal and quick estimate. */
export function measureGeneralByTime(evaldataDir: string, regional: readonly TierLot[]): GeneralByTime[] {
  const lots = loadGeneralLots(evaldataDir);
  const appraisal = lots.map((l) => toDatedTierLot(l, appraiseToday(l)));
  const venueStated = lots.map((l) => toDatedTierLot(l, appraiseToday(l, VENUE_STATED)));
  // The quick estimate asks no signature: that evidence is unknown to it.
  const quick = lots.map((l, i) => {
    const q = fineArtOf(quickToday(l));
    const a = appraisal[i]!.lot;
    return {
      date: l.saleDate,
      lot: { ...a, evidence: { ...a.evidence, signed: undefined }, today: { likely: { low: q.low, high: q.high }, wide: q.wide } },
    };
  });
  // The visitor answers "Online, a local auction, a market or a shop": the venue is evidence, the
  // fine-art range is unchanged (the answer does not enter the provenance factor).
  const quickVenueStated = quick.map((q) => ({ ...q, lot: { ...q.lot, evidence: { ...q.lot.evidence, venue: "general" as const } } }));
  const folds = [
    [`fit before ${TIME_SPLIT} -> score from it`, (d: string) => d < TIME_SPLIT],
    [`fit from ${TIME_SPLIT} -> score before it`, (d: string) => d >= TIME_SPLIT],
  ] as const;
  return folds.map(([fold, inTrain]) => {
    const model = fitTierModel(
      appraisal.filter((l) => inTrain(l.date)).map((l) => l.lot),
      regional,
    );
    const test = (rows: typeof appraisal) => rows.filter((l) => !inTrain(l.date)).map((l) => l.lot);
    return {
      fold,
      fitted: appraisal.filter((l) => inTrain(l.date)).length,
      appraisal: { before: sliceFigures(scoreTier(test(appraisal), undefined)), wired: sliceFigures(scoreTier(test(appraisal), model)) },
      venueStated: sliceFigures(scoreTier(test(venueStated), model)),
      quick: { before: sliceFigures(scoreTier(test(quick), undefined)), wired: sliceFigures(scoreTier(test(quick), model)) },
      quickVenueStated: sliceFigures(scoreTier(test(quickVenueStated), model)),
    };
  });
}

/** The curated regional houses held out by house: before the tier and as the product now draws them. */
export function measureCuratedWithTier(regional: readonly TierLot[]) {
  const fineArt = regional.filter((l) => tierOfHouse(l.house) === "fine-art");
  const byHouse = [...new Set(regional.map((l) => l.house))].sort().map((house) => {
    const lots = regional.filter((l) => l.house === house);
    return { house, before: sliceFigures(scoreTier(lots, undefined)).all, wired: sliceFigures(scoreTier(lots, MARKET_TIER_MODEL)).all };
  });
  return {
    ten: { before: sliceFigures(scoreTier(regional, undefined)), wired: sliceFigures(scoreTier(regional, MARKET_TIER_MODEL)) },
    fineArt: { before: sliceFigures(scoreTier(fineArt, undefined)).all, wired: sliceFigures(scoreTier(fineArt, MARKET_TIER_MODEL)).all },
    byHouse,
  };
}
