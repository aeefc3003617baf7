import { describe, expect, it } from "vitest";
import { QUICK_ESTIMATE_STYLES } from "@engine/submission";
import { ART_ERAS, findEra } from "./art-eras";
import { ART_STYLES, findStyle } from "./art-styles";
import { STYLE_CLASSES } from "./style-classes";

describe("knowledge base", () => {
  it("has the 17 eras from Renaissance to Digital Art, in order", () => {
    expect(ART_ERAS).toHaveLength(17);
    expect(ART_ERAS[0]?.name).toBe("Renaissance");
    expect(ART_ERAS.at(-1)?.name).toBe("Digital Art");
    const starts = ART_ERAS.map((e) => e.yearStart);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const era of ART_ERAS) {
      expect(era.yearEnd).toBeGreaterThan(era.yearStart);
      expect(era.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(era.keyArtists.length).toBeGreaterThanOrEqual(3);
      expect(era.famousWorks.length).toBeGreaterThanOrEqual(3);
      for (const style of era.relatedStyles) expect(ART_STYLES[style], `${era.id} -> ${style}`).toBeDefined();
    }
    expect(new Set(ART_ERAS.map((e) => e.id)).size).toBe(17);
  });

  it("describes every quick estimate style and the evaluation styles", () => {
    for (const style of QUICK_ESTIMATE_STYLES.filter((s) => s !== "Other")) expect(findStyle(style), style).toBeDefined();
    for (const style of ["Baroque", "Cubism", "Romanticism"]) expect(findStyle(style.toUpperCase())).toBeDefined();
    // Every style the model can answer has its knowledge: era, artists, description, price tier.
    for (const style of STYLE_CLASSES) {
      expect(ART_STYLES[style], style).toBeDefined();
      expect(ART_STYLES[style]?.description.length).toBeGreaterThan(40);
    }
    expect(STYLE_CLASSES).toHaveLength(17);
    for (const style of Object.values(ART_STYLES)) {
      expect(style.similarArtists.length).toBeGreaterThanOrEqual(4);
      for (const id of style.eras) expect(findEra(id), `${style.name} -> ${id}`).toBeDefined();
      expect(QUICK_ESTIMATE_STYLES).toContain(style.quickEstimateStyle);
    }
  });
});
