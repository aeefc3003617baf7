import { eq, sql } from "drizzle-orm";
import type { LoginInput } from "../../../contracts/auth";
import type { DbOrTx } from "../../db/client";
import { users, type UserRole, type UserRow } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { getDummyHash, hashPassword, verifyPassword } from "./password";

export const EMAIL_TAKEN = "An account with this email already exists.";
export const USERNAME_TAKEN = "This username is already taken.";
export const INVALID_CREDENTIALS = "Invalid email or password.";

interface RegisterUserInput {
  email: string;
  password: string;
  username: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an account; e-mail and username must be free regardless of case. Every new account
 * starts as a user with an unverified address: an address listed in ADMIN_EMAILS becomes admin
 * only when its link is opened (decision 31), so registering it first gains nothing.
 */
export async function registerUser({ db, input }: { db: DbOrTx; input: RegisterUserInput }): Promise<UserRow> {
  await assertEmailAndUsernameFree(db, input.email, input.username);
  const passwordHash = await hashPassword(input.password);
  const role: UserRole = "user";
  try {
    const [user] = await db
      .insert(users)
      .values({ email: input.email, username: input.username, passwordHash, firstName: input.firstName, lastName: input.lastName, role })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations racing past the check above meet the unique index here.
    if (isUniqueViolation(error)) await assertEmailAndUsernameFree(db, input.email, input.username);
    throw error;
  }
}

async function assertEmailAndUsernameFree(db: DbOrTx, email: string, username: string) {
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (byEmail) throw conflict(EMAIL_TAKEN, { error: EMAIL_TAKEN, field: "email" });
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (byName) throw conflict(USERNAME_TAKEN, { error: USERNAME_TAKEN, field: "username" });
}

/** Checks credentials; an unknown e-mail and a wrong password fail the same way. */
export async function authenticate({ db, input }: { db: DbOrTx; input: LoginInput }): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !valid) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  return user;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
