import { describe, expect, it } from "vitest";
import { computeValuation, type ValuationInput } from "./valuation";

const base: ValuationInput = {
  medium: "oil",
  artistName: "Claude Monet",
  title: "Water Lilies",
  height: "20",
  width: "26",
  asOfYear: 2026,
};
const factorsNamed = (input: ValuationInput, name: string) => computeValuation(input).factors.filter((f) => f.name === name);

describe("a piece whose photo matches a famous museum work", () => {
  it("is priced as a printed reproduction, as the owner's words describing one are", () => {
    const known = computeValuation({ ...base, knownWork: { kind: "reproduction" } });
    const said = computeValuation({ ...base, notes: "a reproduction" });
    expect({ low: known.low, high: known.high, wide: known.wide }).toEqual({ low: said.low, high: said.high, wide: said.wide });
    expect(known.reproduction).toBe(true);
    expect(known.medium).toBe("print");
    expect(known.artistRecord).toBeUndefined();
    const [factor] = factorsNamed({ ...base, knownWork: { kind: "reproduction" } }, "Known work");
    expect(factor?.value).toBe("A printed reproduction of a famous work");
    expect(factor?.explanation).toMatch(/printed reproduction .* decorative print/);
    expect(factor?.effect).toBeLessThan(1);
  });

  it("counts the reproduction once when the owner's words say so too", () => {
    const both = computeValuation({ ...base, notes: "a reproduction", knownWork: { kind: "reproduction" } });
    const said = computeValuation({ ...base, notes: "a reproduction" });
    expect(both.low).toBe(said.low);
    expect(both.high).toBe(said.high);
    expect(both.factors.find((f) => f.name === "Known work")).toMatchObject({ effect: 1 });
  });

  it("is priced as a copy by an unidentified hand when the owner says it is painted, whatever the documents", () => {
    const copy = computeValuation({ ...base, documentsCount: 2, knownWork: { kind: "copy" } });
    const anonymous = computeValuation({ ...base, artistName: null, title: null, documentsCount: 2 });
    expect(copy.artistRecord).toBeUndefined();
    expect(copy.reproduction).toBe(false);
    expect(copy.medium).toBe("painting");
    expect({ low: copy.low, high: copy.high }).toEqual({ low: anonymous.low, high: anonymous.high });
    const [factor] = factorsNamed({ ...base, knownWork: { kind: "copy" } }, "Known work");
    expect(factor).toMatchObject({ value: "A painted copy of a famous work", effect: 1 });
    expect(factor?.explanation).toMatch(/copy by another hand/);
    // The recorded name is Monet's: without the match it would be looked up.
    expect(computeValuation({ ...base, documentsCount: 2 }).artistRecord?.name).toBe("Claude Monet");
  });
});
