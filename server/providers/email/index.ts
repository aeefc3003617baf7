import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { EmailProvider } from "./email-provider";
import { createOutboxEmailProvider } from "./outbox-email-provider";
import { createSmtpEmailProvider } from "./smtp-email-provider";

export type { EmailMessage, EmailProvider } from "./email-provider";

/** SMTP when configured, else the outbox folder. */
export function createEmailProvider(config: AppConfig, log: FastifyBaseLogger): EmailProvider {
  const from = config.EMAIL_FROM ?? `${config.APP_NAME} <${config.SUPPORT_EMAIL}>`;
  if (config.SMTP_URL) return createSmtpEmailProvider({ smtpUrl: config.SMTP_URL, from, timeoutMs: config.SMTP_TIMEOUT_MS });
  return createOutboxEmailProvider({ outboxDir: path.join(config.dataDir, "outbox"), from, log });
}
