import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import { removeOwnTempFolders, startHousekeeping, UPLOAD_TEMP_PREFIX } from "../housekeeping";
import { registerJobs } from "../jobs";
import { JobRunner } from "../jobs/runner";
import { claimServerIdentity, type ServerIdentity } from "../jobs/server-identity";

export interface JobsPluginOptions {
  /** Start the background job runner (tests drive it themselves with app.jobs.drain()). */
  runJobs: boolean;
}

/** Decorates `jobs` (the runner, started on ready when runJobs) and `uploadTempPrefix`; with runJobs, the housekeeping too. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { runJobs }) => {
    const { config, db, email, storage, ai, metrics, readCache } = app;
    // A server that runs jobs knows itself across restarts: after a crash it takes back at once
    // its own jobs and clears its own temporary folders (issue 33, server-identity.ts).
    const identity = runJobs ? claimIdentityOrWarn(config.dataDir, app.log) : undefined;
    app.decorate("uploadTempPrefix", identity ? `${UPLOAD_TEMP_PREFIX}${identity.id}-` : UPLOAD_TEMP_PREFIX);
    if (identity) {
      const removed = await removeOwnTempFolders(app.uploadTempPrefix);
      if (removed) app.log.warn({ removed }, "removed the temporary upload folders of requests cut off when this server last stopped");
    }
    const jobs = new JobRunner(
      { db, config, log: app.log, email, storage, ai },
      {
        identity: identity?.id,
        concurrency: config.JOB_CONCURRENCY,
        pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
        leaseMs: config.JOB_LEASE_MS,
        backoffBaseMs: config.JOB_BACKOFF_BASE_MS,
        // A job's writes are in this server's read caches before it counts as finished.
        afterAttempt: () => readCache.settle(),
        onOutcome: (job, outcome) => {
          if (outcome !== "succeeded")
            metrics.increment("job_failures_total", "Job attempts that did not succeed, by job and outcome.", { job, outcome });
        },
      },
    );
    registerJobs(jobs);
    app.decorate("jobs", jobs);
    if (runJobs) {
      app.addHook("onReady", () => jobs.start());
      const housekeeping = startHousekeeping({ db, storage, log: app.log });
      app.addHook("onClose", async () => housekeeping.stop());
    }
    // Runs before the database closes: running jobs finish or, after a bound shorter than the
    // close timeout, go back to the queue. index.ts has usually done this already on SIGTERM.
    app.addHook("preClose", () => jobs.shutdown(Math.min(config.JOB_SHUTDOWN_TIMEOUT_MS, 8_000)));
    app.addHook("onClose", async () => identity?.release());
  },
  { name: "jobs", dependencies: ["database", "read-cache", "providers"] },
);

// A DATA_DIR that cannot be written (a read-only volume beside PostgreSQL and S3) costs only the
// fast take-back: the jobs of a crashed server are then recovered when their lease runs out.
function claimIdentityOrWarn(dataDir: string, log: FastifyBaseLogger): ServerIdentity | undefined {
  try {
    return claimServerIdentity(dataDir);
  } catch (err) {
    log.warn({ err }, "no server identity in DATA_DIR: after a crash, this server's jobs wait for their lease");
    return undefined;
  }
}
