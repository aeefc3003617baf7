import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { isNotNull, sql } from "drizzle-orm";
import { signInThrottles } from "../../db/schema";
import { buildTestApp } from "../../test/build-test-app";
import { createUser, DEFAULT_PASSWORD } from "../../test/factories";
import { accountThrottleKey, deleteStaleSignInThrottles, SIGN_IN_FAILURE_LIMIT } from "./sign-in-throttle.service";

// Two servers on one database (decision 33): a count kept in one process would let an attacker
// spread guesses over both.
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  first = await buildTestApp({ AUTH_RATE_LIMIT_MAX: 1000 });
  second = await buildTestApp({ AUTH_RATE_LIMIT_MAX: 1000 }, { keepData: true });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const login = (app: FastifyInstance, email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    remoteAddress: options.ip ?? "203.0.113.1",
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [String(header ?? "")];
  return all.find((c) => c.startsWith("did="))?.split(";")[0] ?? "";
};

describe("per-account sign-in throttle", () => {
  it("after 10 failures from many addresses on two servers, the account answers 429 with Retry-After, even to the right password", async () => {
    const user = await createUser(first.db);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++) {
      const app = i % 2 === 0 ? first : second;
      const response = await login(app, user.email, `wrong guess ${i}`, { ip: `198.51.100.${i + 1}` });
      expect(response.statusCode).toBe(401);
    }
    const tenth = await login(second, user.email, "wrong guess 10", { ip: "198.51.100.50" });
    expect(tenth.statusCode).toBe(429);

    const right = await login(first, user.email, DEFAULT_PASSWORD, { ip: "192.0.2.77" });
    expect(right.statusCode).toBe(429);
    const retryAfter = Number(right.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.json().message).toMatch(/try again in 15 minutes/);
    expect(right.json().retryAfter).toBe(retryAfter);
    expect(right.headers["set-cookie"]).toBeUndefined();
  });

  it("does not lock the owner out for long: once the lock ends the right password works, and guesses during the lock do not extend it", async () => {
    const user = await createUser(first.db);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await login(first, user.email, `wrong ${i}`, { ip: `198.51.100.${i + 1}` });
    const lockedUntil = async () =>
      (
        await first.db
          .select({ lockedUntil: signInThrottles.lockedUntil })
          .from(signInThrottles)
          .where(isNotNull(signInThrottles.lockedUntil))
      ).map((r) => r.lockedUntil!.toISOString());
    const before = await lockedUntil();
    for (let i = 0; i < 5; i++) expect((await login(second, user.email, `more ${i}`)).statusCode).toBe(429);
    expect(await lockedUntil()).toEqual(before);

    // Fifteen minutes later (moved in the database, the clock every server shares).
    await first.db.execute(
      sql`update sign_in_throttles set locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes'`,
    );
    const right = await login(second, user.email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(200);
    // A success clears the count: a typo afterwards is not the eleventh failure.
    expect((await login(first, user.email, "one typo")).statusCode).toBe(401);
  });

  it("an unknown e-mail is throttled the same way, so a 429 does not reveal which e-mails have accounts", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 1; i++)
      answers.push((await login(first, email, `guess ${i}`, { ip: `198.51.100.${i + 1}` })).statusCode);
    expect(answers).toEqual([...Array(SIGN_IN_FAILURE_LIMIT - 1).fill(401), 429, 429]);
  });

  it("the e-mail's case and spaces do not make a fresh counter", async () => {
    const user = await createUser(first.db);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      const variant = i % 2 ? user.email.toUpperCase() : ` ${user.email} `;
      await login(first, variant, `wrong ${i}`, { ip: `198.51.100.${i + 1}` });
    }
    expect((await login(first, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it("a browser that signed in before still gets in with the right password while the account is locked", async () => {
    const user = await createUser(first.db);
    const earlier = await login(first, user.email, DEFAULT_PASSWORD, { ip: "192.0.2.10" });
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(device).toMatch(/^did=/);
    expect(String(earlier.headers["set-cookie"])).toMatch(/did=[^;]+; Max-Age=\d+; Path=\/api\/login; HttpOnly; SameSite=Lax/);

    // Someone else locks the account, from the owner's own network too.
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await login(second, user.email, `attack ${i}`, { ip: "192.0.2.10" });
    expect((await login(first, user.email, DEFAULT_PASSWORD, { ip: "192.0.2.10" })).statusCode).toBe(429);

    const owner = await login(second, user.email, DEFAULT_PASSWORD, { ip: "192.0.2.10", cookie: device });
    expect(owner.statusCode).toBe(200);
    // The lock stays for everyone else.
    expect((await login(first, user.email, DEFAULT_PASSWORD, { ip: "192.0.2.99" })).statusCode).toBe(429);
  });

  it("a device cookie counts its own failures, and is worthless for another account or when forged", async () => {
    const user = await createUser(first.db);
    const other = await createUser(first.db);
    const device = deviceCookieOf(await login(first, user.email, DEFAULT_PASSWORD));
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++)
      expect((await login(first, user.email, `typo ${i}`, { cookie: device })).statusCode).toBe(401);
    expect((await login(first, user.email, "typo 10", { cookie: device })).statusCode).toBe(429);
    expect((await login(first, user.email, DEFAULT_PASSWORD, { cookie: device })).statusCode).toBe(429);
    // The account itself was not locked by the device's typos.
    expect((await login(second, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await login(first, other.email, `attack ${i}`);
    expect((await login(first, other.email, DEFAULT_PASSWORD, { cookie: device })).statusCode).toBe(429);
    const forged = `did=${encodeURIComponent(`${device.slice(4).split(".")[0]}.forged-id.bad-signature`)}`;
    expect((await login(first, other.email, DEFAULT_PASSWORD, { cookie: forged })).statusCode).toBe(429);
  });
});

describe("housekeeping", () => {
  it("removes counts whose window and lock have passed, and keeps live ones", async () => {
    const live = await createUser(first.db);
    const stale = await createUser(first.db);
    await login(first, live.email, "wrong");
    await login(first, stale.email, "wrong");
    await first.db.execute(
      sql`update sign_in_throttles set window_started_at = now() - interval '20 minutes' where key = ${accountThrottleKey(stale.email)}`,
    );
    await deleteStaleSignInThrottles({ db: first.db });
    const keys = (await first.db.select({ key: signInThrottles.key }).from(signInThrottles)).map((r) => r.key);
    expect(keys).toContain(accountThrottleKey(live.email));
    expect(keys).not.toContain(accountThrottleKey(stale.email));
  });
});

describe("per-address limit", () => {
  it("still answers 429 with Retry-After to an address that sends too many sign-ins", async () => {
    const app = await buildTestApp({ AUTH_RATE_LIMIT_MAX: 3 }, { keepData: true });
    try {
      const user = await createUser(app.db);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(app, user.email, `wrong ${i}`, { ip: "203.0.113.200" })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await login(app, user.email, DEFAULT_PASSWORD, { ip: "203.0.113.200" });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe("session cookie", () => {
  it("is Secure when PUBLIC_URL is https, even when the request reached the server over http (no TRUST_PROXY)", async () => {
    const app = await buildTestApp({ PUBLIC_URL: "https://appraise.example.com" }, { keepData: true });
    try {
      const user = await createUser(app.db);
      const response = await app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: DEFAULT_PASSWORD } });
      expect(response.statusCode).toBe(200);
      const cookies = [response.headers["set-cookie"]].flat().map(String);
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it("is not Secure on a plain http site", async () => {
    const user = await createUser(first.db);
    const response = await login(first, user.email, DEFAULT_PASSWORD);
    for (const cookie of [response.headers["set-cookie"]].flat().map(String)) expect(cookie).not.toMatch(/Secure/);
  });
});
