import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { buildRegistration, createUser, DEFAULT_PASSWORD } from "../../test/factories";
import { linkToken, readOutbox, waitForMail } from "../../test/outbox";
import { accountTokens, sessions, users } from "../../db/schema";
import { grantAdminRole } from "./admin-roles.service";
import { INVALID_RESET_LINK, INVALID_VERIFY_LINK, RESET_REQUESTED } from "./account.service";

const ADMIN = "boss@example.com";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminEmails: [ADMIN] });
});
afterAll(() => app.close());

const cookieOf = (response: { headers: Record<string, unknown> }, name = "sid") => {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [String(header ?? "")];
  return all.find((c) => c.startsWith(`${name}=`))?.split(";")[0] ?? "";
};

async function register(overrides: Parameters<typeof buildRegistration>[0] = {}) {
  const input = buildRegistration(overrides);
  const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return { input, cookie: cookieOf(response), user: response.json().user };
}

describe("e-mail verification", () => {
  it("registration e-mails a one-time link; the account works unverified; the link verifies it once", async () => {
    const { input, cookie, user } = await register();
    expect(user.emailVerified).toBe(false);
    const mail = await waitForMail(app.config.dataDir, input.email, /Verify your email/);
    expect(mail.text).toContain("http://localhost:5000/verify-email?token=");
    const token = linkToken(mail, "/verify-email");

    // Only the hash is stored.
    const rows = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Unverified accounts use the product normally.
    expect((await app.inject({ method: "GET", url: "/api/credits", headers: { cookie } })).statusCode).toBe(200);

    const verified = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
    const me = await app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().emailVerified).toBe(true);

    const again = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID_VERIFY_LINK, field: "token" });
  });

  it("refuses an expired link, an unknown one and a malformed one with 400", async () => {
    const { input } = await register();
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Verify your email/), "/verify-email");
    await app.db.execute(sql`update account_tokens set expires_at = now() - interval '1 minute'`);
    const expired = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(expired.statusCode).toBe(400);
    const unknown = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token: "A".repeat(43) } });
    expect(unknown.statusCode).toBe(400);
    const malformed = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token: "<script>" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe("token");
    const [row] = await app.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it("a listed ADMIN_EMAILS address is a plain user until verified, then admin at once", async () => {
    const { input, cookie, user } = await register({ email: ADMIN });
    expect(user.role).toBe("user");
    expect((await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } })).statusCode).toBe(403);
    // Start-up and admin:grant skip an unverified address.
    expect(await grantAdminRole({ db: app.db, emails: [ADMIN] })).toBe(0);

    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Verify your email/), "/verify-email");
    const verified = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(verified.json().user.role).toBe("admin");
    // The same session is an admin's now, without signing in again.
    expect((await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } })).statusCode).toBe(200);
  });

  it("admin:grant and start-up give the role to verified addresses only", async () => {
    const verified = await createUser(app.db, { emailVerifiedAt: new Date() });
    const unverified = await createUser(app.db);
    expect(await grantAdminRole({ db: app.db, emails: [verified.email, unverified.email] })).toBe(1);
    const roles = await app.db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(sql`${users.id} in (${verified.id}, ${unverified.id})`);
    expect(Object.fromEntries(roles.map((r) => [r.email, r.role]))).toEqual({ [verified.email]: "admin", [unverified.email]: "user" });
  });

  it("a server starting with ADMIN_EMAILS makes the verified listed address admin and leaves the unverified one a user", async () => {
    const verified = await createUser(app.db, { emailVerifiedAt: new Date() });
    const unverified = await createUser(app.db);
    // The start-up path itself (buildApp), on the same database: a "restarted" server.
    const restarted = await buildTestApp({ adminEmails: [verified.email.toUpperCase(), unverified.email] }, { keepData: true });
    try {
      const roles = await app.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(sql`${users.id} in (${verified.id}, ${unverified.id})`);
      expect(Object.fromEntries(roles.map((r) => [r.email, r.role]))).toEqual({ [verified.email]: "admin", [unverified.email]: "user" });
    } finally {
      await restarted.close();
    }
  });

  it("resending is limited per account: not twice a minute, at most five a day, never when verified", async () => {
    const { input, cookie, user } = await register();
    const tooSoon = await app.inject({ method: "POST", url: "/api/auth/resend-verification", headers: { cookie } });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers["retry-after"])).toBeLessThanOrEqual(60);

    await app.db.execute(sql`update account_tokens set created_at = now() - interval '2 minutes' where user_id = ${user.id}`);
    const resent = await app.inject({ method: "POST", url: "/api/auth/resend-verification", headers: { cookie } });
    expect(resent.statusCode, resent.body).toBe(200);
    await expect.poll(() => readOutbox(app.config.dataDir).filter((m) => m.to.includes(input.email)).length).toBe(2);

    for (let i = 0; i < 3; i++) {
      await app.db.execute(sql`update account_tokens set created_at = created_at - interval '2 minutes' where user_id = ${user.id}`);
      expect((await app.inject({ method: "POST", url: "/api/auth/resend-verification", headers: { cookie } })).statusCode).toBe(200);
    }
    await app.db.execute(sql`update account_tokens set created_at = created_at - interval '2 minutes' where user_id = ${user.id}`);
    const sixth = await app.inject({ method: "POST", url: "/api/auth/resend-verification", headers: { cookie } });
    expect(sixth.statusCode).toBe(429);

    // Any of the links works (the newest one here), and then resending is pointless.
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Verify your email/), "/verify-email");
    expect((await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/auth/resend-verification", headers: { cookie } })).statusCode).toBe(409);
    expect((await app.inject({ method: "POST", url: "/api/auth/resend-verification" })).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the account exists, and mails only a real account", async () => {
    const { input } = await register();
    const known = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email.toUpperCase() } });
    const unknown = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "nobody-here@example.com" } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(RESET_REQUESTED);
    await waitForMail(app.config.dataDir, input.email, /Reset your/);
    expect(readOutbox(app.config.dataDir).some((m) => m.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("sets the password, signs out every session, spends the link and e-mails a notice", async () => {
    const { input, cookie } = await register();
    const second = await app.inject({ method: "POST", url: "/api/login", payload: { email: input.email, password: input.password } });
    const cookie2 = cookieOf(second);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Reset your/), "/reset-password");

    const mismatch = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "a brand new secret", confirmPassword: "something else" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: "Passwords don't match", field: "confirmPassword" });
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "short", confirmPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("password");

    const newPassword = "a brand new secret";
    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const c of [cookie, cookie2])
      expect((await app.inject({ method: "GET", url: "/api/user", headers: { cookie: c } })).statusCode).toBe(401);
    const [user] = await app.db.select().from(users).where(eq(users.email, input.email));
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    // The link reached the owner's inbox, so the address is verified too.
    expect(user!.emailVerifiedAt).not.toBeNull();

    const oldPassword = await app.inject({ method: "POST", url: "/api/login", payload: { email: input.email, password: input.password } });
    expect(oldPassword.statusCode).toBe(401);
    const signedIn = await app.inject({ method: "POST", url: "/api/login", payload: { email: input.email, password: newPassword } });
    expect(signedIn.statusCode).toBe(200);

    const notice = await waitForMail(app.config.dataDir, input.email, /password was changed/);
    expect(notice.text).toContain("every device that was signed in has been signed out");

    const reused = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "yet another one", confirmPassword: "yet another one" },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_RESET_LINK);
  });

  it("refuses an expired link and leaves the password as it was", async () => {
    const { input } = await register();
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Reset your/), "/reset-password");
    await app.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "another secret 1", confirmPassword: "another secret 1" },
    });
    expect(response.statusCode).toBe(400);
    expect(
      (await app.inject({ method: "POST", url: "/api/login", payload: { email: input.email, password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it("two requests with one link: exactly one sets the password", async () => {
    const { input } = await register();
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Reset your/), "/reset-password");
    const answers = await Promise.all(
      ["first new secret", "second new secret"].map((password) =>
        app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password, confirmPassword: password } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it("does not fill an inbox: a second request within a minute sends nothing but answers the same", async () => {
    const { input } = await register();
    const first = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    await waitForMail(app.config.dataDir, input.email, /Reset your/);
    const second = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    expect(second.body).toBe(first.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(app.config.dataDir).filter((m) => m.to.includes(input.email) && /Reset your/.test(m.subject))).toHaveLength(1);
  });
});
