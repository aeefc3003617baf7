import type { Browser } from "@playwright/test";

/** One task the page's main thread ran: its own CPU time, its wall time, and our scripts in it. */
export interface MainThreadTask {
  cpuMs: number;
  wallMs: number;
  /** The page's own functions the task called ("name file:line"), outermost first. */
  scripts: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number } };
}

// RunTask (each task a thread ran, with its thread time) is in the disabled-by-default category;
// FunctionCall (which script a task entered) in devtools.timeline, as DevTools' Performance panel records them.
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

/**
 * Records what the page's main thread runs while `work` runs, from a Chromium trace. A task's
 * thread time is the CPU the main thread itself spent on it: a busy machine that takes the core
 * away from the page stretches a task's wall time (and a long animation frame's), not this.
 */
export async function traceMainThreadTasks(browser: Browser, origin: string, work: () => Promise<void>): Promise<MainThreadTask[]> {
  await browser.startTracing(undefined, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  return mainThreadTasks(JSON.parse(trace.toString()).traceEvents as TraceEvent[], origin);
}

/** The tasks of the renderer main thread that ran the page's own scripts (the page's, not another tab's or a helper process's). */
function mainThreadTasks(events: TraceEvent[], origin: string): MainThreadTask[] {
  const threadNames = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const isMain = (e: TraceEvent) => threadNames.get(`${e.pid}:${e.tid}`) === "CrRendererMain";
  const ours = events.filter((e) => e.name === "FunctionCall" && isMain(e) && e.args?.data?.url?.startsWith(origin));
  const pages = new Set(ours.map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && pages.has(`${e.pid}:${e.tid}`));
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = ours.filter((call) => call.pid === task.pid && call.tid === task.tid && call.ts >= task.ts && call.ts < end);
    return {
      // A task without thread time (seen on a tiny one, 0.001 ms of wall time) is counted at its
      // wall time, which its CPU can never exceed; one with neither would read as 0 ms and pass,
      // so it is NaN, which fails every comparison.
      cpuMs: (task.tdur ?? task.dur ?? Number.NaN) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      scripts: inside.map(
        ({ args }) => `${args?.data?.functionName || "(anonymous)"} ${args?.data?.url?.replace(origin, "")}:${args?.data?.lineNumber}`,
      ),
    };
  });
}
