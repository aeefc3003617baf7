import { describe, expect, it } from "vitest";
import { analyseArtwork } from "./analyse-artwork";
import { makeColourfulImage, makeFlatImage, makeGreyTexture } from "./test-support/images";

describe("analyseArtwork medium suggestion", () => {
  it("suggests a drawing medium for grey marks on a light ground and a painted one for colour", () => {
    const drawing = analyseArtwork(makeGreyTexture(300, 200));
    expect(drawing.suggestedMedium).toBe("Charcoal/Pencil");
    expect(drawing.suggestedMediumReason).toMatch(/monochrome/);
    const colour = analyseArtwork(makeColourfulImage(300, 200));
    expect(["Acrylic", "Digital", "Oil"]).toContain(colour.suggestedMedium);
    expect(colour.suggestedMedium).not.toBe(drawing.suggestedMedium);
  });

  it("is deterministic and fills style and medium for the quick estimate", () => {
    const image = makeFlatImage(120, 90, [200, 120, 60]);
    const a = analyseArtwork(image);
    expect(analyseArtwork(image)).toEqual(a);
    expect(a.prediction.quickEstimateStyle).toBeTruthy();
  });
});
