/** Waiting for a benchmark's server child to answer, and stopping it, for the load benchmarks. */
import type { ChildProcess } from "node:child_process";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 2xx; throws if the child exits first. */
export async function waitForServer(url: string, child: ChildProcess, pollMs = 100) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
}

/** SIGTERM and wait for the exit (a child that already exited is left as it is). */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
