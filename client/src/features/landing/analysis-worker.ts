/**
 * The landing page's photo analysis, in a Web Worker (issue 30): decoding, downscaling and the
 * style networks' forward passes take seconds, and on the page's own thread they froze it. The
 * engine, tfjs and the networks' weights load here, on the first photo, and stay for later ones.
 */
import { analyseArtwork } from "@engine/analyse-artwork";
import { MAX_ANALYSIS_SIDE, type AnalysisReply, type AnalysisRequest } from "./analysis-messages";
import { STYLE_WASM_PATHS } from "./style-wasm-paths";

// The project compiles with the DOM library, whose `self` is a Window; a worker's has the same two calls used here.
const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener">;

scope.addEventListener("message", (event: MessageEvent<AnalysisRequest>) => {
  const { id, file } = event.data;
  analyse(file).then(
    (analysis) => scope.postMessage({ id, analysis } satisfies AnalysisReply),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies AnalysisReply),
  );
});

async function analyse(file: Blob) {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_ANALYSIS_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("Canvas 2D is not available in this browser's workers");
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return await analyseArtwork({ data, width, height }, { wasmPaths: STYLE_WASM_PATHS });
  } finally {
    bitmap.close();
  }
}
