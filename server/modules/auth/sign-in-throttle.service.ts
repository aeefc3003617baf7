import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { signInThrottles } from "../../db/schema";

/** After this many failed sign-ins within the window, the key is locked (issue 13). */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long a lock lasts. Attempts made while locked are refused without checking the password
 * and do not extend it, so the owner waits at most this long (or signs in from a browser that
 * signed in before, or resets the password) however long someone keeps guessing.
 */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

/** The throttle key of an account: a hash of the address, so unknown e-mails behave the same. */
export function accountThrottleKey(email: string): string {
  return `account:${hashEmail(email)}`;
}

export function deviceThrottleKey(deviceId: string): string {
  return `device:${deviceId}`;
}

export function hashEmail(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** Seconds until the key may try again, or 0 when it is not locked. Time is the database's, shared by every server. */
export async function getLockSeconds({ db, key }: { db: DbOrTx; key: string }): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${signInThrottles.lockedUntil} - now())))::int` })
    .from(signInThrottles)
    .where(and(eq(signInThrottles.key, key), gt(signInThrottles.lockedUntil, sql`now()`)));
  return row ? Math.max(1, Number(row.seconds)) : 0;
}

/**
 * Counts one failure in a single statement (safe when servers race) and answers the seconds of
 * the lock it started, or 0. A window that has passed, or a lock that has ended, starts afresh.
 */
export async function recordSignInFailure({ db, key }: { db: DbOrTx; key: string }): Promise<number> {
  const windowSeconds = SIGN_IN_FAILURE_WINDOW_MS / 1000;
  const lockSeconds = SIGN_IN_LOCK_MS / 1000;
  const stale = sql`(${signInThrottles.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds}) or ${signInThrottles.lockedUntil} <= now())`;
  const next = sql`(case when ${stale} then 1 else ${signInThrottles.failures} + 1 end)`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: SIGN_IN_FAILURE_LIMIT <= 1 ? sql`now() + make_interval(secs => ${lockSeconds})` : null,
    })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${stale} then now() else ${signInThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${SIGN_IN_FAILURE_LIMIT} then now() + make_interval(secs => ${lockSeconds}) else null end`,
      },
    })
    .returning({ failures: signInThrottles.failures });
  return row && row.failures >= SIGN_IN_FAILURE_LIMIT ? lockSeconds : 0;
}

/** Forgets the failures of a key (a successful sign-in through it, a password reset). */
export async function clearSignInFailures({ db, key }: { db: DbOrTx; key: string }): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/** Rows whose window and lock have both passed carry nothing; the housekeeping sweep removes them. */
export async function deleteStaleSignInThrottles({ db }: { db: DbOrTx }): Promise<void> {
  const windowSeconds = SIGN_IN_FAILURE_WINDOW_MS / 1000;
  await db
    .delete(signInThrottles)
    .where(
      sql`${signInThrottles.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds}) and (${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= now())`,
    );
}
