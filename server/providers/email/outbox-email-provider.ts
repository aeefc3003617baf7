import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { EmailMessage, EmailProvider } from "./email-provider";

/**
 * The offline default: each message is rendered to a complete RFC 822 .eml file (openable in
 * any mail client) under DATA_DIR/outbox, so a fresh install never fails to "send".
 */
export function createOutboxEmailProvider({
  outboxDir,
  from,
  log,
}: {
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): EmailProvider {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message: EmailMessage) {
      const info = await transport.sendMail({ from, ...message });
      // Mail holds reset links and reports: readable by the server's user only (issue 13).
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "").slice(0, 24)}.eml`;
      const tmp = path.join(outboxDir, `.${name}.tmp`);
      // Written then renamed, so a reader never sees half a message.
      await writeFile(tmp, info.message as Buffer, { mode: 0o600 });
      await rename(tmp, path.join(outboxDir, name));
      log.info({ to: message.to, subject: message.subject, file: name }, "e-mail written to the outbox");
      return { messageId: info.messageId };
    },
  };
}
