import os from "node:os";
import path from "node:path";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openPglite } from "./client";

// Issue 13: files written with owner-only permissions. The embedded database holds password hashes
// and every client's appraisals; PGlite writes its files world-readable, so its folder is closed.
const root = mkdtempSync(path.join(os.tmpdir(), "data-dir-permissions-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (file: string) => statSync(file).mode & 0o777;

// Opening a fresh PGlite takes a few seconds, far more on a loaded machine.
describe("DATA_DIR permissions", { timeout: 120_000 }, () => {
  it("a new DATA_DIR and its generated session secret are the server's user's only", () => {
    const dataDir = path.join(root, "fresh");
    loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
  });

  it("the embedded database's folder is owner-only, also when it existed with wider permissions", async () => {
    const dir = path.join(root, "db");
    mkdirSync(dir, { mode: 0o755 });
    const handle = await openPglite(dir);
    try {
      expect(modeOf(dir)).toBe(0o700);
    } finally {
      await handle.close();
    }
  });
});
