import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/build-test-app";
import { signedInUser } from "../test/factories";
import { buildMultipart } from "../test/appraisal-factories";

// Issue 51, finding 6: a limited route counts per account as well as per address, so one
// signed-in account cannot spread 70 analyses over 70 addresses (one address gets 429 from the
// 61st). The requests carry no image (each answers 400): the limit counts a request before it
// is read, and nothing has to be analysed 60 times.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const ANALYZER_LIMIT = 60;

async function analyse(cookie: string, remoteAddress: string) {
  const body = buildMultipart({ note: "no image" }, []);
  return app.inject({
    method: "POST",
    url: "/api/art-style-prediction",
    headers: { ...body.headers, cookie },
    payload: body.payload,
    remoteAddress,
  });
}

describe("rate limits per account", () => {
  it("limits one account sending from 70 addresses as one address is limited", async () => {
    const { cookie } = await signedInUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await analyse(cookie, `10.51.${Math.floor(i / 250)}.${(i % 250) + 1}`)).statusCode);
    expect(statuses.slice(0, ANALYZER_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(ANALYZER_LIMIT)).toEqual(Array(70 - ANALYZER_LIMIT).fill(429));
    const limited = await analyse(cookie, "10.51.9.9");
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("leaves another account on those addresses its own allowance", async () => {
    const first = await signedInUser(app);
    const second = await signedInUser(app);
    for (let i = 0; i < ANALYZER_LIMIT; i++) await analyse(first.cookie, `10.52.0.${i + 1}`);
    expect((await analyse(first.cookie, "10.52.1.1")).statusCode).toBe(429);
    expect((await analyse(second.cookie, "10.52.1.2")).statusCode).toBe(400);
  });
});
