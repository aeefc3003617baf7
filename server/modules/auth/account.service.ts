import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { DbOrTx } from "../../db/client";
import { adminRoleChanges, sessions, users, type UserRow } from "../../db/schema";
import { AppError, badRequest } from "../../errors";
import type { EmailMessage, EmailProvider } from "../../providers/email";
import { buildPasswordChangedEmail, buildPasswordResetEmail, buildVerificationEmail } from "./account-emails";
import { consumeAccountToken, createAccountToken, recentTokenTimes, revokeAccountTokens } from "./account-tokens.service";
import { hashPassword } from "./password";
import { accountThrottleKey, clearSignInFailures } from "./sign-in-throttle.service";

export const INVALID_VERIFY_LINK = "This verification link is invalid, has expired or was already used. Sign in and ask for a new one.";
export const INVALID_RESET_LINK = "This reset link is invalid, has expired or was already used. Please ask for a new one.";
export const ALREADY_VERIFIED = "Your email address is already verified.";
/** One answer to "Forgot your password", whether or not the account exists. */
export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset its password. Please check your inbox.";

/** Resending a verification link: one a minute, five a day per account. */
export const RESEND_MIN_INTERVAL_MS = 60 * 1000;
export const RESEND_DAILY_LIMIT = 5;
/** Reset links: one a minute, five an hour per account; more requests get the same answer and no mail. */
export const RESET_MIN_INTERVAL_MS = 60 * 1000;
export const RESET_HOURLY_LIMIT = 5;

interface MailContext {
  config: AppConfig;
  email: EmailProvider;
  log: FastifyBaseLogger;
}

/** A 429 that tells when to try again (the route copies retryAfter into the Retry-After header). */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/** Sends an account e-mail; a mail server that is down must not turn a sign-up into an error. */
export async function sendAccountEmail({ email, log }: MailContext, message: EmailMessage): Promise<boolean> {
  try {
    await email.send(message);
    return true;
  } catch (err) {
    log.error({ err, subject: message.subject }, "account e-mail could not be sent");
    return false;
  }
}

/** Issues a verification link for the user's current address and e-mails it. */
export async function sendVerificationEmail({ db, mail, user }: { db: DbOrTx; mail: MailContext; user: UserRow }): Promise<boolean> {
  const { token } = await createAccountToken({ db, userId: user.id, email: user.email, purpose: "verify_email" });
  return sendAccountEmail(mail, buildVerificationEmail({ config: mail.config, user, token }));
}

/** "Resend the link", limited per account in the shared database so every server counts the same. */
export async function resendVerificationEmail({ db, mail, user }: { db: DbOrTx; mail: MailContext; user: UserRow }): Promise<void> {
  if (user.emailVerifiedAt) throw new AppError("CONFLICT", ALREADY_VERIFIED);
  const day = 24 * 60 * 60 * 1000;
  const recent = await recentTokenTimes({ db, userId: user.id, purpose: "verify_email", withinMs: day });
  if (recent.newest && Date.now() - recent.newest.getTime() < RESEND_MIN_INTERVAL_MS) {
    const wait = (recent.newest.getTime() + RESEND_MIN_INTERVAL_MS - Date.now()) / 1000;
    throw tooManyRequests(`We just sent a link. You can ask for another one in ${Math.ceil(wait)} seconds.`, wait);
  }
  if (recent.total >= RESEND_DAILY_LIMIT) {
    throw tooManyRequests("You have asked for too many links today. Please use the newest one we sent, or try again tomorrow.", day / 1000);
  }
  await sendVerificationEmail({ db, mail, user });
}

/**
 * Marks the address verified when the link is valid, and gives the admin role at once when the
 * address is listed in ADMIN_EMAILS (decision 31). Answers the updated user.
 */
export async function verifyEmail({ db, token, adminEmails }: { db: DbOrTx; token: string; adminEmails: string[] }): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await consumeAccountToken({ db: tx, token, purpose: "verify_email" });
    if (!row) throw badRequest(INVALID_VERIFY_LINK, { field: "token" });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    // The link proves the address it was sent to; if the account's address changed since, it proves nothing.
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw badRequest(INVALID_VERIFY_LINK, { field: "token" });
    return markVerified(tx, user, adminEmails);
  });
}

async function markVerified(tx: DbOrTx, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  const becomesAdmin = user.role !== "admin" && adminEmails.includes(user.email.toLowerCase());
  const [updated] = await tx
    .update(users)
    .set({
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      ...(becomesAdmin ? { role: "admin" as const, adminGrantedBy: "config" as const } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (becomesAdmin)
    await tx.insert(adminRoleChanges).values({
      userId: user.id,
      email: user.email,
      change: "grant",
      source: "ADMIN_EMAILS",
      actor: "configuration, at e-mail verification",
    });
  await revokeAccountTokens({ db: tx, userId: user.id, purpose: "verify_email" });
  return updated!;
}

/**
 * "Forgot your password": e-mails a reset link when the account exists. The caller answers
 * RESET_REQUESTED either way and does not wait for this, so neither the words nor the time
 * tell whether the e-mail has an account.
 */
export async function requestPasswordReset({ db, mail, email }: { db: DbOrTx; mail: MailContext; email: string }): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return;
  const recent = await recentTokenTimes({ db, userId: user.id, purpose: "reset_password", withinMs: 60 * 60 * 1000 });
  // Quietly skipped: otherwise anyone could fill a stranger's inbox.
  if (recent.total >= RESET_HOURLY_LIMIT) return;
  if (recent.newest && Date.now() - recent.newest.getTime() < RESET_MIN_INTERVAL_MS) return;
  const { token } = await createAccountToken({ db, userId: user.id, email: user.email, purpose: "reset_password" });
  await sendAccountEmail(mail, buildPasswordResetEmail({ config: mail.config, user, token }));
}

/**
 * Sets a new password from a reset link: the link is spent, every session of the account ends,
 * older reset links stop working, the sign-in lock is lifted, and a notice is e-mailed. The link
 * reached the owner's inbox, so it also verifies the address.
 */
export async function resetPassword({
  db,
  mail,
  token,
  password,
}: {
  db: DbOrTx;
  mail: MailContext;
  token: string;
  password: string;
}): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const row = await consumeAccountToken({ db: tx, token, purpose: "reset_password" });
    if (!row) throw badRequest(INVALID_RESET_LINK, { field: "token" });
    const [current] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!current || current.email.toLowerCase() !== row.email.toLowerCase()) throw badRequest(INVALID_RESET_LINK, { field: "token" });
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, current.id));
    await tx.delete(sessions).where(eq(sessions.userId, current.id));
    await revokeAccountTokens({ db: tx, userId: current.id, purpose: "reset_password" });
    await clearSignInFailures({ db: tx, key: accountThrottleKey(current.email) });
    return markVerified(tx, { ...current, passwordHash }, mail.config.adminEmails);
  });
  await sendAccountEmail(mail, buildPasswordChangedEmail({ config: mail.config, user }));
  return user;
}
