import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { responseSerializerCompiler } from "./lib/response-serializer";
import compress from "@fastify/compress";
import type { AppConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { runMigrations } from "./db/migrate";
import { keepPlannerStatistics } from "./db/planner-statistics";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { securityPlugin } from "./plugins/security";
import { authPlugin } from "./plugins/auth";
import { clientAppPlugin } from "./plugins/client-app";
import { authRoutes } from "./modules/auth/auth.routes";
import { adminModule } from "./modules/admin";
import { appraisalRoutes } from "./modules/appraisals/appraisals.routes";
import { reportRoutes } from "./modules/reports/reports.routes";
import { portfolioRoutes } from "./modules/portfolio/portfolio.routes";
import { verifyRoutes } from "./modules/verify/verify.routes";
import { seoRoutes } from "./modules/seo/seo.routes";
import { styleAnalysesRoutes } from "./modules/style-analyses/style-analyses.routes";
import { arPreviewRoutes } from "./modules/ar-previews/ar-previews.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { syncConfiguredAdmins } from "./modules/auth/admin-roles.service";
import { creditsModule } from "./modules/credits";
import { createPaymentProvider, type AnyPaymentProvider } from "./providers/payments";
import { deleteExpiredSessions } from "./modules/auth/session.service";
import { createEmailProvider } from "./providers/email";
import { createStorage } from "./providers/storage";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { requestContextPlugin, requestIdFrom } from "./plugins/request-context";
import { getSharedSessionSecret } from "./db/shared-session-secret";
import { Metrics } from "./metrics";
import { removeOwnTempFolders, startHousekeeping, UPLOAD_TEMP_PREFIX } from "./housekeeping";
import { claimServerIdentity, type ServerIdentity } from "./jobs/server-identity";
import { JobRunner } from "./jobs/runner";
import { createAiProvider } from "./providers/ai";
import type { AiProvider } from "./providers/ai/ai-provider";
import { registerJobs } from "./jobs";
import { startReadCache } from "./plugins/read-cache";

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (tests pass one); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Serve the client: "production" from dist/, "development" through Vite, or not at all. */
  client?: "production" | "development" | "none";
  logger?: boolean;
  /** Replaces the configured AI provider (tests use fakes). */
  ai?: AiProvider;
  /** Start the background job runner (tests drive it themselves with app.jobs.drain()). */
  runJobs?: boolean;
  /** The payment provider; by default chosen from the configuration (tests inject a fake Stripe). */
  payments?: AnyPaymentProvider;
}

/** Builds the whole server without listening, so tests can call it with inject(). */
export async function buildApp({
  config,
  database,
  client = "none",
  logger = true,
  runJobs = false,
  payments,
  ai,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          transport: config.isProduction
            ? undefined
            : { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    // No info line per request (it cost 11-22% of /api/user under load, issue 15): errors and
    // slow requests are logged by requestContextPlugin; LOG_REQUESTS=true brings every line back.
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    // x-request-id from the proxy is kept (one id across the proxy's and our logs), else a UUID.
    genReqId: requestIdFrom,
    bodyLimit: 1024 * 1024,
    // Long uploads and slow clients are bounded; connections do not hang forever.
    requestTimeout: 120_000,
  });
  // The spec's client sends DELETE with a JSON content type and no body; Fastify would answer 400.
  // An empty body is "no body"; anything else goes through Fastify's own (prototype-safe) parser.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownsDatabase = !database;
  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      postgres: {
        max: config.DATABASE_POOL_MAX,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        onError: (err) => app.log.warn({ err }, "database connection lost; the pool reconnects on the next query"),
      },
    }));
  if (ownsDatabase) {
    await runMigrations(handle);
    const stopStatistics = await keepPlannerStatistics(handle, (err) => app.log.warn({ err }, "analyze failed"));
    app.addHook("onClose", async () => stopStatistics());
  }
  // Several servers on one database share the generated session secret (decision 33).
  if (!config.sessionSecret) config = { ...config, sessionSecret: await getSharedSessionSecret(handle.db) };
  app.decorate("config", config);
  app.decorate("database", handle);
  app.decorate("db", handle.db);
  app.addHook("onClose", async () => {
    if (ownsDatabase) await handle.close();
  });
  // Sessions and appraisal lists from memory while the database's change feed is subscribed
  // (decision 0014). A request that may have written answers only once this server's caches have
  // seen its writes' notifications, so the next request here never reads what it changed.
  const readCache = await startReadCache({ handle, enabled: config.READ_CACHE, log: app.log });
  app.decorate("readCache", readCache);
  app.addHook("onClose", () => readCache.close());
  app.addHook("onSend", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") await readCache.settle();
  });
  // ADMIN_EMAILS, when set, is the list of admins granted by configuration (decision 0020).
  if (config.adminEmails.length) {
    const { granted, revoked } = await syncConfiguredAdmins({ db: handle.db, emails: config.adminEmails });
    if (revoked) app.log.warn({ revoked, granted }, "ADMIN_EMAILS no longer lists some admins: they are users again");
  }
  // Expired sessions are useless rows; sweep them now and then.
  const sweep = setInterval(
    () => void deleteExpiredSessions({ db: handle.db }).catch((err) => app.log.warn({ err }, "session sweep failed")),
    6 * 60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  const email = createEmailProvider(config, app.log);
  const storage = createStorage(config);
  const metrics = new Metrics();
  app.decorate("metrics", metrics);
  app.decorate("email", email);
  app.decorate("storage", storage);
  const aiProvider = ai ?? createAiProvider(config, app.log);
  app.decorate("ai", aiProvider);
  // A server that runs jobs knows itself across restarts: after a crash it takes back at once
  // its own jobs and clears its own temporary folders (issue 33, server-identity.ts).
  const identity = runJobs ? claimIdentityOrWarn(config.dataDir, app.log) : undefined;
  app.decorate("uploadTempPrefix", identity ? `${UPLOAD_TEMP_PREFIX}${identity.id}-` : UPLOAD_TEMP_PREFIX);
  if (identity) {
    const removed = await removeOwnTempFolders(app.uploadTempPrefix);
    if (removed) app.log.warn({ removed }, "removed the temporary upload folders of requests cut off when this server last stopped");
  }
  const jobs = new JobRunner(
    { db: handle.db, config, log: app.log, email, storage, ai: aiProvider },
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
    const housekeeping = startHousekeeping({ db: handle.db, storage, log: app.log });
    app.addHook("onClose", async () => housekeeping.stop());
  }
  // Runs before the database closes: running jobs finish or, after a bound shorter than the
  // close timeout, go back to the queue. index.ts has usually done this already on SIGTERM.
  app.addHook("preClose", () => jobs.shutdown(Math.min(config.JOB_SHUTDOWN_TIMEOUT_MS, 8_000)));
  app.addHook("onClose", async () => identity?.release());

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  // Dynamic JSON is gzipped fast (level 1) and only past 1 KB: on-the-fly brotli cost 28% of a
  // list request's CPU (issue 15).
  await app.register(compress, { threshold: 1024, encodings: ["gzip", "deflate"], zlibOptions: { level: 1 } });
  await app.register(requestContextPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(appraisalRoutes);
  await app.register(reportRoutes);
  await app.register(portfolioRoutes);
  await app.register(verifyRoutes);
  await app.register(seoRoutes);
  await app.register(styleAnalysesRoutes);
  await app.register(arPreviewRoutes);
  await app.register(adminModule);
  await app.register(creditsModule, { payments: payments ?? createPaymentProvider(config) });

  if (client === "none") {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No such API route: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" }),
    );
  } else {
    await app.register(clientAppPlugin, { mode: client });
  }
  return app;
}

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
