/**
 * Fits and measures issue 49's market-tier model (decision 0035) and writes
 * engine/knowledge/market-tier-model.ts (derived numbers only, no rows).
 *
 * - The general house (Cabral Moncada, Lisbon) held out by time: fitted on its sales before
 *   2019-07-01 and scored on the later ones, and the reverse; tier known and tier from evidence.
 * - The fine-art (curated) regional houses held out by house: today's `npm run eval` ranges
 *   (cached by heldout-curated.ts) against the same with the tier model, and the two other
 *   general houses in the data (Veritas, Catawiki) priced with the Lisbon-fitted general effect.
 *
 *   npx tsx scripts/research/market-tier/heldout-curated.ts   # once, about 2.5 min
 *   npx tsx scripts/research/market-tier/fit-market-tier.ts [evaldataDir] [--write]
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RANGE_MAX_RATIO } from "@engine/training";
import { type MarketTierModel } from "@engine/knowledge";
import { toTierEvidence } from "@engine/valuation";
import { appraiseToday, fineArtOf, quickToday } from "./baseline";
import { fitEvidence, fitGeneralEffect, fitGeneralScale, priceWithTiers, type TierLot } from "./fit-tier";
import { loadGeneralLots, TIME_SPLIT } from "./general-lots";
import { figuresOf, formatLine, meetsTargets, printSlices, sliceFigures, type ScoredLot } from "./score";
import { HOUSE_TIERS, tierOfHouse } from "./tier-map";

const evaldataDir = path.resolve(process.argv.find((a, i) => i >= 2 && !a.startsWith("--")) ?? "../shared/evaldata");
const CACHE = "/tmp/market-tier-curated-heldout.json";
/**
 * Owner prior (log odds of the fine-art market before any evidence; sensitivity printed below):
 * the lowest that keeps the curated houses held out by house within 3 points of their likely-range
 * coverage before the tier (8 fine-art houses 55.7% -> 53.3%, the eval's ten houses 49.7% ->
 * 48.1%); at 0.5 the fine-art houses fall to 52.4%, at 1 the general house loses 3 more points.
 */
export const PRIOR_LOG_ODDS = 0.75;

interface CachedRow {
  source: string;
  medium: TierLot["evidence"]["medium"];
  hasArtist: boolean;
  signed: boolean | null;
  qualified: boolean;
  reproduction: boolean;
  group: string;
  logPrice: number;
  logPredicted: number;
  likely: number;
  wide: number;
  weight: number;
}

// The general house's lots as the product sees them today.
const general: (TierLot & { date: string })[] = loadGeneralLots(evaldataDir).map((l) => {
  const v = appraiseToday(l);
  const f = fineArtOf(v);
  return {
    house: "cml_lisbon",
    date: l.saleDate,
    evidence: toTierEvidence(v, 0),
    today: { likely: { low: f.low, high: f.high }, wide: f.wide },
    logPrice: Math.log(l.priceUsd),
    weight: 1,
  };
});

// The same lots through the quick estimate: its form asks no signature, so that evidence is unknown.
const quick: (TierLot & { date: string })[] = loadGeneralLots(evaldataDir).map((l, i) => {
  const q = fineArtOf(quickToday(l));
  return {
    ...general[i]!,
    evidence: { ...general[i]!.evidence, signed: undefined },
    today: { likely: { low: q.low, high: q.high }, wide: q.wide },
  };
});

// Held-out rows of the regional houses in today's eval, with the evidence they carry.
const cached: CachedRow[] = existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, "utf8")) as CachedRow[]) : [];
if (!cached.length) console.log(`(no ${CACHE}: run heldout-curated.ts first for the curated-house figures)`);
const regional: TierLot[] = cached.map((r) => ({
  house: r.source,
  evidence: {
    medium: r.medium,
    named: r.hasArtist && !r.reproduction,
    recorded: r.hasArtist && !r.group.startsWith("no sales record"),
    signed: r.signed ?? undefined,
    qualified: r.qualified,
    documents: 0,
    reproduction: r.reproduction,
  },
  today: {
    likely: { low: Math.exp(r.logPredicted - r.likely), high: Math.exp(r.logPredicted + r.likely) },
    wide: { low: Math.exp(r.logPredicted - r.wide), high: Math.exp(r.logPredicted + r.wide) },
  },
  logPrice: r.logPrice,
  weight: r.weight,
}));
const fineArtHouses = regional.filter((l) => tierOfHouse(l.house) === "fine-art");
const otherGeneral = regional.filter((l) => tierOfHouse(l.house) === "general");
/** Every house weighing the same inside a pool (the cached weights already are 1 / the house's lots). */
const balanced = (lots: readonly TierLot[]) => {
  const n = new Map<string, number>();
  for (const l of lots) n.set(l.house, (n.get(l.house) ?? 0) + 1);
  return lots.map((l) => ({ ...l, weight: 1 / n.get(l.house)! }));
};

function fitModel(generalTrain: readonly TierLot[], prior = PRIOR_LOG_ODDS): MarketTierModel {
  const generalEffect = fitGeneralEffect(generalTrain);
  return {
    generalEffect,
    generalScale: fitGeneralScale(generalTrain, generalEffect),
    // Evidence shares: general houses are the Lisbon training lots plus Veritas and Catawiki, each house the same.
    evidence: fitEvidence(balanced(fineArtHouses), balanced([...generalTrain, ...otherGeneral]), prior),
    maxRatio: { ...RANGE_MAX_RATIO },
  };
}

function score(lots: readonly TierLot[], model: MarketTierModel, mode: "today" | "tier known" | "evidence"): ScoredLot[] {
  return lots.map((l) => {
    const r =
      mode === "today"
        ? { likely: l.today.likely, wide: l.today.wide }
        : priceWithTiers(l, model, mode === "tier known" && tierOfHouse(l.house) === "general");
    const known = mode === "tier known" && tierOfHouse(l.house) === "fine-art" ? { likely: l.today.likely, wide: l.today.wide } : r;
    return {
      logPrice: l.logPrice,
      mid: Math.sqrt(known.likely.low * known.likely.high),
      low: known.likely.low,
      high: known.likely.high,
      wideLow: known.wide.low,
      wideHigh: known.wide.high,
      medium: l.evidence.medium,
      weight: l.weight,
    };
  });
}

const report: Record<string, unknown> = {};
function show(title: string, rows: ScoredLot[], key: string) {
  const s = sliceFigures(rows);
  printSlices(title, s);
  const misses = [["all", s.all] as const, ...Object.entries(s.byMedium)].flatMap(([k, f]) => meetsTargets(f).map((m) => `${k}: ${m}`));
  console.log(misses.length ? `  issue 49 targets not met: ${misses.join("; ")}` : "  issue 49 targets: all met");
  report[key] = s;
}

console.log("Tier map:", JSON.stringify(HOUSE_TIERS));
for (const [name, train, test] of [
  [`fit before ${TIME_SPLIT}, score from it`, general.filter((l) => l.date < TIME_SPLIT), general.filter((l) => l.date >= TIME_SPLIT)],
  [`fit from ${TIME_SPLIT}, score before it`, general.filter((l) => l.date >= TIME_SPLIT), general.filter((l) => l.date < TIME_SPLIT)],
] as const) {
  const model = fitModel(train);
  console.log(`\n=== General house held out by time: ${name} (${train.length} fitted, ${test.length} scored)`);
  console.log(
    "general effect",
    JSON.stringify(model.generalEffect),
    "\nscales",
    JSON.stringify(model.generalScale),
    "\nevidence",
    JSON.stringify(model.evidence),
  );
  show("today", score(test, model, "today"), `${name}|today`);
  show("tier known (general)", score(test, model, "tier known"), `${name}|tier known`);
  show("tier from the evidence", score(test, model, "evidence"), `${name}|evidence`);
  const known = score(test, model, "tier known");
  const hand = (l: TierLot) => (!l.evidence.named ? "anonymous" : l.evidence.recorded ? "recorded artist" : "named, no record");
  for (const h of ["anonymous", "named, no record", "recorded artist"])
    console.log(formatLine(`  tier known, ${h}`, figuresOf(known.filter((_, i) => hand(test[i]!) === h))));
  const p = test.map((l) => priceWithTiers(l, model).probabilities.general);
  console.log(`  mean P(general) on the scored lots ${(p.reduce((s, x) => s + x, 0) / p.length).toFixed(2)}`);
}

for (const [name, train, test] of [
  [`before ${TIME_SPLIT} -> from`, general.filter((l) => l.date < TIME_SPLIT), quick.filter((l) => l.date >= TIME_SPLIT)],
  [`from ${TIME_SPLIT} -> before`, general.filter((l) => l.date >= TIME_SPLIT), quick.filter((l) => l.date < TIME_SPLIT)],
] as const) {
  // The quick estimate uses the appraisal's fitted numbers (one model for both, decision 37).
  const model = fitModel(train);
  console.log(`\n=== Quick estimate, general house held out by time: ${name}`);
  show("quick estimate today", score(test, model, "today"), `quick ${name}|today`);
  show("quick estimate, tier known", score(test, model, "tier known"), `quick ${name}|tier known`);
  show("quick estimate, tier from the evidence", score(test, model, "evidence"), `quick ${name}|evidence`);
}

const final = fitModel(general);
console.log("\n=== Fitted on all the general house's lots (written to the engine)");
console.log(JSON.stringify(final, null, 1));
if (regional.length) {
  for (const [label, lots] of [
    ["Fine-art regional houses held out by house", fineArtHouses],
    ["Other general houses (Veritas, Catawiki) held out by house", otherGeneral],
  ] as const) {
    console.log(`\n=== ${label}`);
    show("today (npm run eval's ranges)", score(lots, final, "today"), `${label}|today`);
    show("tier known", score(lots, final, "tier known"), `${label}|tier known`);
    show("tier from the evidence", score(lots, final, "evidence"), `${label}|evidence`);
  }
  console.log(`\n=== All ten regional houses of npm run eval (its weights: every house the same), today vs tier from the evidence`);
  show("today", score(regional, final, "today"), "regional|today");
  show("tier from the evidence", score(regional, final, "evidence"), "regional|evidence");
  console.log("\n=== Sensitivity to the owner prior (log odds of fine-art before any evidence); general: both time directions");
  const folds = [
    [general.filter((l) => l.date < TIME_SPLIT), general.filter((l) => l.date >= TIME_SPLIT)],
    [general.filter((l) => l.date >= TIME_SPLIT), general.filter((l) => l.date < TIME_SPLIT)],
  ] as const;
  const foldModels = folds.map(([train]) => fitModel(train));
  const brief = (f: ReturnType<typeof sliceFigures>["all"]) =>
    `${(f.likely * 100).toFixed(1)}% / ${(f.wide * 100).toFixed(1)}%, hi/lo ${f.likelyRatio.toFixed(1)}, |err| ${f.absLogError.toFixed(2)}, x${Math.exp(f.signedLogError).toFixed(2)}`;
  for (const prior of [-2, -1, -0.5, 0, 0.5, 0.75, 1, 1.25, 1.5, 2]) {
    const withPrior = (m: MarketTierModel) => ({ ...m, evidence: { ...m.evidence, prior } });
    const g = folds.map(([, test], i) => brief(sliceFigures(score(test, withPrior(foldModels[i]!), "evidence")).all));
    const f = sliceFigures(score(fineArtHouses, withPrior(final), "evidence")).all;
    const ten = sliceFigures(score(regional, withPrior(final), "evidence")).all;
    const vc = sliceFigures(score(otherGeneral, withPrior(final), "evidence")).all;
    console.log(
      `prior ${prior}: general later ${g[0]}; earlier ${g[1]} | fine-art houses ${brief(f)} | ten houses ${brief(ten)} | Veritas+Catawiki ${brief(vc)}`,
    );
  }
}
writeFileSync("/tmp/market-tier-figures.json", JSON.stringify(report));

if (process.argv.includes("--write")) {
  const file = path.resolve("engine/knowledge/market-tier-model.ts");
  writeFileSync(
    file,
    `/**
 * Generated by scripts/research/market-tier/fit-market-tier.ts, do not edit (decision 0035).
 * The market-tier model: the general-house effect on top of today's midpoint, the general
 * house's spread per range and medium (fitted on Cabral Moncada's ${general.length} sold lots,
 * 2017-2019), and the evidence log odds (fine-art : general) from ${new Set(fineArtHouses.map((l) => l.house)).size} fine-art regional houses against
 * 3 general houses. Derived figures only, no rows.
 */
import type { MarketTierModel } from "./market-tier-types";

export const MARKET_TIER_MODEL: MarketTierModel = ${JSON.stringify(final, null, 2).replace(/"([A-Za-z_]\w*)":/g, "$1:")};
`,
  );
  console.log(`wrote ${file}`);
}
