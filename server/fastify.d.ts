import "fastify";
import type { AnalysisPool } from "./analysis-pool/analysis-pool";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { UserRow } from "./db/schema";
import type { JobRunner } from "./jobs/runner";
import type { Metrics } from "./metrics";
import type { ReadCache } from "./plugins/read-cache";
import type { AiProvider } from "./providers/ai/ai-provider";
import type { EmailProvider } from "./providers/email";
import type { StorageProvider } from "./providers/storage/storage-provider";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
    email: EmailProvider;
    storage: StorageProvider;
    jobs: JobRunner;
    ai: AiProvider;
    /** The built-in engine's analyses, off the event loop (decision 0034). */
    analysisPool: AnalysisPool;
    metrics: Metrics;
    readCache: ReadCache;
    /** Temporary upload folders are named with it, so a restart knows its own leftovers (issue 33). */
    uploadTempPrefix: string;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** The route's error bodies also carry {error}, the field the spec reads (registration). */
    errorField?: boolean;
    /** The route may be called from other origins (webhooks prove themselves by signature). */
    allowCrossOrigin?: boolean;
  }
}
