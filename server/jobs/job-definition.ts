import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { JobRow } from "../db/schema/jobs";
import type { AiProvider } from "../providers/ai/ai-provider";
import type { EmailProvider } from "../providers/email/email-provider";
import type { StorageProvider } from "../providers/storage/storage-provider";

/** What every job handler may use; providers are added here as the product grows. */
export interface JobDeps {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  email: EmailProvider;
  storage: StorageProvider;
  ai: AiProvider;
}

export interface JobContext<P> extends JobDeps {
  payload: P;
  job: JobRow;
}

/** One kind of background work: its name, payload schema and handler (one file per job). */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  maxAttempts?: number;
  /** Must be safe to run again: a job whose server died mid-way is run once more. */
  handle(context: JobContext<P>): Promise<void>;
  /** Runs once, after the last attempt failed (e.g. refund the credit and tell the user). */
  onFinalFailure?(context: JobContext<P> & { error: Error }): Promise<void>;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
