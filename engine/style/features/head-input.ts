/**
 * The style head's input from pooled network values: one transform, used by the engine when it
 * scores a photo and by the fitting script and `npm run eval` when they fit the head, so that a
 * coefficient always meets the value it was fitted on.
 */
import { sqrtOfUpperTriangle } from "./matrix-square-root";
import type { HeadInputLayout } from "@engine/knowledge";

/** Number of values the head reads under a layout. */
export function headInputSize(layout: HeadInputLayout): number {
  return layout.layerChannels.reduce((n, c, i) => {
    const gram = layout.gramLayers.includes(layout.layers[i]!);
    return n + c * (layout.stats === "mean+std" ? 2 : 1) + (gram ? (c * (c + 1)) / 2 : 0);
  }, 0);
}

const signedSqrt = (v: number) => Math.sign(v) * Math.sqrt(Math.abs(v));

/**
 * Transforms values already in head order (see HeadInputLayout) into the head's input: signed
 * square roots where `power` says so, and each correlation triangle through its matrix square root
 * under "matrix-sqrt" (decision record 0004).
 */
export function toHeadInput(values: ArrayLike<number>, layout: HeadInputLayout): Float32Array {
  const size = headInputSize(layout);
  if (values.length !== size) throw new Error(`the head reads ${size} values, got ${values.length}`);
  const out = new Float32Array(size);
  let at = 0;
  layout.layerChannels.forEach((c, i) => {
    const stats = c * (layout.stats === "mean+std" ? 2 : 1);
    for (let j = at; j < at + stats; j++) out[j] = layout.power ? signedSqrt(values[j]!) : values[j]!;
    at += stats;
    if (!layout.gramLayers.includes(layout.layers[i]!)) return;
    const length = (c * (c + 1)) / 2;
    if (layout.gramTransform === "matrix-sqrt") {
      out.set(sqrtOfUpperTriangle(Array.prototype.slice.call(values, at, at + length) as number[], c), at);
    } else {
      for (let j = at; j < at + length; j++) out[j] = layout.power ? signedSqrt(values[j]!) : values[j]!;
    }
    at += length;
  });
  return out;
}
