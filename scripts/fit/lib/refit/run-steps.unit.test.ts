import { describe, expect, it } from "vitest";
import { formatDuration, type RefitStep, runSteps, type StepExit } from "./run-steps";

const step = (name: string): RefitStep => ({ name, script: `scripts/fit/${name}.ts`, args: ["--write"], expected: "about 1 minute" });
const STEPS = [step("caches"), step("fit"), step("temperature")];

/** A fake refit: each step "takes" the seconds given, and exits with the code given (default 0). */
function fake(seconds: Record<string, number>, codes: Record<string, StepExit> = {}) {
  let clock = 0;
  const ran: string[] = [];
  const lines: string[] = [];
  const run = (s: RefitStep) => {
    ran.push(s.name);
    clock += (seconds[s.name] ?? 0) * 1000;
    return Promise.resolve(codes[s.name] ?? { code: 0, signal: null });
  };
  return { ran, lines, options: { run, log: (line: string) => lines.push(line), now: () => clock } };
}

describe("runSteps", () => {
  it("runs every step in order and says how long each took", async () => {
    const f = fake({ caches: 3660, fit: 125, temperature: 40 });
    const result = await runSteps(STEPS, f.options);
    expect(f.ran).toEqual(["caches", "fit", "temperature"]);
    expect(result).toEqual({
      ok: true,
      times: [
        { name: "caches", seconds: 3660 },
        { name: "fit", seconds: 125 },
        { name: "temperature", seconds: 40 },
      ],
    });
    const log = f.lines.join("\n");
    expect(log).toContain("step 1 of 3 (caches) done in 1 h 1 min");
    expect(log).toContain("step 2 of 3 (fit) done in 2 min 5 s");
    expect(log).toContain("npx tsx scripts/fit/fit.ts --write");
  });

  it("stops at the first step that fails, runs none after it, and names the step to resume from", async () => {
    const f = fake({ caches: 10, fit: 7 }, { fit: { code: 1, signal: null } });
    const result = await runSteps(STEPS, f.options);
    expect(f.ran).toEqual(["caches", "fit"]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failed).toBe(2);
    expect(result.message).toBe(
      "step 2 of 3 (fit) exited with code 1 after 7 s. The 1 step after it did not run. Its output above says why; once fixed, resume with --from=2.",
    );
    expect(f.lines.at(-1)).toContain(result.message);
  });

  it("treats a step killed by a signal, or one that cannot start, as failed", async () => {
    const killed = fake({}, { caches: { code: null, signal: "SIGKILL" } });
    const first = await runSteps(STEPS, killed.options);
    expect(first.ok || first.message).toMatch(
      /^step 1 of 3 \(caches\) was stopped by SIGKILL after 0 s\. The 2 steps after it did not run\. /,
    );
    const missing = fake({});
    const second = await runSteps([step("caches")], { ...missing.options, run: () => Promise.reject(new Error("spawn ENOENT")) });
    expect(second.ok || second.message).toMatch(
      /^step 1 of 1 \(caches\) did not run after 0 s\. Its output above says why; once fixed, resume with --from=1\.$/,
    );
    expect(missing.lines.join("\n")).toContain("could not start: spawn ENOENT");
  });

  it("starts at --from, taking the steps before it as done", async () => {
    const f = fake({ temperature: 5 });
    const result = await runSteps(STEPS, { ...f.options, from: 3 });
    expect(f.ran).toEqual(["temperature"]);
    expect(result.times).toEqual([{ name: "temperature", seconds: 5 }]);
    await expect(runSteps(STEPS, { ...f.options, from: 4 })).rejects.toThrow("--from must be a step number from 1 to 3, not 4");
    await expect(runSteps(STEPS, { ...f.options, from: 0 })).rejects.toThrow(RangeError);
  });

  it("passes each step its own environment", async () => {
    const seen: (Readonly<Record<string, string>> | undefined)[] = [];
    await runSteps([{ ...step("fit"), env: { STYLE_SERIAL: "1" } }, step("temperature")], {
      run: (s) => {
        seen.push(s.env);
        return Promise.resolve({ code: 0, signal: null });
      },
      log: () => undefined,
    });
    expect(seen).toEqual([{ STYLE_SERIAL: "1" }, undefined]);
  });
});

describe("formatDuration", () => {
  it("reads as a person would say it", () => {
    expect(formatDuration(40.4)).toBe("40 s");
    expect(formatDuration(605)).toBe("10 min 5 s");
    expect(formatDuration(2 * 3600 + 54 * 60 + 59)).toBe("2 h 54 min");
  });
});
