import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { getTestDatabase } from "../test/test-db";
import { makeRunnerTestDeps } from "../test/job-deps";
import { defineJob, type JobDeps } from "./job-definition";
import { claimNextJob, enqueueJob } from "./queue";
import { JobRunner } from "./runner";

let handle: DatabaseHandle;
let deps: JobDeps;
const options = { concurrency: 2, pollIntervalMs: 20, leaseMs: 60_000, backoffBaseMs: 0 };

beforeAll(async () => {
  handle = await getTestDatabase();
  deps = makeRunnerTestDeps(handle.db);
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
    const runner = new JobRunner(deps, options).register(
      defineJob({ name: "count", payload: Payload, handle: async ({ payload }) => void seen.push(payload.n) }),
    );
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
    await handle.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.id, job.id));

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
    const runner = new JobRunner(deps, options).register(
      defineJob({ name: "strict", payload: Payload, handle: async () => void (called = true) }),
    );
    const job = await enqueueJob({ db: handle.db, name: "strict", payload: { n: "not a number" } });
    await runner.drain();
    expect(called).toBe(false);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe("failed");
  });
});

describe("jobs that survive any server (decision 33)", () => {
  const statusOf = async (id: string) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it("a live runner takes over a crashed runner's job within lease + poll time, without a restart", async () => {
    const leaseMs = 1000;
    const hang = gate();
    const ranOn: string[] = [];
    const crashed = new JobRunner(deps, { ...options, leaseMs }).register(
      defineJob({
        name: "takeover",
        payload: Payload,
        handle: async () => {
          ranOn.push("crashed");
          await hang.opened;
        },
      }),
    );
    const survivor = new JobRunner(deps, { ...options, leaseMs }).register(
      defineJob({ name: "takeover", payload: Payload, handle: async () => void ranOn.push("survivor") }),
    );
    const job = await enqueueJob({ db: handle.db, name: "takeover", payload: { n: 1 } });
    void crashed.drain();
    await waitFor(async () => (await statusOf(job.id)).lockedBy === crashed.workerId);
    crashed.abandon();
    const abandonedAt = Date.now();
    // Started while the lease is still valid: only the continual recovery can find the job.
    await survivor.start();
    expect((await statusOf(job.id)).lockedBy).toBe(crashed.workerId);
    await waitFor(async () => (await statusOf(job.id)).status === "succeeded", 10_000);
    // Lease (1 s) + a quarter lease between recovery passes + poll: about 1.3 s. The bound leaves a
    // busy machine room (its timers run late) and still fails a recovery that waits for a restart.
    expect(Date.now() - abandonedAt).toBeLessThan(6000);
    await survivor.stop();
    hang.open();
    expect(ranOn).toEqual(["crashed", "survivor"]);
    expect(await statusOf(job.id)).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("renews the lease of a job that runs longer than the lease, so nobody else runs it at the same time", async () => {
    // Renewed every third of the lease: a renewal may run up to two thirds of a lease late (a busy
    // machine's timers) before the other runner may take the job.
    const leaseMs = 1500;
    let concurrent = 0;
    let maxConcurrent = 0;
    let runs = 0;
    const slow = defineJob({
      name: "long",
      payload: Payload,
      handle: async () => {
        runs++;
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((resolve) => setTimeout(resolve, 5000)); // more than three leases
        concurrent--;
      },
    });
    const a = new JobRunner(deps, { ...options, leaseMs }).register(slow);
    const b = new JobRunner(deps, { ...options, leaseMs }).register(slow);
    const job = await enqueueJob({ db: handle.db, name: "long", payload: { n: 1 } });
    await a.start();
    await waitFor(async () => (await statusOf(job.id)).status === "running");
    await b.start(); // a server starting mid-job re-queues only expired leases
    await waitFor(async () => (await statusOf(job.id)).status === "succeeded", 20_000);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    expect(maxConcurrent).toBe(1);
  });

  it("shutdown waits up to its bound, then hands the unfinished job back for another server", async () => {
    const hang = gate();
    const first = new JobRunner(deps, options).register(defineJob({ name: "handover", payload: Payload, handle: () => hang.opened }));
    const job = await enqueueJob({ db: handle.db, name: "handover", payload: { n: 1 } });
    await first.start();
    await waitFor(async () => (await statusOf(job.id)).status === "running");
    const started = Date.now();
    await first.shutdown(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(3000);
    // Back in the queue at once, and the interrupted attempt does not count against it.
    expect(await statusOf(job.id)).toMatchObject({ status: "queued", lockedBy: null, attempts: 0 });
    // The first handler finishing late must not overwrite the row the next server now owns.
    const second = new JobRunner(deps, options).register(defineJob({ name: "handover", payload: Payload, handle: async () => {} }));
    await second.drain();
    hang.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(job.id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("fails a job for good, with its final-failure hook, once its servers died on it more often than its attempts", async () => {
    let handled = false;
    const failures: string[] = [];
    const runner = new JobRunner(deps, options).register(
      defineJob({
        name: "crasher",
        payload: Payload,
        maxAttempts: 2,
        handle: async () => void (handled = true),
        onFinalFailure: async ({ error }) => void failures.push(error.message),
      }),
    );
    const job = await enqueueJob({ db: handle.db, name: "crasher", payload: { n: 1 }, maxAttempts: 2 });
    // Two claims whose servers died; the expired leases put it back each time.
    await handle.db.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, job.id));
    await runner.drain();
    expect(handled).toBe(false);
    expect(failures).toEqual(["stopped 2 times without finishing: its server died or was killed each time"]);
    expect(await statusOf(job.id)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("shutdown returns as soon as running jobs finish", async () => {
    const runner = new JobRunner(deps, options).register(
      defineJob({ name: "quick", payload: Payload, handle: () => new Promise((resolve) => setTimeout(resolve, 100)) }),
    );
    const job = await enqueueJob({ db: handle.db, name: "quick", payload: { n: 1 } });
    await runner.start();
    await waitFor(async () => (await statusOf(job.id)).status === "running");
    const started = Date.now();
    await runner.shutdown(10_000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await statusOf(job.id)).status).toBe("succeeded");
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
