import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ART_ERAS } from "./knowledge/art-eras";
import { ART_STYLES } from "./knowledge/art-styles";
import { STYLE_MODEL, STYLE_MODEL_FEATURES } from "./knowledge/style-model";
import { analyseImagePixels } from "./pixel-analysis";
import { predictStyle } from "./style-classifier";
import { STYLE_FEATURE_NAMES } from "./style-features";
import { makeColourfulImage, makeFlatImage } from "./test-support/images";

const EVALDATA = path.resolve(process.env.EVALDATA_DIR ?? "../shared/evaldata");

describe("predictStyle", () => {
  it("uses the feature order the committed model was fitted with", () => {
    expect(STYLE_MODEL_FEATURES).toEqual(STYLE_FEATURE_NAMES);
    expect(STYLE_MODEL.weights.every((w) => w.length === STYLE_FEATURE_NAMES.length)).toBe(true);
    for (const style of STYLE_MODEL.classes) expect(ART_STYLES[style]).toBeDefined();
  });

  it("is deterministic", () => {
    const f = analyseImagePixels(makeColourfulImage(300, 200));
    expect(predictStyle(f)).toEqual(predictStyle(f));
  });

  it("gives a monochrome image a different top style and a monochrome remark", () => {
    const grey = predictStyle(analyseImagePixels(makeFlatImage(200, 200, [128, 128, 128])));
    const colour = predictStyle(analyseImagePixels(makeColourfulImage(300, 200)));
    expect(grey.style).not.toBe(colour.style);
    expect(grey.characteristics[0]).toMatch(/monochrome/i);
    expect(colour.characteristics.join(" ")).not.toMatch(/monochrome/i);
    expect(colour.characteristics[0]).toMatch(/vivid, saturated/i);
  });

  it("returns a well-formed prediction with era, artists and calibrated top three", () => {
    const p = predictStyle(analyseImagePixels(makeColourfulImage(300, 200)));
    expect(ART_ERAS.map((e) => e.name)).toContain(p.era);
    expect(p.similarArtists.length).toBeGreaterThanOrEqual(3);
    expect(p.topStyles).toHaveLength(3);
    expect(p.topStyles[0]?.style).toBe(p.style);
    expect(p.probability).toBeGreaterThan(0);
    expect(p.probability).toBeLessThanOrEqual(1);
    const probs = p.topStyles.map((s) => s.probability);
    expect([...probs].sort((a, b) => b - a)).toEqual(probs);
  });

  // Real artworks from ../shared/evaldata (one per style, read in place, never copied).
  // The model was fitted on these images, so this checks the pipeline, not accuracy: the
  // held-out accuracy is measured by scripts/bench/engine.ts.
  it("runs on real labelled artworks and describes what it measured", async () => {
    const dir = path.join(EVALDATA, "styles");
    const styles = readdirSync(dir).filter((d) => !d.includes(".")).sort();
    expect(styles).toHaveLength(7);
    for (const style of styles) {
      const file = readdirSync(path.join(dir, style)).filter((f) => f.endsWith(".jpg")).sort()[0] ?? "";
      const { data, info } = await sharp(path.join(dir, style, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const features = analyseImagePixels({ data, width: info.width, height: info.height });
      const p = predictStyle(features);
      expect(STYLE_MODEL.classes).toContain(p.style);
      expect(p.characteristics.length).toBeGreaterThanOrEqual(2);
      expect(p.characteristics[0]).toMatch(/palette|monochrome/i);
      expect(predictStyle(analyseImagePixels({ data, width: info.width, height: info.height }))).toEqual(p);
    }
  });
});
