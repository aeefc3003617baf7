import type { ArtworkAnalysis } from "@engine/analysis";
import type { AnalysisReply, AnalysisRequest } from "./analysis-messages";

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (analysis: ArtworkAnalysis) => void; reject: (error: Error) => void }>();

/** The one analysis worker, started on the first photo (its code and the weights load only then). */
function analysisWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./analysis-worker.ts", import.meta.url), { type: "module", name: "photo-analysis" });
  started.addEventListener("message", (event: MessageEvent<AnalysisReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.analysis) waiting.resolve(reply.analysis);
    else waiting.reject(new Error(reply.error));
  });
  // A worker that fails to load (a chunk the network dropped) fails what waits and is replaced next time.
  started.addEventListener("error", (event) => {
    event.preventDefault();
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || "The analysis worker failed"));
    pending.clear();
    started.terminate();
    if (worker === started) worker = null;
  });
  worker = started;
  return started;
}

/**
 * Runs the engine's analysis of an uploaded image in a Web Worker: the same networks and heads as
 * the server, decoded and downscaled to at most 512 px there too, so the page stays responsive.
 */
export function analyseImageFile(file: File): Promise<ArtworkAnalysis> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    analysisWorker().postMessage({ id, file } satisfies AnalysisRequest);
  });
}
