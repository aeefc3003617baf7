import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { appraisalFiles, appraisals, creditBalances, creditLedger, jobs } from "../db/schema";
import { getTestDatabase } from "../test/test-db";
import { createUser, DEFAULT_PASSWORD, giveCredits } from "../test/factories";
import { makeJpeg, postAppraisal } from "../test/appraisal-factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { startLocalS3, type LocalS3 } from "../test/s3rver";
import type { AiProvider } from "../providers/ai/ai-provider";

/**
 * Issue 14's "done when": two app instances on one database (PostgreSQL in CI's second pass,
 * each instance with its own pool) and one S3-compatible bucket (s3rver), no shared disk and no
 * shared secret.
 */
const LEASE_MS = 1500;
const POLL_MS = 100;

let s3: LocalS3;
let shared: DatabaseHandle;
const extraPools: DatabaseHandle[] = [];
const servers: FastifyInstance[] = [];
let a: FastifyInstance;
let b: FastifyInstance;

// Each instance gets its own connection pool on PostgreSQL, as separate servers would.
function ownDatabase(): DatabaseHandle {
  if (shared.kind !== "postgres") return shared;
  const handle = openPostgres((shared.pool as unknown as { options: { connectionString: string } }).options.connectionString);
  extraPools.push(handle);
  return handle;
}

async function startServer(ai: AiProvider = createFakeAiProvider()): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      AUTH_RATE_LIMIT_MAX: "4",
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_INTERVAL_MS: String(POLL_MS),
      JOB_BACKOFF_BASE_MS: "0",
      JOB_CONCURRENCY: "2",
    },
    // A DATA_DIR of its own (nothing shared on disk); "" = no SESSION_SECRET, as with DATABASE_URL.
    { dataDir: mkdtempSync(path.join(os.tmpdir(), "two-servers-")), sessionSecret: "" },
  );
  const app = await buildApp({ config, database: ownDatabase(), logger: false, ai, runJobs: true });
  await app.ready();
  servers.push(app);
  return app;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  shared = await getTestDatabase();
  a = await startServer();
  b = await startServer();
});
afterAll(async () => {
  for (const app of servers) await app.close();
  for (const handle of extraPools) await handle.close();
  await s3?.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(app: FastifyInstance, email: string, remoteAddress = "127.0.0.1") {
  return app.inject({ method: "POST", url: "/api/login", remoteAddress, payload: { email, password: DEFAULT_PASSWORD } });
}

async function submit(app: FastifyInstance, cookie: string, title: string) {
  const response = await postAppraisal(app, {
    cookie,
    fields: { medium: "oil", artworkTitle: title, artistName: "Anna Vermeulen", height: "24", width: "36" },
    files: [{ field: "images", filename: "painting.jpg", contentType: "image/jpeg", data: await makeJpeg({ hue: title.length * 20 }) }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const statusOf = (id: string) =>
  shared.db
    .select({ status: appraisals.status })
    .from(appraisals)
    .where(eq(appraisals.id, id))
    .then((rows) => rows[0]?.status);

describe("two servers on one database and one bucket", () => {
  let cookie: string;
  let userId: string;

  it("a sign-in on one server is valid on the other (the generated secret is shared)", async () => {
    const user = await createUser(shared.db, { emailVerifiedAt: new Date() } as Parameters<typeof createUser>[1]);
    userId = user.id;
    const login = await signIn(a, user.email);
    expect(login.statusCode, login.body).toBe(200);
    cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    const me = await b.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it("an appraisal submitted on one completes, and the other serves its photos and its PDF", async () => {
    await giveCredits(shared.db, userId, 3);
    const id = await submit(a, cookie, "Harbour at Dusk");
    await waitFor(
      () => statusOf(id),
      (status) => status === "completed",
      30_000,
    );
    const [file] = await shared.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, id));
    for (const suffix of ["", "/display", "/thumbnail"]) {
      const served = await b.inject({ method: "GET", url: `/api/appraisals/${id}/files/${file!.id}${suffix}`, headers: { cookie } });
      expect(served.statusCode, `${suffix}: ${served.body.slice(0, 200)}`).toBe(200);
      expect(served.rawPayload.length).toBeGreaterThan(100);
    }
    const pdf = await b.inject({ method: "GET", url: `/api/appraisals/${id}/report/pdf`, headers: { cookie } });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a server killed after accepting two submissions: the other completes both within lease + poll time", async () => {
    // The doomed server's model never answers, so its two jobs are mid-way when it dies.
    let release!: () => void;
    const never = new Promise<void>((resolve) => (release = resolve));
    const doomed = await startServer(createFakeAiProvider({ onAppraise: () => never }));
    // The others stop claiming while the doomed server takes both jobs (otherwise one could take
    // a job first); B alone starts again after the kill, so the time measured is B's.
    await Promise.all([a.jobs.stop(), b.jobs.stop()]);
    const ids = [await submit(doomed, cookie, "Winter Orchard"), await submit(doomed, cookie, "Quiet Canal")];
    const heldByDoomed = () =>
      shared.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, "running"), eq(jobs.lockedBy, doomed.jobs.workerId)));
    await waitFor(heldByDoomed, (rows) => rows.length === 2, 20_000);

    doomed.jobs.abandon(); // killed: no more lease renewals, nothing released
    const killedAt = Date.now();
    await b.jobs.start(); // within the lease: start-up recovery finds nothing, the continual one must
    expect(await heldByDoomed()).toHaveLength(2);

    await waitFor(heldByDoomed, (rows) => rows.length === 0, LEASE_MS + 10_000);
    const takenOverAt = Date.now();
    // Lease + a quarter lease between recovery passes + one poll, plus scheduling slack.
    expect(takenOverAt - killedAt).toBeLessThan(LEASE_MS + LEASE_MS / 4 + POLL_MS + 1500);
    for (const id of ids)
      await waitFor(
        () => statusOf(id),
        (status) => status === "completed",
        30_000,
      );
    release();
    await a.jobs.start();
  });

  it("no credit was lost or refunded twice", async () => {
    // 3 given, 3 appraisals completed: one usage entry each, no refund.
    const [balance] = await shared.db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
    expect(balance!.balance).toBe(0);
    const ledger = await shared.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.filter((entry) => entry.type === "usage")).toHaveLength(3);
    expect(ledger.filter((entry) => entry.type === "refund")).toHaveLength(0);
    const done = await shared.db.select().from(appraisals).where(eq(appraisals.userId, userId));
    expect(done.map((row) => row.status)).toEqual(["completed", "completed", "completed"]);
  });

  it("sign-in throttling counts across both servers", async () => {
    // A fresh address, so the earlier sign-in does not count; the limit is 4 per window.
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await signIn(app, `nobody-${statuses.length}@example.com`, "10.9.8.7")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
