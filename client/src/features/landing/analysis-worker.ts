/**
 * The landing page's photo analysis, in a Web Worker (issue 30): decoding, downscaling and the
 * style networks' forward passes take seconds, and on the page's own thread they froze it. The
 * engine, tfjs and the networks' weights load here, on the first photo, and stay for later ones.
 * With the owner's corners (issue 50, "Is this it?") it reads inside their outline, not the locator's.
 */
import { analyseArtwork } from "@engine/analysis";
import { findCornersProblem } from "@contracts/artwork-outline";
import { answerPhotoRequests, decodeDownscaled } from "@/lib/worker-photo";
import { MAX_ANALYSIS_SIDE } from "./analysis-messages";
import { STYLE_WASM_PATHS } from "./style-wasm-paths";

answerPhotoRequests(async (file, corners) => {
  // The zod-free rules (the landing chunks load no zod: a CSP forbids its new Function).
  const problem = corners ? findCornersProblem(corners) : null;
  if (problem) throw new Error(problem);
  const pixels = await decodeDownscaled(file, MAX_ANALYSIS_SIDE);
  return analyseArtwork(pixels, { wasmPaths: STYLE_WASM_PATHS, corners, readKnownWorkCorners: false });
});
