import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One .eml of the outbox, with headers read and the quoted-printable body decoded. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  // RFC 2047 words (=?UTF-8?Q?...?= or ?B?) as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** Every message in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), "utf8");
      const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
      const header = (field: string) => decodeHeader(unfolded.match(new RegExp(`^${field}: (.*)$`, "mi"))?.[1]?.trim() ?? "");
      return { to: header("To"), subject: header("Subject"), text: decodeQuotedPrintable(rest.join("\n\n")), raw };
    });
}

/** Waits for a message to this address whose subject matches (account mails may be sent after the answer). */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir)
      .filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the link in the message (verify-email or reset-password). */
export function linkToken(mail: OutboxMail, pathName: "/verify-email" | "/reset-password"): string {
  const match = mail.text.match(new RegExp(`${pathName}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`No ${pathName} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
