import { describe, expect, it } from "vitest";
import { findArtistKey, normaliseTypedName, toArtistKey } from "./valuation-names";

describe("toArtistKey", () => {
  it("meets accents, case, life dates and qualifiers", () => {
    const key = toArtistKey("Salvador Dalí");
    expect(toArtistKey("SALVADOR DALI")).toBe(key);
    expect(toArtistKey("Salvador Dalí (1904-1989)")).toBe(key);
    expect(toArtistKey("Attributed to Salvador Dali")).toBe(key);
    expect(toArtistKey("Jüri Arrak")).toBe(toArtistKey("Juri Arrak"));
    expect(toArtistKey("Julian Fałat")).toBe("julian falat");
  });

  it('turns "Last, First" round and drops middle initials', () => {
    expect(toArtistKey("Kossak, Wojciech")).toBe("wojciech kossak");
    expect(toArtistKey("Grzegorz W. Komorowski")).toBe(toArtistKey("Grzegorz Komorowski"));
  });

  it("normaliseTypedName reads a spoofed spelling as the name it passes for, and leaves real Cyrillic alone (issue 51)", () => {
    expect(toArtistKey(normaliseTypedName("Mo\u200Bnet"))).toBe("monet");
    expect(toArtistKey(normaliseTypedName("R\u0435mbrandt"))).toBe("rembrandt");
    expect(toArtistKey(normaliseTypedName("Ｃｌａｕｄｅ Ｍｏｎｅｔ"))).toBe("claude monet");
    // A name written wholly in Cyrillic is not a look-alike: it stays as written.
    expect(normaliseTypedName("Репин")).toBe("репин");
  });

  it("leaves the valuation's keys as the committed model was fitted on them (the review rule normalises first)", () => {
    expect(toArtistKey("R\u0435mbrandt")).not.toBe("rembrandt");
  });

  it("keeps a school and century as written (not a person's name to turn round)", () => {
    expect(toArtistKey("French school, 19th century")).toBe("french school th century");
  });
});

describe("findArtistKey", () => {
  const table = new Set(["wojciech kossak", "jerzy kossak", "julian falat"]);
  const find = (name: string) =>
    findArtistKey(
      name,
      (k) => table.has(k),
      () => table,
    );

  it("finds the exact key first", () => {
    expect(find("FAŁAT, Julian")).toBe("julian falat");
  });

  it("resolves an initial when only one recorded artist fits it", () => {
    expect(find("W. Kossak")).toBe("wojciech kossak");
    expect(find("J. Falat")).toBe("julian falat");
  });

  it("matches nobody when an initial fits two artists, or none", () => {
    table.add("juliusz kossak");
    expect(find("J. Kossak")).toBeUndefined();
    expect(find("A. Kossak")).toBeUndefined();
    expect(find("Jane Doe")).toBeUndefined();
    expect(find("  ")).toBeUndefined();
  });
});
