import { beforeAll, describe, expect, it, vi } from "vitest";
import { describeStyleVerdict, UNCERTAIN_STYLE_LABEL } from "../../contracts/style-wording";
import { analyseArtwork, loadArtworkNetworks } from "@engine/analysis";
import { ART_ERAS, ART_STYLES, STYLE_CLASSES, PHOTO_CALIBRATION, STYLE_MODEL } from "@engine/knowledge";
import { analyseImagePixels } from "@engine/photo";
import { combineLogits, headColumns, memberVectorSize, predictStyle, scoreStyleVectors, STYLE_UNCERTAIN_BELOW } from "./style-classifier";
import { makeColourfulImage, makeGreyTexture } from "@engine/test-support";

type Member = (typeof STYLE_MODEL.members)[number];

/**
 * Pooled network vectors, one per member (the committed layouts: per layer the channel means,
 * deviations and correlations), whose head input, standardised, is `k` times class `c`'s weights
 * on the means and deviations and average on the correlations: k = 0 is the average image (the
 * model can only answer its priors), a large k pushes class c far ahead in every member.
 */
function vectorTowards(c: number, k: number): Float32Array[][] {
  return STYLE_MODEL.members.map((member) => [memberVectorTowards(member, c, k)]);
}

function memberVectorTowards(member: Member, c: number, k: number): Float32Array {
  const blocks = correlationBlocks(member);
  const isCorrelation = member.featureMeans.map((_, j) => blocks.some((b) => j >= b.at && j < b.at + b.length));
  const target = member.featureMeans.map(
    (mean, j) => mean + (isCorrelation[j] ? 0 : k * (member.featureScales[j] ?? 1) * (member.weights[c]?.[j] ?? 0)),
  );
  // Undo the head's transform: signed squares, and for matrix square roots the matrix's square
  // (the average of matrix square roots is itself a square root, so this is exact).
  const raw = target.map((x) => (member.power ? Math.sign(x) * x * x : x));
  if (member.gramTransform === "matrix-sqrt")
    for (const block of blocks)
      raw.splice(block.at, block.length, ...squareOf(target.slice(block.at, block.at + block.length), block.channels));
  const size = memberVectorSize(member);
  const out = new Float32Array(size);
  headColumns(member, size).forEach((col, j) => (out[col] = raw[j]!));
  return out;
}

/** A push that makes the chosen class win clearly (only the means and deviations are pushed). */
const STRONG = 1000;

/** Where each correlation triangle sits in a member's head input. */
function correlationBlocks(member: Member) {
  const blocks: { at: number; length: number; channels: number }[] = [];
  let at = 0;
  member.layerChannels.forEach((ch, i) => {
    at += ch * (member.stats === "mean+std" ? 2 : 1);
    if (!member.gramLayers.includes(member.layers[i]!)) return;
    blocks.push({ at, length: (ch * (ch + 1)) / 2, channels: ch });
    at += (ch * (ch + 1)) / 2;
  });
  return blocks;
}

/** The upper triangle of M x M, M symmetric given by its upper triangle. */
function squareOf(triangle: readonly number[], ch: number): number[] {
  const m = new Float64Array(ch * ch);
  let t = 0;
  for (let i = 0; i < ch; i++) for (let j = i; j < ch; j++) m[i * ch + j] = m[j * ch + i] = triangle[t++]!;
  const out: number[] = [];
  for (let i = 0; i < ch; i++)
    for (let j = i; j < ch; j++) {
      let s = 0;
      for (let e = 0; e < ch; e++) s += m[i * ch + e]! * m[e * ch + j]!;
      out.push(s);
    }
  return out;
}

// Loading the style networks takes a second or more on a busy machine: once, outside the tests.
beforeAll(() => loadArtworkNetworks(), 120_000);
// Each analysis is one forward pass (about 0.1-1 s depending on the load of a shared machine).
vi.setConfig({ testTimeout: 30_000 });

describe("the style model", () => {
  it("names the 17 styles, each with its knowledge, and each head's weights fit its network's layers", async () => {
    expect(STYLE_MODEL.classes).toEqual(STYLE_CLASSES);
    for (const style of STYLE_MODEL.classes) expect(ART_STYLES[style], style).toBeDefined();
    const networks = await loadArtworkNetworks();
    expect(networks).toHaveLength(STYLE_MODEL.members.length);
    STYLE_MODEL.members.forEach((member, m) => {
      const columns = headColumns(member, memberVectorSize(member)).length;
      expect(member.featureMeans).toHaveLength(columns);
      expect(member.weights.every((w) => w.length === columns)).toBe(true);
      expect(member.weights).toHaveLength(STYLE_CLASSES.length);
      expect(networks[m]!.size).toBe(memberVectorSize(member));
      expect(networks[m]!.layout.network ?? "mobilenet_v2").toBe(member.network);
    });
  });

  it("standardises no input by a scale so small that its five-digit mean could swamp the answer", () => {
    // The generated model rounds means to five significant digits: an error of up to 5e-5 x mean,
    // which must stay a small fraction of the column's scale (a column that never varied in the
    // training set gets scale 1; see fitHead).
    for (const member of STYLE_MODEL.members)
      member.featureScales.forEach((scale, j) => {
        const roundingError = 5e-5 * Math.abs(member.featureMeans[j]!);
        if (roundingError / scale > 0.05) expect.fail(`${member.network} column ${j}: scale ${scale}, mean ${member.featureMeans[j]}`);
      });
  });

  it("refuses a vector of the wrong length, or a missing network's vectors, rather than guessing", () => {
    expect(() => scoreStyleVectors(STYLE_MODEL.members.map(() => [new Float32Array(10)]))).toThrow(/expects/);
    expect(() => scoreStyleVectors([])).toThrow(/expects vectors from/);
  });
});

describe("combineLogits", () => {
  it("averages the heads' logits with their weights, so a head's share follows its weight", () => {
    const a = [2, 0, -1];
    const b = [0, 4, 1];
    expect(combineLogits([a, b], [1, 1])).toEqual([1, 2, 0]);
    expect(combineLogits([a, b], [3, 1])).toEqual([1.5, 1, -0.5]);
    // Only the ratio counts: the temperature is fitted on the combined logits.
    expect(combineLogits([a, b], [0.6, 0.2])).toEqual(combineLogits([a, b], [3, 1]).map((v) => expect.closeTo(v, 12)));
    expect(combineLogits([a, b], [0, 1])).toEqual(b);
  });

  it("refuses weights that do not match the heads, are negative or are all zero", () => {
    expect(() => combineLogits([[1, 2]], [1, 1])).toThrow(/one weight per logit vector/);
    expect(() => combineLogits([], [])).toThrow(/one weight per logit vector/);
    expect(() => combineLogits([[1], [2]], [1, -1])).toThrow(/non-negative/);
    expect(() => combineLogits([[1], [2]], [0, 0])).toThrow(/not all zero/);
  });

  it("is what the committed model uses: every head has a positive weight", () => {
    for (const member of STYLE_MODEL.members) expect(member.weight).toBeGreaterThan(0);
  });
});

describe("predictStyle", () => {
  const features = analyseImagePixels(makeColourfulImage(300, 200));

  it("gives exactly three distinct styles, best first, the first being the style", () => {
    for (let c = 0; c < STYLE_CLASSES.length; c++) {
      const p = predictStyle(features, vectorTowards(c, 3));
      expect(p.topStyles).toHaveLength(3);
      expect(new Set(p.topStyles.map((s) => s.style)).size).toBe(3);
      expect(p.topStyles[0]?.style).toBe(p.style);
      const probs = p.topStyles.map((s) => s.probability);
      expect([...probs].sort((a, b) => b - a)).toEqual(probs);
      expect(probs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.0001);
    }
  });

  it("states a style with a high probability and is confident about it", () => {
    const c = STYLE_CLASSES.indexOf("Ukiyo-e");
    const p = predictStyle(features, vectorTowards(c, STRONG));
    expect(p.style).toBe("Ukiyo-e");
    expect(p.probability).toBeGreaterThanOrEqual(STYLE_UNCERTAIN_BELOW);
    expect(p.uncertain).toBe(false);
    expect(describeStyleVerdict(p)).toMatch(/^The style is most likely Ukiyo-e \(\d+%\)/);
    // Ukiyo-e has no era of its own among the spec's 17: it is named with its own era and dates
    // (so the analyzer's toast reads "from the Edo-Meiji era", not "from the Ukiyo-e era"), and
    // eraId points at the timeline era it overlaps.
    expect(p.era).toBe("Edo-Meiji");
    expect(p.eraPeriod).toBe("c. 1670-1912");
    expect(ART_ERAS.map((e) => e.id)).toContain(p.eraId);
  });

  it("gives every movement outside the timeline's eras an era name of its own, never the style's name again", () => {
    for (const name of STYLE_CLASSES.filter((s) => ART_STYLES[s]?.ownPeriod)) {
      const p = predictStyle(features, vectorTowards(STYLE_CLASSES.indexOf(name), STRONG));
      expect(p.style).toBe(name);
      expect(p.era).toBe(ART_STYLES[name]!.ownPeriod!.eraName);
      expect(p.era).not.toBe(p.style);
    }
  });

  it("names a style that has its own era with that era", () => {
    const p = predictStyle(features, vectorTowards(STYLE_CLASSES.indexOf("Baroque"), STRONG));
    expect(p.style).toBe("Baroque");
    expect(p.era).toBe("Baroque");
    expect(p.eraPeriod).toBe(ART_ERAS.find((e) => e.id === "baroque")?.period);
  });

  it("states the same styles less surely at a higher temperature, and a photo's is never lower", () => {
    const c = STYLE_CLASSES.indexOf("Cubism");
    // The smallest push (in steps of 5%) that the model states at 99%: sure, not saturated.
    let k = 0.5;
    while (predictStyle(features, vectorTowards(c, k)).probability < 0.99 && k < 64) k *= 1.05;
    const clean = predictStyle(features, vectorTowards(c, k));
    expect(clean.probability).toBeGreaterThanOrEqual(0.99);
    expect(clean.probability).toBeLessThan(0.999);
    // A temperature a fifth above the model's (photo temperatures have been 1.0-1.2 times it,
    // decisions 0023 and 0026): the answer falls, the order stays.
    const photo = predictStyle(features, vectorTowards(c, k), STYLE_MODEL.temperature * 1.2);
    expect(photo.topStyles.map((s) => s.style)).toEqual(clean.topStyles.map((s) => s.style));
    expect(PHOTO_CALIBRATION.photoTemperature).toBeGreaterThanOrEqual(STYLE_MODEL.temperature);
    expect(photo.probability).toBeLessThan(clean.probability - 0.01);
    expect(photo.topStyles[1]!.probability).toBeGreaterThan(clean.topStyles[1]!.probability);
    // The default is the model's own temperature.
    expect(predictStyle(features, vectorTowards(c, k), STYLE_MODEL.temperature)).toEqual(clean);
  });

  it("says the style is uncertain below the calibrated threshold, naming the three likely styles", () => {
    // The average image: nothing distinguishes a style, so no style reaches the threshold.
    const p = predictStyle(features, vectorTowards(0, 0));
    expect(p.probability).toBeLessThan(STYLE_UNCERTAIN_BELOW);
    expect(p.uncertain).toBe(true);
    const verdict = describeStyleVerdict(p);
    expect(verdict).toMatch(/^The style is uncertain from this photo/);
    for (const s of p.topStyles) expect(verdict).toContain(s.style);
    expect(UNCERTAIN_STYLE_LABEL).toBe("Uncertain");
  });
});

describe("analyseArtwork", () => {
  it("is deterministic: the same pixels give the same analysis", async () => {
    const image = makeColourfulImage(320, 240);
    const a = await analyseArtwork(image);
    const b = await analyseArtwork({ ...image, data: new Uint8ClampedArray(image.data) });
    expect(b).toEqual(a);
    expect(STYLE_CLASSES).toContain(a.prediction.style);
  });

  it("gives different pictures different scores and describes what it measured", async () => {
    const colour = await analyseArtwork(makeColourfulImage(320, 240));
    const grey = await analyseArtwork(makeGreyTexture(320, 240));
    expect(grey.prediction.topStyles).not.toEqual(colour.prediction.topStyles);
    expect(grey.prediction.characteristics[0]).toMatch(/monochrome/i);
    expect(colour.prediction.characteristics.join(" ")).not.toMatch(/monochrome/i);
  });

  it("ignores letterbox bars: a framed picture scores like the picture", async () => {
    const picture = makeColourfulImage(300, 200);
    const framed = { width: 300, height: 260, data: new Uint8ClampedArray(300 * 260 * 4) };
    for (let i = 3; i < framed.data.length; i += 4) framed.data[i] = 255; // black bars
    framed.data.set(picture.data, 30 * 300 * 4);
    const a = await analyseArtwork(picture);
    const b = await analyseArtwork(framed);
    expect(b.prediction.style).toBe(a.prediction.style);
  });
});
