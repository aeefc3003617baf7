import { describe, expect, it } from "vitest";
import { MARKET_TIER_MODEL, type MarketTierModel } from "@engine/knowledge";
import {
  computeGeneralEffect,
  computeTierAdjustedRanges,
  computeTierProbabilities,
  mixtureQuantile,
  toTierEvidence,
  type TierEvidence,
} from "./market-tier";
import { computeValuation, roundPrice } from "./valuation";

const MODEL: MarketTierModel = {
  generalEffect: {
    intercept: -2,
    medium: { painting: 0.1, print: -0.1 },
    anonymous: -0.5,
    recorded: 0.4,
    signed: 0.3,
    unsigned: 0,
    slope: -0.5,
    centre: Math.log(1000),
  },
  generalScale: { likely: { all: 0.9, painting: 0.8 }, wide: { all: 0.7 } },
  evidence: {
    prior: 0,
    named: 0.5,
    anonymous: -2,
    recorded: 0.5,
    unrecorded: -0.4,
    signed: 0.3,
    unsigned: -2,
    unstated: 0,
    qualified: 0,
    medium: {},
    perDocument: 0.7,
    maxDocuments: 3,
    venue: { general: -4, "fine-art": 1.5 },
  },
  maxRatio: { likely: 10, wide: 100 },
};

const TODAY = { likely: { low: 1000, high: 4000 }, wide: { low: 300, high: 13000 } };
const ANONYMOUS_OIL: TierEvidence = {
  medium: "painting",
  named: false,
  recorded: false,
  qualified: false,
  documents: 0,
  reproduction: false,
};
const RECORDED_WITH_PAPERS: TierEvidence = { ...ANONYMOUS_OIL, named: true, recorded: true, signed: true, documents: 2 };

describe("market tier probabilities", () => {
  it("puts an anonymous, unsigned piece at a general house and a recorded, signed, documented one at a fine-art house", () => {
    const anonymous = computeTierProbabilities({ ...ANONYMOUS_OIL, signed: false }, MODEL);
    const recorded = computeTierProbabilities(RECORDED_WITH_PAPERS, MODEL);
    expect(anonymous.general).toBeGreaterThan(0.95);
    expect(recorded["fine-art"]).toBeGreaterThan(0.9);
    expect(anonymous.general + anonymous["fine-art"]).toBeCloseTo(1, 12);
  });

  it("counts at most the documents the model allows", () => {
    const three = computeTierProbabilities({ ...RECORDED_WITH_PAPERS, documents: 3 }, MODEL);
    const nine = computeTierProbabilities({ ...RECORDED_WITH_PAPERS, documents: 9 }, MODEL);
    expect(nine["fine-art"]).toBe(three["fine-art"]);
  });

  it("moves a piece towards the market the owner says it was bought in", () => {
    const named = { ...ANONYMOUS_OIL, named: true, signed: true };
    const said = computeTierProbabilities(named, MODEL)["fine-art"];
    const flea = computeTierProbabilities({ ...named, venue: "general" }, MODEL)["fine-art"];
    const gallery = computeTierProbabilities({ ...named, venue: "fine-art" }, MODEL)["fine-art"];
    expect(flea).toBeLessThan(said);
    expect(gallery).toBeGreaterThan(said);
    // Exactly the model's log odds: 0.5 + 0.3 - 0.4 = 0.4 before, then -4 and +1.5.
    expect(Math.log(flea / (1 - flea))).toBeCloseTo(0.4 - 4, 9);
    expect(Math.log(gallery / (1 - gallery))).toBeCloseTo(0.4 + 1.5, 9);
  });

  it("sends a printed reproduction to the general market whatever else is said", () => {
    expect(computeTierProbabilities({ ...RECORDED_WITH_PAPERS, reproduction: true }, MODEL).general).toBe(1);
  });
});

describe("tier-adjusted ranges", () => {
  it("keeps today's ranges for a piece certain to sell at a fine-art house", () => {
    const sure = { ...MODEL, evidence: { ...MODEL.evidence, prior: 60 } };
    const r = computeTierAdjustedRanges(RECORDED_WITH_PAPERS, TODAY, sure);
    expect(r.likely.low).toBeCloseTo(1000, 3);
    expect(r.likely.high).toBeCloseTo(4000, 3);
    expect(r.wide.low).toBeCloseTo(300, 2);
    expect(r.wide.high).toBeCloseTo(13000, 1);
  });

  it("prices a piece certain to sell at a general house at today's midpoint moved by the general effect, with the general spread", () => {
    const e = { ...ANONYMOUS_OIL, reproduction: true };
    const r = computeTierAdjustedRanges(e, TODAY, MODEL);
    const mu = Math.log(2000);
    const expectedMid = Math.exp(mu + computeGeneralEffect(e, mu, MODEL));
    expect(r.midpoint).toBeCloseTo(expectedMid, 6);
    // A Laplace of scale b holds half its mass within b ln 2: the painting scale, 0.8.
    expect(Math.log(r.likely.high / r.likely.low) / 2).toBeCloseTo(0.8 * Math.log(2), 9);
    expect(Math.log(r.wide.high / r.wide.low) / 2).toBeCloseTo(0.7 * Math.log(5), 9);
  });

  it("spans both markets when the evidence cannot tell them apart, within the caps", () => {
    const even = { ...MODEL, evidence: { ...MODEL.evidence, named: 0, unrecorded: 0 } };
    const r = computeTierAdjustedRanges({ ...ANONYMOUS_OIL, named: true }, TODAY, {
      ...even,
      evidence: { ...even.evidence, anonymous: 0 },
    });
    const [general, fineArt] = r.tiers;
    expect(r.probabilities.general).toBeCloseTo(0.5, 12);
    expect(r.midpoint).toBeLessThan(Math.sqrt(fineArt!.likely.low * fineArt!.likely.high));
    expect(r.midpoint).toBeGreaterThan(Math.sqrt(general!.likely.low * general!.likely.high));
    expect(r.likely.high / r.likely.low).toBeLessThanOrEqual(10 + 1e-9);
    expect(r.wide.low).toBeLessThanOrEqual(r.likely.low);
    expect(r.wide.high).toBeGreaterThanOrEqual(r.likely.high);
  });
});

describe("mixtureQuantile", () => {
  it("matches the Laplace quantile for one component", () => {
    // Laplace(mu 1, b 2): the 0.9 quantile is mu - b ln(2 (1 - q)).
    expect(mixtureQuantile([{ p: 1, mu: 1, b: 2 }], 0.9)).toBeCloseTo(1 - 2 * Math.log(0.2), 9);
    expect(mixtureQuantile([{ p: 1, mu: 1, b: 2 }], 0.5)).toBeCloseTo(1, 9);
  });

  it("puts the median of two equal, distant components between them", () => {
    const q = mixtureQuantile(
      [
        { p: 0.5, mu: 0, b: 0.1 },
        { p: 0.5, mu: 10, b: 0.1 },
      ],
      0.5,
    );
    expect(q).toBeGreaterThan(0.5);
    expect(q).toBeLessThan(9.5);
  });
});

describe("toTierEvidence with the fitted model", () => {
  const valuationOf = (over: Partial<Parameters<typeof computeValuation>[0]>) =>
    computeValuation({ medium: "oil", height: "20", width: "26", asOfYear: 2026, ...over });

  it("reads a copy 'after' a master as unnamed and a poster as a reproduction", () => {
    const after = toTierEvidence(valuationOf({ artistName: "After Claude Monet" }), 0);
    expect(after.named).toBe(false);
    const poster = toTierEvidence(valuationOf({ medium: "print", notes: "museum shop poster of a Monet" }), 0);
    expect(poster.reproduction).toBe(true);
    expect(toTierEvidence(valuationOf({ notes: "unsigned" }), 1)).toMatchObject({ signed: false, documents: 1 });
    expect(toTierEvidence(valuationOf({ provenance: "Bought at a flea market" }), 0).venue).toBe("general");
    expect(toTierEvidence(valuationOf({}), 0).venue).toBeUndefined();
  });

  it("prices an anonymous 20 x 26 in oil with no details well below today's fine-art range", () => {
    const v = valuationOf({});
    const fine = v.market.tiers.find((t) => t.tier === "fine-art")!;
    const r = computeTierAdjustedRanges(toTierEvidence(v, 0), { likely: fine.likely, wide: fine.wide }, MARKET_TIER_MODEL);
    // Anonymous, signature not said, a painting: a general house about two times in five (0.44 as
    // fitted with the owner prior of 0.75, decision 0035).
    expect(r.probabilities.general).toBeGreaterThan(0.3);
    expect(r.probabilities.general).toBeLessThan(0.6);
    expect(r.probabilities.general).toBeCloseTo(v.market.probabilities.general, 3);
    // The valuation's range is this mixture, rounded; its midpoint sits below the fine-art range.
    expect({ low: v.low, high: v.high }).toEqual({ low: roundPrice(r.likely.low), high: roundPrice(r.likely.high) });
    expect(r.midpoint).toBeLessThan(fine.likely.low);
    // Its general-house range sits where Lisbon's anonymous paintings sold (median about $120).
    expect(r.tiers[0]!.likely.high).toBeLessThan(300);
  });
});
