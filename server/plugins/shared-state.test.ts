import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/build-test-app";
import { signedInUser } from "../test/factories";
import { getSharedSessionSecret } from "../db/shared-session-secret";
import { getTestDatabase } from "../test/test-db";

// Two servers on one database (decision 33): what one counts or generates, the other sees.
let apps: FastifyInstance[] = [];
// Opening and migrating the worker's database is the slow part; do it in a hook, not a test.
beforeAll(() => getTestDatabase());
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function twoServers(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const a = await buildTestApp(overrides);
  const b = await buildTestApp(overrides, { keepData: true });
  apps.push(a, b);
  return [a, b] as const;
}

// Unknown e-mails: only the per-address limit of the route counts, not a per-account throttle.
const failedSignIn = (app: FastifyInstance, n: number) =>
  app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: `nobody-${n}-${Date.now()}@example.com`, password: "wrong password" },
  });

describe("rate limits shared by every server", () => {
  it("counts sign-in attempts in the database across both servers", async () => {
    const [a, b] = await twoServers({ AUTH_RATE_LIMIT_MAX: 3 });
    const statuses = [];
    for (const [n, app] of [a, b, a, b].entries()) statuses.push((await failedSignIn(app, n)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it.runIf(!!process.env.TEST_REDIS_URL)("counts them in Redis when REDIS_URL is set", async () => {
    const prefix = `appraisal-test-${process.pid}-${Date.now()}-`;
    const [a, b] = await twoServers({ AUTH_RATE_LIMIT_MAX: 3, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const statuses = [];
    for (const [n, app] of [b, a, b, a].entries()) statuses.push((await failedSignIn(app, n)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The counter really lives in Redis, under the configured prefix.
    const { Redis } = await import("ioredis");
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});

describe("the generated session secret", () => {
  it("is one value for every server, however many start at once", async () => {
    const [a] = await twoServers();
    const secrets = await Promise.all(Array.from({ length: 5 }, () => getSharedSessionSecret(a.db)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(48);
    expect(await getSharedSessionSecret(a.db)).toBe(secrets[0]);
  });

  it("lets a sign-in on one server be valid on the other when no SESSION_SECRET is set", async () => {
    // sessionSecret "" is what loadConfig gives with DATABASE_URL and no SESSION_SECRET.
    const [a, b] = await twoServers({ sessionSecret: "" });
    expect(a.config.sessionSecret).not.toBe("");
    expect(b.config.sessionSecret).toBe(a.config.sessionSecret);
    const { user, cookie } = await signedInUser(a);
    const me = await b.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().id).toBe(user.id);
  });
});
