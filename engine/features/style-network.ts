/**
 * Learned image features (decision 25): MobileNetV2 as shipped inside the nsfwjs package (MIT),
 * cut at chosen layers, each pooled to per-channel mean and standard deviation (the statistics
 * that carry "style" in neural style transfer). The weights are bundled JavaScript modules of the
 * package, so nothing is fetched from the network: Node imports them from node_modules and the
 * browser gets them as a lazily loaded chunk. Runs on the tfjs WebAssembly backend (plain CPU
 * kernels as a fallback), the same code on the server and in the browser.
 */
import * as tf from "@tensorflow/tfjs-core";
import "@tensorflow/tfjs-backend-cpu";
import { setThreadsCount, setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import * as tfl from "@tensorflow/tfjs-layers";
import { NETWORK_INPUT_SIDE } from "./network-input";

/** Turns a network input (see toNetworkInput) into the pooled feature vector. */
export interface StyleNetwork {
  /** Names of the layers pooled, in order. */
  layers: readonly string[];
  /** Length of the vector `extract` returns (2 x channels of every layer). */
  size: number;
  extract(input: Float32Array): Float32Array;
  /** Which tfjs backend runs it ("wasm" or "cpu"). */
  backend: string;
}

export interface StyleNetworkOptions {
  /** Layers to pool (default: the ones the committed head was fitted on). */
  layers?: readonly string[];
  /** Where the browser fetches the tfjs .wasm files from (Node finds them itself). */
  wasmPaths?: string | Record<string, string>;
}

const networks = new Map<string, Promise<StyleNetwork>>();

/** Loads the network once per layer set (later calls share the same promise). */
export function loadStyleNetwork(layers: readonly string[], options: Omit<StyleNetworkOptions, "layers"> = {}): Promise<StyleNetwork> {
  const key = layers.join(",");
  let loading = networks.get(key);
  if (!loading) {
    loading = buildNetwork(layers, options);
    // A failed load must not poison later attempts (a flaky lazy chunk in the browser).
    loading.catch(() => networks.delete(key));
    networks.set(key, loading);
  }
  return loading;
}

let backendReady: Promise<string> | null = null;

function initBackend(wasmPaths: StyleNetworkOptions["wasmPaths"]): Promise<string> {
  backendReady ??= (async () => {
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

async function buildNetwork(layers: readonly string[], options: Omit<StyleNetworkOptions, "layers">): Promise<StyleNetwork> {
  const backend = await initBackend(options.wasmPaths);
  await tf.ready();
  const [{ MobileNetV2Model }] = await Promise.all([import("nsfwjs/models/mobilenet_v2")]);
  const modelJson = (await MobileNetV2Model.modelJson()).default as unknown as ModelJson;
  const shards = await Promise.all(MobileNetV2Model.weightBundles.map(async (load) => (await load()).default as unknown as string));
  const full = await tfl.loadLayersModel(tf.io.fromMemory(toArtifacts(modelJson, shards)));
  const outputs = layers.map((name) => full.getLayer(name).output as tfl.SymbolicTensor);
  const cut = tfl.model({ inputs: full.inputs, outputs });
  const channels = outputs.map((o) => o.shape[o.shape.length - 1] ?? 0);
  const size = channels.reduce((sum, c) => sum + 2 * c, 0);
  return {
    layers,
    size,
    backend,
    extract(input: Float32Array): Float32Array {
      if (input.length !== NETWORK_INPUT_SIDE * NETWORK_INPUT_SIDE * 3) throw new Error("network input has the wrong size");
      const pooled = tf.tidy(() => {
        const x = tf.tensor4d(input, [1, NETWORK_INPUT_SIDE, NETWORK_INPUT_SIDE, 3]);
        const raw = cut.predict(x);
        const maps = Array.isArray(raw) ? raw : [raw];
        const parts = maps.flatMap((m) => {
          const { mean, variance } = tf.moments(m, [0, 1, 2]);
          return [mean, tf.sqrt(tf.add(variance, 1e-6))];
        });
        return tf.concat(parts);
      });
      const out = pooled.dataSync() as Float32Array;
      pooled.dispose();
      return Float32Array.from(out);
    },
  };
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
