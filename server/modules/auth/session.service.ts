import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { sessions, users, type UserRow } from "../../db/schema";

export const SESSION_COOKIE = "sid";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession({ db, userId, ttlDays }: { db: DbOrTx; userId: string; ttlDays: number }) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user a cookie token belongs to, or null when it is unknown or expired. */
export async function findUserBySessionToken({ db, token }: { db: Database; token: string }): Promise<UserRow | null> {
  // Every signed-in API request runs this: one round trip, built and prepared once (issue 15).
  const [row] = await findUserBySession(db).execute({ tokenHash: hashToken(token), now: new Date() });
  return row?.user ?? null;
}

const findUserBySession = preparedFor((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("find_user_by_session"),
);

export async function deleteSession({ db, token }: { db: DbOrTx; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions({ db }: { db: DbOrTx }): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
