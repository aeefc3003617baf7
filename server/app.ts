import Fastify, { LogController, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { responseSerializerCompiler } from "./lib/response-serializer";
import compress from "@fastify/compress";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { jsonBodyPlugin } from "./plugins/json-body";
import { databasePlugin } from "./plugins/database";
import { readCachePlugin } from "./plugins/read-cache-plugin";
import { accountUpkeepPlugin } from "./plugins/account-upkeep";
import { analysisPoolPlugin } from "./plugins/analysis-pool";
import { providersPlugin } from "./plugins/providers";
import { jobsPlugin } from "./plugins/jobs";
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
import { creditsModule } from "./modules/credits";
import { createPaymentProvider, type AnyPaymentProvider } from "./providers/payments";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { requestContextPlugin, requestIdFrom } from "./plugins/request-context";
import type { AiProvider } from "./providers/ai/ai-provider";

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
    // Opening the database is a plugin (databasePlugin): a fresh embedded database's migrations on
    // a busy machine take longer than Fastify's default 10 s for a plugin to start.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(jsonBodyPlugin);

  // What the routes use, each a plugin that decorates the app and closes what it opened.
  await app.register(databasePlugin, { config, database });
  await app.register(readCachePlugin);
  await app.register(accountUpkeepPlugin);
  await app.register(analysisPoolPlugin);
  await app.register(providersPlugin, { ai });
  await app.register(jobsPlugin, { runJobs });

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
  await app.register(creditsModule, { payments: payments ?? createPaymentProvider(app.config) });

  if (client === "none") {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No such API route: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" }),
    );
  } else {
    await app.register(clientAppPlugin, { mode: client });
  }
  return app;
}
