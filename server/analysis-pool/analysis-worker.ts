/**
 * One thread of the analysis pool (decision 0034): runs the engine's analyseArtwork on the pixels
 * the server sends and posts the analysis back. The networks load on the first analysis and stay
 * loaded for the thread's life, so each thread pays the load once.
 *
 * Protocol (structured-clone messages): `{ id, image: { data, width, height }, corners? }` in,
 * `{ id, ok: true, analysis }` or `{ id, ok: false, message }` out. Compiled into
 * dist/server/analysis-worker.js by scripts/build-server.mjs; under tsx, analysis-thread.mjs loads it.
 */
import { parentPort } from "node:worker_threads";
import { analyseArtwork } from "@engine/analysis";
import type { AnalysisRequest, AnalysisReply } from "./analysis-protocol";

const port = parentPort;
if (!port) throw new Error("analysis-worker runs only as a worker thread");

port.on("message", (request: AnalysisRequest) => {
  analyseArtwork(request.image, request.corners ? { corners: request.corners } : {}).then(
    (analysis) => port.postMessage({ id: request.id, ok: true, analysis } satisfies AnalysisReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies AnalysisReply),
  );
});
