import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY, THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY } from "../../../contracts/third-party-mail";
import type { DbOrTx } from "../../db/client";
import { thirdPartyEmails, type UserRow } from "../../db/schema";
import { AppError, forbidden } from "../../errors";

// Mail to addresses the account typed is the one place the server writes to strangers on a
// user's behalf (issue 33): only verified accounts send it, within per-day caps per account and
// per recipient, and every such mail says who asked for it and where to report abuse.

const DAY_MS = 24 * 60 * 60 * 1000;
export const VERIFY_BEFORE_SENDING = "Verify your e-mail address before sending e-mail to other people: use the link we sent you.";

const recipientHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * Counts one mail to `recipientEmail` against the caps, or refuses: 403 for an unverified
 * account, 429 past a cap. Call it before sending; a refused mail is not counted. The counts and
 * the send's record are one transaction holding a lock on the account and one on the recipient
 * (issue 51: 13 accounts mailing one address at once delivered 11 with a cap of 10), so two
 * sends at the same instant take the last free place one after the other, never both.
 */
export async function reserveThirdPartyMail({
  db,
  sender,
  recipientEmail,
  kind,
  now = new Date(),
}: {
  db: DbOrTx;
  sender: UserRow;
  recipientEmail: string;
  kind: "report" | "ar_preview";
  now?: Date;
}): Promise<void> {
  if (!sender.emailVerifiedAt) throw forbidden(VERIFY_BEFORE_SENDING);
  const hash = recipientHash(recipientEmail);
  const since = new Date(now.getTime() - DAY_MS);
  await db.transaction(async (tx) => {
    await lockMailCaps(tx, [`third-party-mail:account:${sender.id}`, `third-party-mail:recipient:${hash}`]);
    await countAndRecord(tx, { sender, recipientEmail, hash, kind, since, now });
  });
}

/**
 * Transaction-scoped advisory locks (PostgreSQL and PGlite alike; released at commit or
 * rollback), taken in one sorted order so two sends never wait on each other crosswise.
 * Advisory, because the recipient has no row of its own to lock.
 */
async function lockMailCaps(tx: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function countAndRecord(
  db: DbOrTx,
  {
    sender,
    recipientEmail,
    hash,
    kind,
    since,
    now,
  }: { sender: UserRow; recipientEmail: string; hash: string; kind: "report" | "ar_preview"; since: Date; now: Date },
): Promise<void> {
  const [byAccount] = await db
    .select({ n: count() })
    .from(thirdPartyEmails)
    .where(and(eq(thirdPartyEmails.userId, sender.id), gt(thirdPartyEmails.createdAt, since)));
  if (byAccount!.n >= THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY)
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY} e-mails to other people in the last 24 hours, the most we allow. Please try again tomorrow.`,
    );
  const [byRecipient] = await db
    .select({ n: count() })
    .from(thirdPartyEmails)
    .where(and(eq(thirdPartyEmails.recipientHash, hash), gt(thirdPartyEmails.createdAt, since)));
  if (byRecipient!.n >= THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY)
    throw new AppError(
      "RATE_LIMITED",
      `${recipientEmail} has received ${THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY} e-mails through us in the last 24 hours, the most we allow. Please try again tomorrow.`,
      { field: "recipientEmail" },
    );
  await db.insert(thirdPartyEmails).values({ userId: sender.id, recipientHash: hash, kind, createdAt: now });
}

/** The plain-text lines every such mail ends with: who had it sent, and where to report abuse. */
export function thirdPartyMailNotice({
  appName,
  sender,
  supportEmail,
}: {
  appName: string;
  sender: UserRow;
  supportEmail: string;
}): string {
  return [
    `${appName} sent this e-mail because the account ${sender.email} asked it to; ${appName} did not write its title or contents.`,
    `If you did not expect it or think it is abuse, tell us at ${supportEmail}.`,
  ].join("\n");
}

/** Housekeeping: rows older than the longest window count for nothing. */
export async function deleteOldThirdPartyMail({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<number> {
  const rows = await db
    .delete(thirdPartyEmails)
    .where(lt(thirdPartyEmails.createdAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: thirdPartyEmails.id });
  return rows.length;
}
