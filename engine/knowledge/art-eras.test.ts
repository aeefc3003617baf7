import { describe, expect, it } from "vitest";
import { ART_ERAS, findEra } from "./art-eras";
import { ART_STYLES } from "./art-styles";

describe("art eras and styles agree (one source for the engine and the timeline)", () => {
  it("lists under each era exactly the styles that name it, primary era first", () => {
    for (const style of Object.values(ART_STYLES)) {
      for (const eraId of style.eras) expect(findEra(eraId)?.relatedStyles, `${style.name} -> ${eraId}`).toContain(style.name);
    }
    for (const era of ART_ERAS) {
      for (const name of era.relatedStyles) expect(ART_STYLES[name]?.eras, `${era.id} -> ${name}`).toContain(era.id);
    }
    const impressionism = findEra("impressionism")!.relatedStyles;
    expect(impressionism[0]).toBe("Impressionism");
  });

  it("keeps the ids the rest of the product stores", () => {
    expect(ART_ERAS.map((e) => e.id)).toEqual([
      "renaissance",
      "mannerism",
      "baroque",
      "rococo",
      "neoclassicism",
      "romanticism",
      "realism",
      "impressionism",
      "post-impressionism",
      "art-nouveau",
      "expressionism",
      "cubism",
      "surrealism",
      "abstract-expressionism",
      "pop-art",
      "contemporary",
      "digital-art",
    ]);
  });
});
