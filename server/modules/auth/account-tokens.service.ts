import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { accountTokens, type AccountTokenPurpose, type AccountTokenRow } from "../../db/schema";

/** How long an e-mailed link works. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a one-time link token (32 random bytes); only its hash is stored. */
export async function createAccountToken({
  db,
  userId,
  email,
  purpose,
}: {
  db: DbOrTx;
  userId: string;
  email: string;
  purpose: AccountTokenPurpose;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[purpose]);
  await db.insert(accountTokens).values({ tokenHash: hashToken(token), userId, email, purpose, expiresAt });
  return { token, expiresAt };
}

/**
 * Spends a token: one UPDATE marks it used only if it is unused and unexpired, so two requests
 * with the same link cannot both succeed. Answers the token's row, or null when it is not valid.
 */
export async function consumeAccountToken({
  db,
  token,
  purpose,
}: {
  db: DbOrTx;
  token: string;
  purpose: AccountTokenPurpose;
}): Promise<AccountTokenRow | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Makes every outstanding link of the kind useless (after a reset, the older reset links must not work). */
export async function revokeAccountTokens({
  db,
  userId,
  purpose,
}: {
  db: DbOrTx;
  userId: string;
  purpose: AccountTokenPurpose;
}): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Links of this kind issued to the user within the last `withinMs`, newest first (rate limits). */
export async function recentTokenTimes({
  db,
  userId,
  purpose,
  withinMs,
}: {
  db: DbOrTx;
  userId: string;
  purpose: AccountTokenPurpose;
  withinMs: number;
}): Promise<{ total: number; newest: Date | null }> {
  const [row] = await db
    .select({ total: count(), newest: sql<string | null>`max(${accountTokens.createdAt})` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, new Date(Date.now() - withinMs)),
      ),
    );
  return { total: row?.total ?? 0, newest: row?.newest ? new Date(row.newest) : null };
}

/** Used and expired tokens are dead weight; the housekeeping sweep removes them after a day. */
export async function deleteDeadAccountTokens({ db }: { db: DbOrTx }): Promise<void> {
  await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() - interval '1 day'`);
}
