import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/build-test-app";
import { buildRegistration, DEFAULT_PASSWORD, signedInUser } from "../test/factories";
import { CROSS_ORIGIN_REFUSED } from "./security";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ AUTH_RATE_LIMIT_MAX: 3, PUBLIC_URL: "https://appraise.example" });
});
afterAll(() => app.close());

describe("the same-origin rule", () => {
  it("refuses a state-changing request sent from another site (Origin)", async () => {
    const { cookie } = await signedInUser(app);
    const response = await app.inject({ method: "POST", url: "/api/logout", headers: { cookie, origin: "https://evil.example" } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_ORIGIN_REFUSED);
    // The session survived: the forged sign-out did nothing.
    expect((await app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("refuses a request the browser marks as cross-site (Sec-Fetch-Site)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "sec-fetch-site": "cross-site" },
      payload: buildRegistration(),
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the site's own origin, whether the public address or the host it was reached on", async () => {
    const publicOrigin = await app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "https://appraise.example", "sec-fetch-site": "same-origin" },
      payload: buildRegistration(),
    });
    expect(publicOrigin.statusCode).toBe(201);
    const hostOrigin = await app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      payload: buildRegistration(),
    });
    expect(hostOrigin.statusCode).toBe(201);
  });

  it("lets reads through from anywhere (they change nothing)", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("answers 429 once sign-in attempts exceed the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.9.9.9",
        payload: { email: "x@example.com", password: DEFAULT_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.9.9.9",
      payload: { email: "x@example.com", password: "y" },
    });
    expect(limited.json().message).toMatch(/rate limit/i);
    // Another address is not affected.
    const other = await app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.9.9.10",
      payload: { email: "x@example.com", password: "y" },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe("error answers", () => {
  it("answers unknown API paths with JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json().message).toContain("/api/does-not-exist");
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON.", code: "FST_ERR_CTP_INVALID_JSON_BODY" });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("names the missing field in a 400", async () => {
    const response = await app.inject({ method: "POST", url: "/api/login", payload: { email: "a@b.c" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("password");
  });

  it("sends security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBeDefined();
  });
});
