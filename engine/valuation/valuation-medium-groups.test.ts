import { describe, expect, it } from "vitest";
import { fitGroupTransfer } from "@engine/training";
import { artistLevelInMedium } from "./valuation-medium-groups";
import type { GroupTransfer, MediumCategory } from "@engine/knowledge";

const transfer: GroupTransfer = { multiple: { offset: -0.1, slope: 0.5, artists: 40 }, paper: { offset: 0, slope: 0.8, artists: 40 } };

describe("an artist's level by medium group", () => {
  it("keeps the artist's own level and medium offset where he has sales in the group", () => {
    const painter = { level: 3, majorShare: 0.9, mediumOffset: 0.2, mediaSold: ["painting", "print"] as MediumCategory[] };
    expect(artistLevelInMedium(painter, "print", transfer)).toEqual({ level: 3.2, majorShare: 0.9, transferred: false });
    // Sculpture is in the paintings' group: no transfer.
    expect(artistLevelInMedium({ ...painter, mediaSold: ["painting"], mediumOffset: undefined }, "sculpture", transfer).transferred).toBe(
      false,
    );
  });

  it("prices a painter's print from the transfer, at a regional house", () => {
    const painter = { level: 3, majorShare: 0.9, mediumOffset: undefined, mediaSold: ["painting"] as MediumCategory[] };
    const print = artistLevelInMedium(painter, "print", transfer);
    expect(print.level).toBeCloseTo(-0.1 + 0.5 * 3);
    expect(print).toMatchObject({ majorShare: 0, transferred: true });
    // A drawing keeps the mix of houses he sold at.
    expect(artistLevelInMedium(painter, "work on paper", transfer)).toMatchObject({ majorShare: 0.9, transferred: true });
    // No transfer fitted for the group, or no detail of his media: his level as it is.
    expect(artistLevelInMedium(painter, "print", {}).level).toBe(3);
    expect(artistLevelInMedium({ ...painter, mediaSold: [] }, "print", transfer).level).toBe(3);
  });

  it("fits the transfer from artists who sold in both groups", () => {
    // 30 artists: paintings at level L, prints at 0.4 L - 0.5 (noise-free).
    const residuals: number[] = [];
    const media: MediumCategory[] = [];
    const artists: number[][] = [];
    for (let a = 0; a < 30; a++) {
      const level = (a - 15) / 5;
      const idx: number[] = [];
      for (let k = 0; k < 6; k++) {
        idx.push(residuals.length);
        residuals.push(k < 4 ? level : 0.4 * level - 0.5);
        media.push(k < 4 ? "painting" : "print");
      }
      artists.push(idx);
    }
    // Shrinkage 0: the level outside the group is the painting mean itself.
    const fitted = fitGroupTransfer(
      artists,
      (i) => residuals[i]!,
      (i) => media[i]!,
      0,
    );
    expect(fitted.multiple?.slope).toBeCloseTo(0.4);
    expect(fitted.multiple?.offset).toBeCloseTo(-0.5);
    expect(fitted.multiple?.artists).toBe(30);
    expect(fitted.paper).toBeUndefined();
  });
});
