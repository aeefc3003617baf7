import { mkdirSync, mkdtempSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { sql } from "drizzle-orm";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPostgres } from "../db/client";
import { rateLimits } from "../db/schema";
import { buildTestApp } from "../test/build-test-app";
import { createUser, giveCredits, signedInUser } from "../test/factories";
import { postAppraisal } from "../test/appraisal-factories";
import { getTestDatabase } from "../test/test-db";
import { createLocalDiskStorage } from "../providers/storage/local-disk-storage";
import { sweepOrphans } from "../housekeeping";
import { appraisals } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import { PROCESS_APPRAISAL_JOB } from "../jobs/job-names";

const TOKEN = "metrics-token-0123456789";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => app.close());

describe("request ids", () => {
  it("keeps the caller's x-request-id and answers with it", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "edge-42.a:b" } });
    expect(response.headers["x-request-id"]).toBe("edge-42.a:b");
  });

  it("makes one when none is given, or when the given one could inject into logs", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": 'x" level=fatal\nfake line' } });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("health, readiness and metrics", () => {
  it("/api/health answers without touching the database; /api/ready checks the database and the file store", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });
  });

  it("/api/ready answers 503 naming the failed check when the file store is unreachable", async () => {
    const original = app.storage.check;
    app.storage.check = async () => {
      throw new Error("bucket unreachable");
    };
    try {
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "failed" } });
    } finally {
      app.storage.check = original;
    }
  });

  it("/metrics needs the token, then lists latency by route and the job queue", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer wrong-token-0123456789" } })).statusCode,
    ).toBe(401);
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    await app.inject({ method: "GET", url: `/api/appraisals/${randomUUID()}`, headers: { cookie } });
    const metrics = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["content-type"]).toContain("text/plain");
    // The route pattern, not the URL with its id.
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/appraisals\/:id",status="404"\} 1/);
    expect(metrics.body).toContain("# TYPE jobs gauge");
    expect(metrics.body).toContain("# TYPE jobs_oldest_age_seconds gauge");
  });

  it("/metrics counts job failures by job and outcome, a job that can never run included", async () => {
    await enqueueJob({ db: app.db, name: PROCESS_APPRAISAL_JOB, payload: { appraisalId: "not-a-uuid" } });
    await app.jobs.drain();
    const metrics = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.body).toContain("# TYPE job_failures_total counter");
    expect(metrics.body).toMatch(new RegExp(`job_failures_total\\{job="${PROCESS_APPRAISAL_JOB}",outcome="failed"\\} 1\n`));
  });

  it("/metrics does not exist without METRICS_TOKEN", async () => {
    const plain = await buildTestApp({}, { keepData: true });
    try {
      expect((await plain.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("uploads over the limit", () => {
  it("answer 413 and close the connection instead of reading the rest", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const response = await postAppraisal(app, {
      cookie,
      fields: { medium: "oil" },
      files: [{ field: "images", filename: "huge.jpg", contentType: "image/jpeg", data: Buffer.alloc(11 * 1024 * 1024, 1) }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
  });
});

describe("the housekeeping sweep", () => {
  it("removes orphaned upload folders, stale upload temp folders and ended rate-limit windows, and nothing else", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "sweep-uploads-"));
    const tempDir = mkdtempSync(path.join(os.tmpdir(), "sweep-tmp-"));
    const storage = createLocalDiskStorage(root);
    const owner = await createUser(app.db);
    const [kept] = await app.db
      .insert(appraisals)
      .values({ userId: owner.id, medium: "oil" } as typeof appraisals.$inferInsert)
      .returning();
    const orphan = randomUUID();
    const recentOrphan = randomUUID();
    for (const id of [kept!.id, orphan, recentOrphan]) await storage.put(`appraisals/${id}/images/0.jpg`, Buffer.from("x"), "image/jpeg");
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    for (const id of [kept!.id, orphan]) {
      utimesSync(path.join(root, `appraisals/${id}/images/0.jpg`), old, old);
      utimesSync(path.join(root, `appraisals/${id}/images`), old, old);
      utimesSync(path.join(root, `appraisals/${id}`), old, old);
    }
    for (const name of ["appraisal-upload-stale", "appraisal-upload-live", "someone-elses-folder"]) {
      mkdirSync(path.join(tempDir, name));
      writeFileSync(path.join(tempDir, name, "images-0"), "x");
    }
    utimesSync(path.join(tempDir, "appraisal-upload-stale"), old, old);
    utimesSync(path.join(tempDir, "someone-elses-folder"), old, old);
    await app.db.insert(rateLimits).values([
      { key: "ended", count: 3, resetAt: Date.now() - 1000 },
      { key: "running", count: 1, resetAt: Date.now() + 60_000 },
    ]);

    const result = await sweepOrphans({ db: app.db, storage, log: pino({ level: "silent" }), tempDir });
    expect(result).toMatchObject({ uploadFolders: 1, tempFolders: 1 });
    expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(root, `appraisals/${orphan}`))).toBe(false);
    expect(existsSync(path.join(root, `appraisals/${kept!.id}/images/0.jpg`))).toBe(true);
    expect(existsSync(path.join(root, `appraisals/${recentOrphan}/images/0.jpg`))).toBe(true); // may still be mid-submission
    expect(existsSync(path.join(tempDir, "appraisal-upload-stale"))).toBe(false);
    expect(existsSync(path.join(tempDir, "appraisal-upload-live"))).toBe(true);
    expect(existsSync(path.join(tempDir, "someone-elses-folder"))).toBe(true);
    const keys = (await app.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("running");
    expect(keys).not.toContain("ended");
  });
});

// A dropped connection only exists on PostgreSQL (CI's second pass runs this on it).
describe.runIf(!!process.env.TEST_DATABASE_URL)("a dropped or slow PostgreSQL connection", () => {
  it("fails the request in flight with 503, and the next request reconnects", async () => {
    const shared = await getTestDatabase({ empty: false });
    const url = (shared.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: "1500" },
      { dataDir: mkdtempSync(path.join(os.tmpdir(), "dropped-")), sessionSecret: "s".repeat(40) },
    );
    const lost: Error[] = [];
    const database = openPostgres(url, { statementTimeoutMs: 1500, onError: (error) => lost.push(error) });
    const server = await buildApp({ config, database, logger: false });
    // A route that holds its connection, as a slow query would.
    server.get("/test/slow", async () => server.db.execute(sql`select pg_sleep(1)`).then(() => ({ ok: true })));
    server.get("/test/too-slow", async () => server.db.execute(sql`select pg_sleep(5)`).then(() => ({ ok: true })));
    await server.ready();
    try {
      expect((await server.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      const inFlight = server.inject({ method: "GET", url: "/test/slow" });
      const admin = openPostgres(url);
      // Cut only once the slow query runs (a fixed pause could cut before it starts on a busy machine).
      const sleeping = async () => {
        const { rows } = await admin.pool!.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = 'art-appraisal' and query like 'select pg_sleep(1)%' and state = 'active'",
        );
        return rows[0]?.n;
      };
      await expect.poll(sleeping, { timeout: 10_000, interval: 20 }).toBe(1);
      // What a database restart or a network cut does to the server's connections.
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'art-appraisal' and pid <> pg_backend_pid()`,
      );
      await admin.close();
      const failed = await inFlight;
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json()).toMatchObject({ code: "UNAVAILABLE" });
      expect(failed.headers["retry-after"]).toBe("5");
      // The process is still up and the pool opens a new connection.
      expect((await server.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      // A statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled: 503, not a hung request.
      const cancelled = await server.inject({ method: "GET", url: "/test/too-slow" });
      expect(cancelled.statusCode).toBe(503);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
