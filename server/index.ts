import cluster from "node:cluster";
import { resolveWebConcurrency, runClusterPrimary } from "./cluster";
import { loadConfig, publicUrlMismatch } from "./config";
import { exitCleanlyOnStartupErrors } from "./startup-errors";

// Listen and close gracefully; everything else is in buildApp. A wrong setting or an unreachable
// database ends start-up with one message naming it, not a stack trace.
exitCleanlyOnStartupErrors();
const config = loadConfig();
const processes = resolveWebConcurrency(config);
// Said once, by the process that owns the port (a cluster's primary, or the only process).
const publicUrlWarning = cluster.isPrimary ? publicUrlMismatch(config) : null;
if (processes > 1 && cluster.isPrimary) {
  // Several server processes on one PostgreSQL database (WEB_CONCURRENCY); each runs the code below.
  if (publicUrlWarning) console.warn(`warning: ${publicUrlWarning}`);
  runClusterPrimary(processes);
} else {
  await startServer();
}

async function startServer() {
  // Imported here so a cluster's primary, which only forks, does not load the whole server.
  const { buildApp } = await import("./app");
  const app = await buildApp({ config, client: config.isProduction ? "production" : "development", runJobs: true });

  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down: no new jobs, finishing requests and running jobs");
      // The last resort if something hangs: the jobs' bound plus time for requests and the database.
      const timer = setTimeout(() => {
        app.log.error("shutdown took too long; exiting");
        process.exit(1);
      }, config.JOB_SHUTDOWN_TIMEOUT_MS + 15_000).unref();
      try {
        // Jobs first, outside Fastify's close (whose hooks must finish within its plugin timeout):
        // running jobs get JOB_SHUTDOWN_TIMEOUT_MS, then go back to the queue for another server.
        await app.jobs.shutdown(config.JOB_SHUTDOWN_TIMEOUT_MS);
        await app.close();
        clearTimeout(timer);
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      }
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  if (publicUrlWarning) app.log.warn(publicUrlWarning);
}
