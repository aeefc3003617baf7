/** An e-mail to send; attachments are held in memory (report PDFs are small). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export interface EmailProvider {
  readonly kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<{ messageId: string }>;
}
