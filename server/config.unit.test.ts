import os from "node:os";
import path from "node:path";
import { mkdtempSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("runs offline with defaults: port 5000, embedded database, generated secret kept under DATA_DIR", () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    // The same secret on the next start, so sessions survive restarts.
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("stops with a message naming each wrong setting", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: "seventy", DATABASE_URL: "nope" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it("reads admin e-mails as a lower-cased list and treats blank values as unset", () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: " A@x.com, b@Y.com ,", PORT: "" });
    expect(config.adminEmails).toEqual(["a@x.com", "b@y.com"]);
    expect(config.PORT).toBe(5000);
  });
});
