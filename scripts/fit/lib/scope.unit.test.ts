import { describe, expect, it } from "vitest";
import { evalScopeFromEnv, stratifiedSubset } from "./scope";

type Item = { file: string; style: string; artist: string };
const items: Item[] = [];
for (const style of ["Baroque", "Cubism", "Ukiyo-e"])
  for (let a = 0; a < 6; a++) for (let i = 0; i < 10; i++) items.push({ file: `${style}/${a}-${i}.jpg`, style, artist: `${style}-${a}` });
const subset = (list: readonly Item[], perStratum = 12) =>
  stratifiedSubset(list, { stratum: (x) => x.style, group: (x) => x.artist, key: (x) => x.file, perStratum });

describe("CI's eval subset", () => {
  it("takes every stratum, at most perStratum each, spread evenly over the groups", () => {
    const chosen = subset(items);
    for (const style of ["Baroque", "Cubism", "Ukiyo-e"]) {
      const ofStyle = chosen.filter((x) => x.style === style);
      expect(ofStyle).toHaveLength(12);
      const perArtist = new Map<string, number>();
      for (const x of ofStyle) perArtist.set(x.artist, (perArtist.get(x.artist) ?? 0) + 1);
      expect([...perArtist.values()]).toEqual([2, 2, 2, 2, 2, 2]);
    }
    // A small stratum is taken whole.
    expect(subset(items.slice(0, 5), 12)).toEqual(items.slice(0, 5));
  });

  it("is the same on every run and in input order, and barely moves when data is added", () => {
    const chosen = subset(items);
    // The same items whatever order they arrive in (their ranks come from their keys).
    expect(new Set(subset([...items].reverse()))).toEqual(new Set(chosen));
    expect(chosen.map((x) => items.indexOf(x))).toEqual([...chosen.map((x) => items.indexOf(x))].sort((a, b) => a - b));
    const grown = [
      ...items,
      ...Array.from({ length: 10 }, (_, i) => ({ file: `Cubism/new-${i}.jpg`, style: "Cubism", artist: "Cubism-new" })),
    ];
    const kept = subset(grown).filter((x) => chosen.includes(x));
    expect(kept.length).toBeGreaterThanOrEqual(chosen.length - 2);
  });

  it("is CI's unless npm run eval:full asks for everything", () => {
    expect(evalScopeFromEnv({})).toBe("ci");
    expect(evalScopeFromEnv({ EVAL_SCOPE: "full" })).toBe("full");
    expect(evalScopeFromEnv({ EVAL_SCOPE: "everything" })).toBe("ci");
  });
});
