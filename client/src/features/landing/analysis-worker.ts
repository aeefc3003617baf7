/**
 * The landing page's photo analysis, in a Web Worker (issue 30): decoding, downscaling and the
 * style networks' forward passes take seconds, and on the page's own thread they froze it. The
 * engine, tfjs and the networks' weights load here, on the first photo, and stay for later ones.
 */
import { analyseArtwork } from "@engine/analysis";
import { answerPhotoRequests, decodeDownscaled } from "@/lib/worker-photo";
import { MAX_ANALYSIS_SIDE } from "./analysis-messages";
import { STYLE_WASM_PATHS } from "./style-wasm-paths";

answerPhotoRequests(async (file) => {
  const pixels = await decodeDownscaled(file, MAX_ANALYSIS_SIDE);
  return analyseArtwork(pixels, { wasmPaths: STYLE_WASM_PATHS });
});
