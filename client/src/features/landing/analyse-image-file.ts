import type { ArtworkAnalysis } from "@engine/analyse-artwork";

const MAX_SIDE = 512;

/**
 * Decodes an uploaded image, downscales it to at most 512 px and runs the engine's analysis in
 * the browser: the same network and head as the server. The engine, tfjs and the network's
 * weights (a few MB) load only now, when a visitor adds a photo, so the landing page's first
 * load does not carry them.
 */
export async function analyseImageFile(file: File): Promise<ArtworkAnalysis> {
  const [{ analyseArtwork }, { STYLE_WASM_PATHS }] = await Promise.all([import("@engine/analyse-artwork"), import("./style-wasm-paths")]);
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("Canvas 2D is not available");
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return await analyseArtwork({ data, width, height }, { wasmPaths: STYLE_WASM_PATHS });
  } finally {
    bitmap.close();
  }
}
