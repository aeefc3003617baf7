import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { buildRegistration, DEFAULT_PASSWORD, signedInUser } from "../../test/factories";
import { sessions, users } from "../../db/schema";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "./auth.service";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : String(header ?? "");
  return first.split(";")[0]!;
};

describe("POST /api/register", () => {
  it("creates the account, signs it in at once and never returns the password hash", async () => {
    const input = buildRegistration();
    const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email: input.email, username: input.username, firstName: "Ada", role: "user" });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

    const me = await app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(input.email);

    const [row] = await app.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses an e-mail that is already registered, whatever its case (409)", async () => {
    const first = buildRegistration();
    await app.inject({ method: "POST", url: "/api/register", payload: first });
    const again = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: buildRegistration({ email: first.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: EMAIL_TAKEN, message: EMAIL_TAKEN });
  });

  it("refuses a username that is taken, whatever its case (409)", async () => {
    const first = buildRegistration();
    await app.inject({ method: "POST", url: "/api/register", payload: first });
    const again = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: buildRegistration({ username: first.username.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(USERNAME_TAKEN);
  });

  it("refuses mismatched passwords with 400 and stores nothing", async () => {
    const input = buildRegistration({ confirmPassword: "something else entirely" });
    const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "Passwords don't match", field: "confirmPassword" });
    const rows = await app.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["password", { password: "short", confirmPassword: "short" }, "Password must be at least 8 characters"],
    ["username", { username: "" }, "Username must be at least 3 characters"],
  ])("names the bad field (%s)", async (field, overrides, message) => {
    const response = await app.inject({ method: "POST", url: "/api/register", payload: buildRegistration(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, error: message });
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and sets a safe cookie", async () => {
    const { user } = await signedInUser(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // plain http here; https adds Secure
  });

  it("sets a readable signed-in hint that carries no secret, and clears both cookies at sign-out", async () => {
    const { user } = await signedInUser(app);
    const response = await app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: DEFAULT_PASSWORD } });
    const cookies = response.headers["set-cookie"] as string[];
    const hint = cookies.find((c) => c.startsWith("signed_in="))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("sid="))).toMatch(/HttpOnly/);
    // The hint alone signs nobody in.
    expect((await app.inject({ method: "GET", url: "/api/user", headers: { cookie: "signed_in=1" } })).statusCode).toBe(401);
    const out = await app.inject({ method: "POST", url: "/api/logout", headers: { cookie: cookieOf(response) } });
    const cleared = out.headers["set-cookie"] as string[];
    expect(cleared.some((c) => c.startsWith("sid=;"))).toBe(true);
    expect(cleared.some((c) => c.startsWith("signed_in=;"))).toBe(true);
  });

  it("marks the cookie Secure when served over https", async () => {
    const httpsApp = await buildTestApp({ TRUST_PROXY: true });
    const { user } = await signedInUser(httpsApp);
    const response = await httpsApp.inject({
      method: "POST",
      url: "/api/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(String(response.headers["set-cookie"])).toMatch(/Secure/);
    await httpsApp.close();
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const { user } = await signedInUser(app);
    const wrong = await app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: "wrong password!" } });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "nobody@example.com", password: "wrong password!" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("stores only a hash of the session token and rotates it at sign-in", async () => {
    const { user, cookie } = await signedInUser(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { cookie },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1); // the old session was replaced
    const token = decodeURIComponent(cookieOf(response).slice("sid=".length)).split(".")[0]!;
    expect(rows[0]!.tokenHash).not.toContain(token);
    const old = await app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(old.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("GET /api/user and /api/auth/user answer 401 when signed out", async () => {
    for (const url of ["/api/user", "/api/auth/user"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });

  it("logout removes the session on the server, so the old cookie stops working", async () => {
    const { cookie, user } = await signedInUser(app);
    expect((await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/sid=;/);
    expect((await app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row!.n).toBe(0);
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const { cookie } = await signedInUser(app);
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await app.inject({ method: "GET", url: "/api/user", headers: { cookie: tampered } })).statusCode).toBe(401);
  });
});

describe("GET /api/login", () => {
  it("sends the browser to /auth", async () => {
    const response = await app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth");
  });
});
