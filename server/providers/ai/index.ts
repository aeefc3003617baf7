import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { AnalysisPool } from "../../analysis-pool/analysis-pool";
import type { AiProvider } from "./ai-provider";
import { createBuiltInAiProvider } from "./built-in-provider";
import { createOpenAiCompatibleProvider } from "./openai-compatible-provider";
import { createKnownWorkMatcher } from "./known-works";

/** The OpenAI-compatible model when AI_BASE_URL is set (with the built-in engine as its fallback), else the built-in engine. */
export function createAiProvider(config: AppConfig, log: FastifyBaseLogger, pool: AnalysisPool): AiProvider {
  const builtIn = createBuiltInAiProvider(
    pool,
    createKnownWorkMatcher(config.dataDir, (err, file) =>
      log.error(
        { err, file },
        "the operator's known-works catalogue could not be read; matching with the default catalogue until it changes",
      ),
    ),
  );
  if (!config.AI_BASE_URL) return builtIn;
  return createOpenAiCompatibleProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fallback: builtIn,
    log,
  });
}
