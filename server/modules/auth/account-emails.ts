import type { AppConfig } from "../../config";
import type { UserRow } from "../../db/schema";
import type { EmailMessage } from "../../providers/email";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const greeting = (user: UserRow) => `Hello ${user.firstName?.trim() || "there"},`;
const siteUrl = (config: AppConfig, path: string) => `${config.PUBLIC_URL.replace(/\/$/, "")}${path}`;

// Plain text and a minimal HTML twin: every paragraph and one button-like link.
function compose({
  to,
  subject,
  paragraphs,
  link,
}: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}): EmailMessage {
  const text = [...paragraphs.flatMap((p) => [p, ""]), ...(link ? [`${link.label}: ${link.url}`, ""] : [])].join("\n").trimEnd();
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    link
      ? `<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 16px;background:#92400e;color:#ffffff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p><p style="font-size:12px;color:#555">${escape(link.url)}</p>`
      : "",
  ].join("");
  return { to, subject, text, html };
}

/** Sent at registration and on "resend": proves the owner reads this address (decision 31). */
export function buildVerificationEmail({ config, user, token }: { config: AppConfig; user: UserRow; token: string }): EmailMessage {
  return compose({
    to: user.email,
    subject: `Verify your email for ${config.APP_NAME}`,
    paragraphs: [
      greeting(user),
      `Please confirm that ${user.email} is your email address by opening the link below. The link works for 48 hours and only once.`,
      `If you did not create an account with ${config.APP_NAME}, you can ignore this email.`,
      `— ${config.APP_NAME}`,
    ],
    link: { label: "Verify my email", url: siteUrl(config, `/verify-email?token=${encodeURIComponent(token)}`) },
  });
}

/** Answer to "Forgot your password": a one-hour, one-time link. */
export function buildPasswordResetEmail({ config, user, token }: { config: AppConfig; user: UserRow; token: string }): EmailMessage {
  return compose({
    to: user.email,
    subject: `Reset your ${config.APP_NAME} password`,
    paragraphs: [
      greeting(user),
      "Someone (hopefully you) asked to reset the password of your account. Open the link below to choose a new one. The link works for 1 hour and only once.",
      "If you did not ask for this, ignore this email: your password stays as it is.",
      `— ${config.APP_NAME}`,
    ],
    link: { label: "Choose a new password", url: siteUrl(config, `/reset-password?token=${encodeURIComponent(token)}`) },
  });
}

/** Tells the owner the password changed, so a reset they did not make does not go unnoticed. */
export function buildPasswordChangedEmail({ config, user }: { config: AppConfig; user: UserRow }): EmailMessage {
  return compose({
    to: user.email,
    subject: `Your ${config.APP_NAME} password was changed`,
    paragraphs: [
      greeting(user),
      `The password of your account (${user.email}) was just reset, and every device that was signed in has been signed out.`,
      `If you did not do this, reset your password again at once and contact us at ${config.SUPPORT_EMAIL}.`,
      `— ${config.APP_NAME}`,
    ],
    link: { label: "Sign in", url: siteUrl(config, "/auth") },
  });
}
