import cluster from "node:cluster";
import fp from "fastify-plugin";
import { resolveWebConcurrency } from "../cluster";
import { AnalysisPool, defaultAnalysisWorkers } from "../analysis-pool/analysis-pool";

/** Seconds a refused analysis is told to wait: about what the queue ahead of it takes to drain on one thread. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Decorates `analysisPool`: the built-in engine's analyses in worker threads, off the event loop
 * (decision 0034). Its threads start on the first analysis and stop when the app closes.
 */
export const analysisPoolPlugin = fp(
  async (app) => {
    const { config } = app;
    // A cluster's processes share the cores (WEB_CONCURRENCY); a single process has them all.
    const processes = cluster.isWorker ? resolveWebConcurrency(config) : 1;
    const pool = new AnalysisPool({
      size: config.ANALYSIS_WORKERS ?? defaultAnalysisWorkers(processes),
      maxWaiting: config.ANALYSIS_QUEUE_MAX,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      onThreadLost: (info) => app.log.error(info, "an analysis thread stopped; it is replaced and its analysis retried once"),
    });
    app.decorate("analysisPool", pool);
    app.addHook("onClose", () => pool.close());
  },
  { name: "analysis-pool", dependencies: ["database"] },
);
