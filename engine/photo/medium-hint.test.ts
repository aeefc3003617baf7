import { beforeAll, describe, expect, it, vi } from "vitest";
import { analyseArtwork, loadArtworkNetworks } from "@engine/analysis";
import { makeColourfulImage, makeFlatImage, makeGreyTexture } from "@engine/test-support";

// Loading the style network takes a second or more on a busy machine: once, outside the tests.
beforeAll(() => loadArtworkNetworks(), 120_000);
// Each analysis is one forward pass (about 0.1-1 s depending on the load of a shared machine).
vi.setConfig({ testTimeout: 30_000 });

describe("analyseArtwork medium suggestion", () => {
  it("suggests a drawing medium for grey marks on a light ground and a painted one for colour", async () => {
    const drawing = await analyseArtwork(makeGreyTexture(300, 200));
    expect(drawing.suggestedMedium).toBe("Charcoal/Pencil");
    expect(drawing.suggestedMediumReason).toMatch(/monochrome/);
    const colour = await analyseArtwork(makeColourfulImage(300, 200));
    expect(["Acrylic", "Digital", "Oil"]).toContain(colour.suggestedMedium);
    expect(colour.suggestedMedium).not.toBe(drawing.suggestedMedium);
  });

  it("is deterministic and fills style and medium for the quick estimate", async () => {
    const image = makeFlatImage(120, 90, [200, 120, 60]);
    const a = await analyseArtwork(image);
    expect(await analyseArtwork(image)).toEqual(a);
    expect(a.prediction.quickEstimateStyle).toBeTruthy();
  });
});
