/**
 * Runs a refit's steps in order, each its own process (each step reads what the one before it
 * wrote: the photo temperature reads the style model the fit just wrote), says how long each
 * took, and stops at the first that fails with the step to resume from.
 */

/** One command of a refit. */
export interface RefitStep {
  name: string;
  /** The script, relative to the repository, run with the same tsx as this process. */
  script: string;
  args: readonly string[];
  /** Set for this step only (e.g. STYLE_SERIAL=1). */
  env?: Readonly<Record<string, string>>;
  /** How long it took on this machine, as the decisions record it ("about 61 minutes"). */
  expected: string;
}

/** How a step's process ended. */
export interface StepExit {
  code: number | null;
  signal: string | null;
}

export interface RunStepsOptions {
  /** Runs one step to its end (the command: a child process; the tests: a fake). */
  run: (step: RefitStep) => Promise<StepExit>;
  log: (line: string) => void;
  /** Milliseconds; Date.now unless a test gives its own clock. */
  now?: () => number;
  /** 1-based: the steps before it are taken as done (a resumed refit). */
  from?: number;
}

export interface StepTime {
  name: string;
  seconds: number;
}

export type RunStepsResult = { ok: true; times: StepTime[] } | { ok: false; times: StepTime[]; failed: number; message: string };

/** "1 h 4 min", "12 min 5 s", "40 s". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** The command line a step runs, as a person would type it. */
export const describeStep = (step: RefitStep) =>
  [...Object.entries(step.env ?? {}).map(([k, v]) => `${k}=${v}`), "npx tsx", step.script, ...step.args].join(" ");

export async function runSteps(steps: readonly RefitStep[], options: RunStepsOptions): Promise<RunStepsResult> {
  const now = options.now ?? Date.now;
  const from = options.from ?? 1;
  if (!Number.isInteger(from) || from < 1 || from > steps.length)
    throw new RangeError(`--from must be a step number from 1 to ${steps.length}, not ${from}`);
  const times: StepTime[] = [];
  for (let i = from - 1; i < steps.length; i++) {
    const step = steps[i]!;
    const label = `step ${i + 1} of ${steps.length} (${step.name})`;
    options.log(`\n== ${label}: ${step.expected} here\n   ${describeStep(step)}`);
    const started = now();
    let exit: StepExit;
    try {
      exit = await options.run(step);
    } catch (error) {
      exit = { code: null, signal: null };
      options.log(`   could not start: ${(error as Error).message}`);
    }
    const seconds = (now() - started) / 1000;
    times.push({ name: step.name, seconds });
    if (exit.code !== 0) {
      const how = exit.signal ? `was stopped by ${exit.signal}` : exit.code === null ? "did not run" : `exited with code ${exit.code}`;
      const left = steps.length - i - 1;
      const message =
        `${label} ${how} after ${formatDuration(seconds)}.` +
        (left > 0 ? ` The ${left} step${left > 1 ? "s" : ""} after it did not run.` : "") +
        ` Its output above says why; once fixed, resume with --from=${i + 1}.`;
      options.log(`\n${message}`);
      return { ok: false, times, failed: i + 1, message };
    }
    options.log(`== ${label} done in ${formatDuration(seconds)}`);
  }
  options.log(`\nAll steps done:${times.map((t) => `\n  ${t.name.padEnd(24)} ${formatDuration(t.seconds)}`).join("")}`);
  return { ok: true, times };
}
