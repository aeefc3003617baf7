import { describe, expect, it, vi } from "vitest";
import { layerValues, loadStyleNetwork } from "./style-network";
import { NETWORK_INPUT_SIDE } from "./network-input";

// Loading a network takes a second or more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** A deterministic network input: diagonal stripes of three colours. */
function stripes(): Float32Array {
  const out = new Float32Array(NETWORK_INPUT_SIDE * NETWORK_INPUT_SIDE * 3);
  for (let i = 0; i < out.length; i++) {
    const pixel = Math.floor(i / 3);
    const band = Math.floor(((pixel % NETWORK_INPUT_SIDE) + Math.floor(pixel / NETWORK_INPUT_SIDE)) / 16) % 3;
    out[i] = band === i % 3 ? 0.9 : 0.2;
  }
  return out;
}

describe("the mid-sized MobileNetV2 (a graph model, cut at named nodes)", () => {
  it("pools each named node into means, deviations and, where asked, correlations", async () => {
    const network = await loadStyleNetwork({
      network: "mobilenet_v2_mid",
      layers: ["expanded_conv_2/add", "Conv_1/Relu6"],
      gramLayers: ["expanded_conv_2/add"],
    });
    expect(network.size).toBe(layerValues(32, true) + layerValues(1792, false));
    const [picture, mirror] = network.extract(stripes(), true);
    expect(picture).toHaveLength(network.size);
    expect(mirror).toHaveLength(network.size);
    expect(picture!.every(Number.isFinite)).toBe(true);
    // The last layer follows a ReLU6: its channel means lie in [0, 6], and the picture is not blank to it.
    const lastMeans = picture!.subarray(layerValues(32, true), layerValues(32, true) + 1792);
    expect(Math.min(...lastMeans)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...lastMeans)).toBeLessThanOrEqual(6);
    expect(Math.max(...lastMeans)).toBeGreaterThan(0);
    // The mirror image is another view of the same picture: close, not identical.
    expect(Array.from(mirror!)).not.toEqual(Array.from(picture!));
    // Same input, same vector.
    expect(Array.from(network.extract(stripes())[0]!)).toEqual(Array.from(picture!));
  });

  it("refuses a node the graph does not have, naming it", async () => {
    await expect(loadStyleNetwork({ network: "mobilenet_v2_mid", layers: ["expanded_conv_99/add"], gramLayers: [] })).rejects.toThrow(
      /cannot be cut at expanded_conv_99\/add/,
    );
  });
});

describe("the MobileNetV3 backbone of a COCO detector (a graph model cut to the layers the style candidates read)", () => {
  it("pools its block outputs and expansions, with correlations where asked", async () => {
    const network = await loadStyleNetwork({
      network: "mobilenet_v3",
      layers: ["expanded_conv_2/add", "expanded_conv_14/expand/hard_swish/mul_1"],
      gramLayers: ["expanded_conv_2/add"],
    });
    expect(network.size).toBe(layerValues(24, true) + layerValues(720, false));
    const [picture, mirror] = network.extract(stripes(), true);
    expect(picture).toHaveLength(network.size);
    expect(picture!.every(Number.isFinite)).toBe(true);
    // A hard-swish output is never below -3/8: its channel means cannot be either.
    const lastMeans = picture!.subarray(layerValues(24, true), layerValues(24, true) + 720);
    expect(Math.min(...lastMeans)).toBeGreaterThanOrEqual(-0.375);
    expect(Math.max(...lastMeans)).toBeGreaterThan(0);
    // The Gram matrix's diagonal (mean squares) is never below the squared mean of the channel.
    const mean0 = picture![0]!;
    expect(picture![48]!).toBeGreaterThanOrEqual(mean0 * mean0 - 1e-3);
    expect(Array.from(mirror!)).not.toEqual(Array.from(picture!));
    expect(Array.from(network.extract(stripes())[0]!)).toEqual(Array.from(picture!));
  });

  it("refuses a node the backbone module does not hold, naming it", async () => {
    await expect(loadStyleNetwork({ network: "mobilenet_v3", layers: ["expanded_conv_15/add"], gramLayers: [] })).rejects.toThrow(
      /cannot be cut at expanded_conv_15\/add/,
    );
  });
});
