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
  DATABASE_URL: z
    .url()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  // PostgreSQL pool: connections per server, how long to wait for one, and the longest statement.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // Uploaded files: local disk under DATA_DIR/uploads, or an S3-compatible bucket (decision 33).
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  // Rate limits are counted in the database, or in Redis when this is set (redis://host:6379).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  // Prefix of every Redis key the server writes (several sites may share one Redis).
  REDIS_KEY_PREFIX: z.string().min(1).default("appraisal-rate-limit-"),
  // GET /metrics (Prometheus) answers only with "Authorization: Bearer <METRICS_TOKEN>"; without it, 404.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: z.string().default(""),
  APP_NAME: z.string().min(1).default(DEFAULT_SITE.appName),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SITE.supportEmail),
  SUPPORT_PHONE: z.string().min(1).default(DEFAULT_SITE.supportPhone),
  // The site's address in links (canonical, og:url, e-mails, shared previews); unset, the port
  // the server listens on: http://localhost:PORT (see publicUrlFor).
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // One log line per request (off by default: errors and requests slower than SLOW_REQUEST_MS always are).
  LOG_REQUESTS: z.stringbool().default(false),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  // The session lookup and each user's appraisal list answered from memory, dropped on every
  // server by the database's change notifications (decision 0014); false reads the database each time.
  READ_CACHE: z.stringbool().default(true),
  // Server processes (node:cluster); default 1 on the embedded database (one process per data
  // folder), the number of cores on PostgreSQL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // E-mail: SMTP when set (smtp://user:pass@host:587), otherwise .eml files in DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  // Connection, greeting and socket timeouts of the SMTP client: a dead mail server cannot hold a job.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  // Appraisals (decision 14): "auto" completes them; "manual" leaves drafts for an admin to review;
  // "selective" completes confident ones and leaves thin-evidence ones for an admin (decision 39).
  APPRAISAL_REVIEW: z.enum(["auto", "manual", "selective"]).default("auto"),
  // AI (decision 15): an OpenAI-compatible vision model when AI_BASE_URL is set, else the built-in engine.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  // The built-in engine's analyses run in worker threads (decision 0034): how many (default: every
  // core but the event loop's, shared by WEB_CONCURRENCY processes) and how many requests may wait.
  ANALYSIS_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  ANALYSIS_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(40),
  // Background jobs (decision 14): how many run at once per server, how often the queue is read.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  JOB_BACKOFF_BASE_MS: z.coerce.number().int().min(0).default(5000),
  // On SIGTERM: how long running jobs may finish before they are handed back to the queue.
  JOB_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // "test" allows the built-in test provider on an https PUBLIC_URL (decision 32); "stripe" insists on the keys.
  PAYMENT_PROVIDER: z.enum(["stripe", "test"]).optional(),
  // Stripe takes all three keys or none; without them the built-in test provider runs (decision 12).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "STRIPE_PUBLISHABLE_KEY must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
    .optional(),
  // Where the built client is served from; end-to-end runs build into their own folder so parallel runs never share one.
  CLIENT_DIST_DIR: z.string().default("dist/client"),
});

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Env {
  /** PUBLIC_URL as given, or derived from PORT when unset (always set here). */
  PUBLIC_URL: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  sessionSecret: string;
  adminEmails: string[];
  isProduction: boolean;
  /** Where the built client lives; absent in tests that do not serve the app. */
  clientDistDir: string;
}

/** A wrong setting: index.ts prints its message alone (no stack) and exits. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; a wrong value stops start-up with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const missingStripe = STRIPE_KEYS.filter((key) => !values[key]);
  if (missingStripe.length > 0 && missingStripe.length < STRIPE_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingStripe.join(", ")}: Stripe needs all of ${STRIPE_KEYS.join(", ")} (or none of them for the test provider)`,
    );
  }
  if (values.STORAGE_DRIVER === "s3" && !values.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET: STORAGE_DRIVER=s3 needs the bucket's name");
  }
  if (!values.S3_ACCESS_KEY_ID !== !values.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both (or neither, for the SDK's own credentials)",
    );
  }
  assertPaymentMode(values);
  const dataDir = path.resolve(overrides.dataDir ?? values.DATA_DIR);
  return {
    ...values,
    PUBLIC_URL: values.PUBLIC_URL ?? publicUrlFor(overrides.PORT ?? values.PORT),
    dataDir,
    // With PostgreSQL, several servers must share one generated secret: buildApp keeps it in the
    // database (server/db/shared-session-secret.ts) and fills this in; "" means "not yet".
    sessionSecret: values.SESSION_SECRET ?? (values.DATABASE_URL ? "" : readOrCreateSecret(dataDir)),
    adminEmails: values.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    isProduction: values.NODE_ENV === "production",
    clientDistDir: path.resolve(values.CLIENT_DIST_DIR),
    ...overrides,
  };
}

/**
 * The address links use when PUBLIC_URL is unset: the port this server listens on, so a server
 * started with PORT=5201 links to itself (issue 32), not to a default port nobody answers on.
 */
export function publicUrlFor(port: number): string {
  return `http://localhost:${port}`;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/**
 * A warning for start-up when PUBLIC_URL plainly points at another local server: a local host
 * with an explicit port other than the one this server listens on (a proxy in front on the
 * default port, or a public host name, is left alone). Null when it agrees.
 */
export function publicUrlMismatch(config: Pick<AppConfig, "PUBLIC_URL" | "PORT">): string | null {
  const url = new URL(config.PUBLIC_URL);
  if (!LOCAL_HOSTS.has(url.hostname) || url.port === "" || Number(url.port) === config.PORT) return null;
  return (
    `PUBLIC_URL is ${config.PUBLIC_URL} but this server listens on port ${config.PORT}: links in pages, ` +
    `e-mails and shared previews will point at port ${url.port}. Unset PUBLIC_URL to use ${publicUrlFor(config.PORT)}.`
  );
}

/**
 * A public (https) site without Stripe would sell credits for a test card number (decision 32):
 * start-up stops unless the operator says PAYMENT_PROVIDER=test on purpose.
 */
function assertPaymentMode(values: Env) {
  const hasStripe = STRIPE_KEYS.every((key) => values[key]);
  if (values.PAYMENT_PROVIDER === "stripe" && !hasStripe) {
    throw new ConfigError(`Invalid configuration:\n  PAYMENT_PROVIDER: "stripe" needs ${STRIPE_KEYS.join(", ")}`);
  }
  if (values.PAYMENT_PROVIDER === "test" && hasStripe) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER: "test" while ${STRIPE_KEYS.join(", ")} are set; unset one or the other`,
    );
  }
  if (!hasStripe && values.PUBLIC_URL?.startsWith("https:") && values.PAYMENT_PROVIDER !== "test") {
    throw new ConfigError(
      "Invalid configuration:\n" +
        `  PUBLIC_URL is https but Stripe is not configured: set ${STRIPE_KEYS.join(", ")} to take real payments,\n` +
        "  or set PAYMENT_PROVIDER=test to run the built-in test provider on purpose (anyone can then buy credits with a test card).",
    );
  }
}

// Blank variables (FOO=) mean "not set", so defaults still apply.
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

// A generated secret is kept under DATA_DIR so sessions survive restarts without any setup.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
