import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isAlive } from "./process-alive";

describe("isAlive", () => {
  it("is true for a running process and false once it has exited", () => {
    expect(isAlive(process.pid)).toBe(true);
    const ended = spawnSync(process.execPath, ["-e", "0"]);
    expect(ended.pid).toBeGreaterThan(0);
    expect(isAlive(ended.pid!)).toBe(false);
  });

  it("counts a process of another user as alive (EPERM), not as gone", () => {
    // pid 1 always runs and, for an unprivileged user, answers EPERM; for root it answers outright.
    expect(isAlive(1)).toBe(true);
  });
});
