import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { getTestDatabase } from "../test/test-db";
import { makeRunnerTestDeps } from "../test/job-deps";
import { defineJob, type JobDeps } from "./job-definition";
import { claimNextJob, enqueueJob } from "./queue";
import { JobRunner } from "./runner";
import { claimServerIdentity } from "./server-identity";

// Issue 33 item 7: a server restarted after a crash takes back at once the jobs it held, and
// never a job of a server still running.

let handle: DatabaseHandle;
let deps: JobDeps;
const options = { concurrency: 1, pollIntervalMs: 20, leaseMs: 5 * 60_000, backoffBaseMs: 0 };
const hostSlotFile = (slot: number) => `${os.hostname().replace(/[^A-Za-z0-9.-]/g, "_")}-${slot}.pid`;

beforeAll(async () => {
  handle = await getTestDatabase();
  deps = makeRunnerTestDeps(handle.db);
});
beforeEach(async () => {
  await handle.db.delete(jobs);
});

/** A pid that is surely not running: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

describe("a server's identity", () => {
  it("is the same slot after a crash, another slot while the first holder lives, and per data folder", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "identity-"));
    const first = claimServerIdentity(dataDir);
    const second = claimServerIdentity(dataDir);
    expect(first.id).toMatch(/^[0-9a-f]{12}-0$/);
    expect(second.id).toBe(first.id.replace(/-0$/, "-1"));
    second.release();

    // A live process (this test's parent) holding slot 0: not taken.
    first.release();
    writeFileSync(path.join(dataDir, "servers", hostSlotFile(0)), String(process.ppid));
    expect(claimServerIdentity(dataDir).id).toBe(first.id.replace(/-0$/, "-1"));

    // A process killed without releasing its slot (kill -9): the next server takes the slot.
    const other = mkdtempSync(path.join(os.tmpdir(), "identity-"));
    const crashed = claimServerIdentity(other);
    crashed.release();
    writeFileSync(path.join(other, "servers", hostSlotFile(0)), String(await deadPid()));
    const restarted = claimServerIdentity(other);
    expect(restarted.id).toBe(crashed.id);
    // Another data folder is another server.
    expect(restarted.id).not.toBe(first.id);
    expect(readdirSync(path.join(other, "servers"))).toEqual([hostSlotFile(0)]);
  });
});

describe("after a crash", () => {
  const Payload = z.object({ n: z.number() });
  const job = (seen: number[]) => defineJob({ name: "work", payload: Payload, handle: async ({ payload }) => void seen.push(payload.n) });

  it("the restarted server takes back at once the jobs it held, not waiting for their lease", async () => {
    const identity = "abcdef012345-0";
    const queued = await enqueueJob({ db: handle.db, name: "work", payload: { n: 1 } });
    // Its earlier life claimed the job, then died without a word (its lease still has minutes).
    const held = await claimNextJob({ db: handle.db, workerId: `${identity}/4242-dead`, names: ["work"] });
    expect(held!.id).toBe(queued.id);

    const seen: number[] = [];
    const restarted = new JobRunner(deps, { ...options, identity }).register(job(seen));
    await restarted.start();
    await restarted.drain();
    await restarted.stop();
    expect(seen).toEqual([1]);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, queued.id));
    // The dead attempt counts, as for an expired lease.
    expect(row).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("never takes a job of another server, on this host or any other", async () => {
    for (const [n, owner] of [
      [1, "abcdef012345-1/77-live"],
      [2, "fedcba543210-0/78-live"],
      [3, "99-1234abcd"],
    ] as const) {
      await enqueueJob({ db: handle.db, name: "work", payload: { n } });
      await claimNextJob({ db: handle.db, workerId: owner, names: ["work"] });
    }
    const seen: number[] = [];
    const starting = new JobRunner(deps, { ...options, identity: "abcdef012345-0" }).register(job(seen));
    await starting.start();
    await starting.drain();
    await starting.stop();
    expect(seen).toEqual([]);
    const rows = await handle.db.select().from(jobs);
    expect(rows.map((row) => row.status)).toEqual(["running", "running", "running"]);
  });
});
