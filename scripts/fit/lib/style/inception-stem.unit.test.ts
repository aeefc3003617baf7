import { describe, expect, it } from "vitest";
import { loadInceptionV3Stem } from "@engine/knowledge";
import { trimInceptionV3 } from "./inception-stem";

describe("the InceptionV3 stem the engine ships", () => {
  // Guards an nsfwjs upgrade: a changed model must be cut again (and the head refitted).
  it("is the installed package's InceptionV3, cut after its last layer", async () => {
    const INCEPTION_V3_STEM = await loadInceptionV3Stem();
    const fresh = await trimInceptionV3(INCEPTION_V3_STEM.lastLayer);
    expect(fresh.weightSpecs).toEqual(INCEPTION_V3_STEM.weightSpecs);
    expect(fresh.modelTopology).toEqual(INCEPTION_V3_STEM.modelTopology);
    expect(fresh.weightsBase64 === INCEPTION_V3_STEM.weightsBase64).toBe(true);
  }, 60_000);

  it("refuses a layer the network does not have", async () => {
    await expect(trimInceptionV3("mixed99")).rejects.toThrow(/no layer named mixed99/);
  });
});
