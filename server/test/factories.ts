import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { hashPassword } from "../modules/auth/password";
import { createSession, SESSION_COOKIE } from "../modules/auth/session.service";
import { adjustCredits } from "../modules/credits/credits.service";

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export const DEFAULT_PASSWORD = "correct horse battery";

/** Registration input with unique e-mail and username; override any field. */
export function buildRegistration(
  overrides: Partial<Record<"email" | "password" | "confirmPassword" | "username" | "firstName" | "lastName", string>> = {},
) {
  const id = unique();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  return {
    email: `user-${id}@example.com`,
    username: `user_${id}`,
    firstName: "Ada",
    lastName: "Lovelace",
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/** Inserts a user row directly (no HTTP), e.g. createUser(db, { role: "admin" }). */
export async function createUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.com`,
      username: `user_${id}`,
      firstName: "Test",
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return user!;
}

/** A signed cookie header for a fresh session of the user, as the browser would send it. */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const { token } = await createSession({ db: app.db, userId, ttlDays: 1 });
  return `${SESSION_COOKIE}=${app.signCookie(token)}`;
}

/** Creates a user and returns it with a cookie header that signs in as them. */
export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** Gives the user credits through the ledger (an adjustment entry), e.g. giveCredits(db, user.id, 3). */
export async function giveCredits(db: DbOrTx, userId: string, amount: number): Promise<number> {
  return adjustCredits({ db, userId, amount, description: "Test credits" });
}
