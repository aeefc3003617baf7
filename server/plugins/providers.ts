import fp from "fastify-plugin";
import { Metrics } from "../metrics";
import { createAiProvider } from "../providers/ai";
import type { AiProvider } from "../providers/ai/ai-provider";
import { createEmailProvider } from "../providers/email";
import { createStorage } from "../providers/storage";

export interface ProvidersPluginOptions {
  /** Replaces the configured AI provider (tests use fakes). */
  ai?: AiProvider;
}

/** Decorates `email`, `storage`, `metrics` and `ai`, each chosen by the configuration (decision 15 for the AI). */
export const providersPlugin = fp<ProvidersPluginOptions>(
  async (app, { ai }) => {
    const { config } = app;
    app.decorate("metrics", new Metrics());
    app.decorate("email", createEmailProvider(config, app.log));
    app.decorate("storage", createStorage(config));
    app.decorate("ai", ai ?? createAiProvider(config, app.log, app.analysisPool));
  },
  { name: "providers", dependencies: ["database", "analysis-pool"] },
);
