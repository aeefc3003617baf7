import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig, type AppConfig } from "../config";
import { getTestDatabase } from "./test-db";
import type { AiProvider } from "../providers/ai/ai-provider";

/** The whole server on the worker's emptied database, with a temporary DATA_DIR; no port. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { ai?: AiProvider; /** Keep the rows of an earlier app (a "restarted" server). */ keepData?: boolean } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent" },
    { dataDir, sessionSecret: "test-secret-".padEnd(48, "x"), ...overrides },
  );
  const database = await getTestDatabase({ empty: !options.keepData });
  const app = await buildApp({ config, database, logger: false, ai: options.ai });
  await app.ready();
  return app;
}
