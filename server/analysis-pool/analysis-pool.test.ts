import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app";
import { signedInUser } from "../test/factories";
import { buildMultipart } from "../test/appraisal-factories";
import { ANALYSIS_STOPPED_TWICE } from "./analysis-pool";

// The built-in engine's analyses run on the pool's threads (decision 0034). These tests count and
// order what happens; the latency figures are in `npm run bench` (scripts/bench/server-analysis-load.ts).

const PHOTO = readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/painting-landscape.jpg"));
const WAITING = 2;

let app: FastifyInstance;
let analyst: string;
let bystander: string;
beforeAll(async () => {
  app = await buildTestApp({ ANALYSIS_WORKERS: 1, ANALYSIS_QUEUE_MAX: WAITING });
  ({ cookie: analyst } = await signedInUser(app));
  ({ cookie: bystander } = await signedInUser(app));
  // The thread starts and loads the networks on the first analysis: done here, once.
  expect((await analyse()).statusCode).toBe(200);
  // Starting a thread and loading the networks takes a minute and more on a machine this busy.
}, 240_000);
afterAll(() => app?.close());

function analyse() {
  const body = buildMultipart({}, [{ field: "image", filename: "painting.jpg", contentType: "image/jpeg", data: PHOTO }]);
  return app.inject({
    method: "POST",
    url: "/api/art-style-prediction",
    headers: { ...body.headers, cookie: analyst },
    payload: body.payload,
  });
}

/** Waits (by polling, not by a deadline) until the condition holds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
const busy = () => app.analysisPool.load.running > 0;

describe("the analysis pool", () => {
  it("answers another user's requests while analyses run, and refuses past the bound with 503 and Retry-After", async () => {
    let finished = 0;
    const analyses = Array.from({ length: 1 + WAITING }, () =>
      analyse().then((response) => {
        finished += 1;
        return response;
      }),
    );
    // (Or all finished: analysed on the event loop, they may have run back to back unseen.)
    await until(() => busy() || finished === analyses.length);
    // On the event loop, one analysis holds every request for most of a second; on a thread, the
    // bystander's ten requests are answered before the first analysis is.
    const finishedWhenAnswered: number[] = [];
    for (let i = 0; i < 10; i++) {
      const me = await app.inject({ url: "/api/user", headers: { cookie: bystander } });
      expect(me.statusCode).toBe(200);
      finishedWhenAnswered.push(finished);
    }
    expect(finishedWhenAnswered).toEqual(Array(10).fill(0));

    // Past the bound: one running and WAITING waiting, so more are refused at once.
    const extra = await Promise.all(Array.from({ length: 3 }, () => analyse()));
    const refused = extra.filter((response) => response.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.headers["retry-after"]).toBe("10");
      expect(response.json()).toMatchObject({ code: "UNAVAILABLE", message: expect.stringMatching(/try again/) });
    }
    for (const response of await Promise.all(analyses)) expect(response.statusCode).toBe(200);
    expect(app.analysisPool.load).toEqual({ running: 0, waiting: 0 });
  });

  it("replaces a thread that stops mid-analysis and retries the analysis once on the new one", async () => {
    const expected = (await analyse()).json();
    const startedBefore = app.analysisPool.started;
    const pending = analyse();
    await until(busy);
    const [lost] = app.analysisPool.threads;
    await lost!.terminate();
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    expect(app.analysisPool.started).toBe(startedBefore + 1);
    expect(app.analysisPool.threads).toHaveLength(1);
    expect(app.analysisPool.threads[0]!.threadId).not.toBe(lost!.threadId);
  });

  it("answers a clear 400, not a 500, when the analysis stops twice", async () => {
    const startedBefore = app.analysisPool.started;
    const pending = analyse();
    await until(busy);
    await app.analysisPool.threads[0]!.terminate();
    // The retry's thread: stopped as soon as it exists.
    while (app.analysisPool.started < startedBefore + 1 || app.analysisPool.threads.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await app.analysisPool.threads[0]!.terminate();
    const response = await pending;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", message: ANALYSIS_STOPPED_TWICE });
    // The next analysis starts a new thread and succeeds.
    expect((await analyse()).statusCode).toBe(200);
  });

  it("stops its threads when the app closes", async () => {
    const other = await buildTestApp({ ANALYSIS_WORKERS: 1 });
    const { cookie } = await signedInUser(other);
    const body = buildMultipart({}, [{ field: "image", filename: "painting.jpg", contentType: "image/jpeg", data: PHOTO }]);
    const response = await other.inject({
      method: "POST",
      url: "/api/art-style-prediction",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [thread] = other.analysisPool.threads;
    const exited = new Promise((resolve) => thread!.once("exit", resolve));
    await other.close();
    await exited;
    expect(other.analysisPool.threads).toHaveLength(0);
  });
});
