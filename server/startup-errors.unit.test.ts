import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { lockEmbeddedDatabase } from "./db/embedded-lock";
import { describeStartupError } from "./startup-errors";

describe("configuration errors", () => {
  it("name the setting, with no stack, for a DATABASE_URL that is not PostgreSQL", () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: "mysql://db:3306/app" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, expected } = describeStartupError(error, {});
    expect(expected).toBe(true);
    expect(message).toBe("Invalid configuration:\n  DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).not.toMatch(/\n\s+at /);
  });

  it("need a bucket for STORAGE_DRIVER=s3, both S3 keys or neither, and a redis:// REDIS_URL", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "art", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "art", S3_FORCE_PATH_STYLE: "true" }, { dataDir: os.tmpdir() })).toMatchObject({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "art",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it("leave the session secret to the database when DATABASE_URL is set and SESSION_SECRET is not", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "config-"));
    expect(loadConfig({ DATABASE_URL: "postgres://db/app" }, { dataDir }).sessionSecret).toBe("");
    expect(loadConfig({ DATABASE_URL: "postgres://db/app", SESSION_SECRET: "x".repeat(40) }, { dataDir }).sessionSecret).toBe(
      "x".repeat(40),
    );
    expect(loadConfig({}, { dataDir }).sessionSecret.length).toBeGreaterThanOrEqual(48);
  });
});

describe("an unreachable database", () => {
  it("is named as such, without its password", async () => {
    const url = "postgres://app:secret@127.0.0.1:1/appraisals";
    const handle = await openDatabase({ databaseUrl: url, postgres: { connectTimeoutMs: 2000 } });
    let error: unknown;
    try {
      await runMigrations(handle);
    } catch (caught) {
      error = caught;
    } finally {
      await handle.close();
    }
    const { message, expected } = describeStartupError(error, { DATABASE_URL: url });
    expect(expected).toBe(true);
    expect(message).toMatch(/^Cannot reach the database at 127\.0\.0\.1:1\/appraisals \(DATABASE_URL\): .*ECONNREFUSED/);
    expect(message).not.toContain("secret");
  });
});

describe("the embedded database", () => {
  it("refuses a second process while one has it open, and is taken over after a crash", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "embedded-lock-"));
    // A live process (this test's parent) holds it.
    writeFileSync(
      path.join(dir, "in-use.lock"),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), command: "index.js", since: "2026-01-01T00:00:00Z" }),
    );
    expect(() => lockEmbeddedDatabase(dir)).toThrow(new RegExp(`in use by another process \\(pid ${process.ppid}: index\\.js`));
    // A dead one: taken over.
    writeFileSync(
      path.join(dir, "in-use.lock"),
      JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname(), command: "index.js", since: "2026-01-01T00:00:00Z" }),
    );
    const release = lockEmbeddedDatabase(dir);
    release();
  });

  it("makes npm run admin:grant refuse with a clear message, not report a change it could not make", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-cli-"));
    mkdirSync(path.join(dataDir, "db"));
    writeFileSync(
      path.join(dataDir, "db", "in-use.lock"),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), command: "index.js", since: "2026-01-01T00:00:00Z" }),
    );
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/modules/auth/grant-admin-cli.ts", "someone@example.com"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is in use by another process (pid ${process.ppid}`);
    expect(result.stderr).toContain("stop the server, run the command, start the server again");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain("granted");
  }, 60_000);
});
