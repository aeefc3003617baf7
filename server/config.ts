import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE } from "../contracts/site";

/** Every setting the server reads, with defaults that run offline on a fresh machine. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: z.string().default(""),
  APP_NAME: z.string().min(1).default(DEFAULT_SITE.appName),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SITE.supportEmail),
  SUPPORT_PHONE: z.string().min(1).default(DEFAULT_SITE.supportPhone),
  PUBLIC_URL: z.url().default("http://localhost:5000"),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(15 * 60 * 1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // E-mail: SMTP when set (smtp://user:pass@host:587), otherwise .eml files in DATA_DIR/outbox.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  // Appraisals (decision 14): "auto" completes them; "manual" leaves drafts for an admin to review.
  APPRAISAL_REVIEW: z.enum(["auto", "manual"]).default("auto"),
  // AI (decision 15): an OpenAI-compatible vision model when AI_BASE_URL is set, else the built-in engine.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  // Background jobs (decision 14): how many run at once per server, how often the queue is read.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(5 * 60 * 1000),
  JOB_BACKOFF_BASE_MS: z.coerce.number().int().min(0).default(5000),
  // Stripe takes all three keys or none; without them the built-in test provider runs (decision 12).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "STRIPE_PUBLISHABLE_KEY must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_").optional(),
});

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Env {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  sessionSecret: string;
  adminEmails: string[];
  isProduction: boolean;
  /** Where the built client lives; absent in tests that do not serve the app. */
  clientDistDir: string;
}

/** Parses the environment; a wrong value stops start-up with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const missingStripe = STRIPE_KEYS.filter((key) => !values[key]);
  if (missingStripe.length > 0 && missingStripe.length < STRIPE_KEYS.length) {
    throw new Error(`Invalid configuration:\n  ${missingStripe.join(", ")}: Stripe needs all of ${STRIPE_KEYS.join(", ")} (or none of them for the test provider)`);
  }
  const dataDir = path.resolve(overrides.dataDir ?? values.DATA_DIR);
  return {
    ...values,
    dataDir,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    adminEmails: values.ADMIN_EMAILS.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean),
    isProduction: values.NODE_ENV === "production",
    clientDistDir: path.resolve("dist/client"),
    ...overrides,
  };
}

// Blank variables (FOO=) mean "not set", so defaults still apply.
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

// A generated secret is kept under DATA_DIR so sessions survive restarts without any setup.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
