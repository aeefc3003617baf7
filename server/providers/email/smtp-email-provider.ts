import nodemailer from "nodemailer";
import type { EmailMessage, EmailProvider } from "./email-provider";

/** Real delivery through any SMTP server (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpEmailProvider({ smtpUrl, from }: { smtpUrl: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: EmailMessage) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}
