import { type ArtworkAnalysis } from "@engine/analysis";
import { createPhotoWorkerRequester } from "@/lib/photo-worker-requests";

/**
 * Runs the engine's analysis of an uploaded image in a Web Worker: the same networks and heads as
 * the server, decoded and downscaled to at most 512 px there too, so the page stays responsive.
 * The worker (its code and the weights) loads on the first photo only.
 */
export const analyseImageFile = createPhotoWorkerRequester<ArtworkAnalysis>(
  () => new Worker(new URL("./analysis-worker.ts", import.meta.url), { type: "module", name: "photo-analysis" }),
  "analysis",
);
