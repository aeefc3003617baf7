import nodemailer from "nodemailer";
import type { EmailMessage, EmailProvider } from "./email-provider";

/** Real delivery through any SMTP server (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpEmailProvider({
  smtpUrl,
  from,
  timeoutMs = 15_000,
}: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): EmailProvider {
  // Bounded connection, greeting and socket waits: a dead or silent mail server fails the send
  // (the job retries later) instead of holding a job slot for nodemailer's default minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(message: EmailMessage) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}
