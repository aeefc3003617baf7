import { describe, expect, it } from "vitest";
import { computeValuation, type ValuationInput } from "./valuation";

// Decision 0039: the photo's printed-dot screen prices the piece as a printed reproduction.
const base: ValuationInput = { medium: "oil", artistName: "Hendrika Vos", height: "20", width: "26", asOfYear: 2026 };

describe("a piece whose photo shows a print's dot screen", () => {
  it("is priced as a printed reproduction, as the owner's words describing one are, in the general market", () => {
    const dots = computeValuation({ ...base, printedDots: true });
    const said = computeValuation({ ...base, notes: "a reproduction" });
    expect({ low: dots.low, high: dots.high, wide: dots.wide }).toEqual({ low: said.low, high: said.high, wide: said.wide });
    expect(dots).toMatchObject({ reproduction: true, printedDots: true, medium: "print" });
    expect(dots.market.probabilities.general).toBe(1);
    const factor = dots.factors.find((f) => f.name === "Printed dots");
    expect(factor).toMatchObject({ value: "A print's dot screen in the photo" });
    expect(factor!.effect).toBeLessThan(1);
    expect(computeValuation(base).high).toBeGreaterThan(dots.high * 3);
  });

  it("counts the reproduction once when the owner's words or a known work say so too", () => {
    const both = computeValuation({ ...base, notes: "a reproduction", printedDots: true });
    const said = computeValuation({ ...base, notes: "a reproduction" });
    expect([both.low, both.high]).toEqual([said.low, said.high]);
    expect(both.factors.find((f) => f.name === "Printed dots")).toMatchObject({ effect: 1 });
    const known = computeValuation({ ...base, knownWork: { kind: "reproduction" }, printedDots: true });
    expect(known.factors.find((f) => f.name === "Printed dots")).toMatchObject({ effect: 1 });
  });

  it("makes a known work said to be painted a reproduction of it, not a painted copy", () => {
    const v = computeValuation({ ...base, knownWork: { kind: "copy" }, printedDots: true });
    expect(v.knownWork).toEqual({ kind: "reproduction" });
    expect(v.reproduction).toBe(true);
    expect(v.factors.find((f) => f.name === "Known work")?.value).toBe("A printed reproduction of a famous work");
  });

  it("changes nothing when the photo shows no dots", () => {
    expect(computeValuation({ ...base, printedDots: false })).toEqual(computeValuation(base));
  });
});
