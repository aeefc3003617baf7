import { describe, expect, it } from "vitest";
import type { HeadSetting } from "./settings";
import { viewPlan } from "./view-plan";

const head: HeadSetting = {
  layers: [],
  gramLayers: [],
  stats: "mean+std",
  power: true,
  mirror: false,
  mirrorTraining: true,
  lambda: 0.1,
  balance: 0,
};

describe("viewPlan", () => {
  it("fits on the picture and its mirror image, and scores the picture alone, when no owner's photo is read", () => {
    expect(viewPlan(head, 0)).toEqual({
      views: [
        { copy: null, mirrored: false },
        { copy: null, mirrored: true },
      ],
      train: [0, 1],
      clean: [0],
      ownerPhoto: null,
    });
  });

  it("scores the owner's photo of a head not fitted on it, and fits on it when asked", () => {
    const clean = viewPlan(head, 1);
    expect(clean.views.slice(2)).toEqual([
      { copy: 0, mirrored: false },
      { copy: 0, mirrored: true },
    ]);
    expect(clean.train).toEqual([0, 1]);
    expect(clean.ownerPhoto).toEqual([2]);
    expect(viewPlan({ ...head, ownerPhotos: 1 }, 1).train).toEqual([0, 1, 2, 3]);
    expect(viewPlan({ ...head, ownerPhotos: 1, mirrorTraining: false }, 2)).toMatchObject({ train: [0, 1], clean: [0], ownerPhoto: [1] });
    expect(viewPlan({ ...head, ownerPhotos: 1, mirror: true }, 1)).toMatchObject({ clean: [0, 1], ownerPhoto: [2, 3] });
  });

  it("refuses a head fitted on more owner's photos than were read", () => {
    expect(() => viewPlan({ ...head, ownerPhotos: 2 }, 1)).toThrow(/2 owner's photos/);
  });
});
