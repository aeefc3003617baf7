import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import pino from "pino";
import type { DatabaseHandle } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { loadConfig } from "../config";
import { getTestDatabase } from "../test/test-db";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { defineJob, type JobDeps } from "./job-definition";
import { claimNextJob, enqueueJob } from "./queue";
import { JobRunner } from "./runner";

let handle: DatabaseHandle;
let deps: JobDeps;
const options = { concurrency: 2, pollIntervalMs: 20, leaseMs: 60_000, backoffBaseMs: 0 };

beforeAll(async () => {
  handle = await getTestDatabase();
  deps = {
    db: handle.db,
    config: loadConfig({ NODE_ENV: "test" }, { dataDir: "/tmp/jobs-test", sessionSecret: "x".repeat(40) }),
    log: pino({ level: "silent" }),
    email: { kind: "outbox", send: async () => ({ messageId: "m" }) },
    storage: { put: async () => {}, get: async () => null, delete: async () => {}, deletePrefix: async () => {} },
    ai: createFakeAiProvider(),
  };
});
beforeEach(async () => {
  await handle.db.delete(jobs);
});
afterAll(async () => {
  await handle.db.delete(jobs);
});

const Payload = z.object({ n: z.number() });

describe("the job runner", () => {
  it("runs a queued job once and marks it succeeded", async () => {
    const seen: number[] = [];
    const runner = new JobRunner(deps, options).register(defineJob({ name: "count", payload: Payload, handle: async ({ payload }) => void seen.push(payload.n) }));
    const job = await enqueueJob({ db: handle.db, name: "count", payload: { n: 7 } });
    await runner.drain();
    expect(seen).toEqual([7]);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: "succeeded", attempts: 1, lockedBy: null });
  });

  it("retries a failing job and calls the final-failure hook once, after the last attempt", async () => {
    let attempts = 0;
    const failures: string[] = [];
    const runner = new JobRunner(deps, options).register(
      defineJob({
        name: "flaky",
        payload: Payload,
        maxAttempts: 3,
        handle: async () => {
          attempts++;
          throw new Error(`boom ${attempts}`);
        },
        onFinalFailure: async ({ error }) => void failures.push(error.message),
      }),
    );
    const job = await enqueueJob({ db: handle.db, name: "flaky", payload: { n: 1 }, maxAttempts: 3 });
    await runner.drain();
    expect(attempts).toBe(3);
    expect(failures).toEqual(["boom 3"]);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "boom 3" });
  });

  it("backs off exponentially between attempts", async () => {
    const runner = new JobRunner(deps, { ...options, backoffBaseMs: 60_000 }).register(
      defineJob({ name: "slow-retry", payload: Payload, handle: async () => Promise.reject(new Error("later")) }),
    );
    const job = await enqueueJob({ db: handle.db, name: "slow-retry", payload: { n: 1 } });
    const before = Date.now();
    await runner.drain(); // one attempt; the retry is not due for a minute
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe("queued");
    expect(row!.attempts).toBe(1);
    expect(row!.runAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
  });

  it("finishes a job whose server died mid-way, once its lease has run out", async () => {
    const job = await enqueueJob({ db: handle.db, name: "resume", payload: { n: 2 } });
    // A server claims it and dies: the row stays "running" with an old lock.
    const claimed = await claimNextJob({ db: handle.db, workerId: "dead-server", names: ["resume"] });
    expect(claimed!.id).toBe(job.id);
    await handle.db.update(jobs).set({ lockedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(jobs.id, job.id));

    const seen: number[] = [];
    const runner = new JobRunner(deps, { ...options, leaseMs: 5 * 60_000 }).register(
      defineJob({ name: "resume", payload: Payload, handle: async ({ payload }) => void seen.push(payload.n) }),
    );
    await runner.start();
    await waitFor(async () => (await handle.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status === "succeeded");
    await runner.stop();
    expect(seen).toEqual([2]);
  });

  it("never hands the same job to two runners", async () => {
    const ran: number[] = [];
    const make = () =>
      new JobRunner(deps, { ...options, concurrency: 4 }).register(
        defineJob({ name: "once", payload: Payload, handle: async ({ payload }) => void ran.push(payload.n) }),
      );
    for (let n = 0; n < 20; n++) await enqueueJob({ db: handle.db, name: "once", payload: { n } });
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it("fails a job with an invalid payload at once, without retrying", async () => {
    let called = false;
    const runner = new JobRunner(deps, options).register(defineJob({ name: "strict", payload: Payload, handle: async () => void (called = true) }));
    const job = await enqueueJob({ db: handle.db, name: "strict", payload: { n: "not a number" } });
    await runner.drain();
    expect(called).toBe(false);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe("failed");
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("condition not met in time");
}
