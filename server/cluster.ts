import cluster from "node:cluster";
import os from "node:os";
import { ConfigError, type AppConfig } from "./config";

/**
 * How many server processes to run (issue 15): WEB_CONCURRENCY, else one per core on PostgreSQL
 * and one on the embedded database, whose data folder belongs to a single process.
 */
export function resolveWebConcurrency(config: Pick<AppConfig, "WEB_CONCURRENCY" | "DATABASE_URL" | "isProduction">): number {
  if (!config.DATABASE_URL) {
    if ((config.WEB_CONCURRENCY ?? 1) > 1)
      throw new ConfigError(
        "Invalid configuration:\n  WEB_CONCURRENCY: the embedded database serves one process; set DATABASE_URL to run several",
      );
    return 1;
  }
  // Development keeps one process (one Vite dev server, one watcher).
  return config.WEB_CONCURRENCY ?? (config.isProduction ? os.availableParallelism() : 1);
}

/**
 * The primary of a node:cluster: forks the workers (they share the port and run the whole
 * server, jobs included, as separate servers on one database do), replaces one that dies,
 * and on SIGTERM/SIGINT passes the signal on and exits when every worker has closed. A worker
 * that dies before it ever listened (a start-up error) stops the whole cluster with its code.
 */
export function runClusterPrimary(workers: number, log: (message: string) => void = console.log) {
  let stopping = false;
  const fork = () => cluster.fork();
  const listened = new Set<number>();
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping && !listened.has(worker.id)) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = code || 1;
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
  for (let i = 0; i < workers; i++) fork();
}
