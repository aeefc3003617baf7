/**
 * Another user's GET /api/user while 20 style analyses run at once (issue 51 finding 3), on the
 * embedded database and on PostgreSQL (TEST_DATABASE_URL or the local server; skipped when
 * unreachable): the real server (server/index.ts, production settings), one bystander asking
 * one request after another from the first analysis sent to the last answered. Printed, never
 * pass/fail. BENCH_SERVER_ROOT runs another checkout's server (the figure before a change).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, type DatabaseHandle } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { openPostgresBench } from "./bench-postgres";
import { stopServer, waitForServer } from "./child-server";
import { createBenchUser } from "./server-load-data";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? ROOT;
const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 20);
const SECRET = "bench-session-secret-bench-session-secret";
const PHOTO = readFileSync(path.join(ROOT, "tests/fixtures/painting-landscape.jpg"));

function startServer(port: number, env: Record<string, string>): ChildProcess {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "bench-analysis-client-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>bench</title><div id=root></div>");
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIST_DIR: clientDir,
      SESSION_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function analyse(base: string, cookie: string): Promise<number> {
  const form = new FormData();
  form.append("image", new Blob([PHOTO], { type: "image/jpeg" }), "painting.jpg");
  return fetch(`${base}/api/art-style-prediction`, { method: "POST", body: form, headers: { cookie, origin: base } }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

/** The bystander's latencies (ms), one request after another, until `done` says stop (at least `min` requests). */
async function bystander(base: string, cookie: string, done: () => boolean, min = 0): Promise<number[]> {
  const times: number[] = [];
  while (!done() || times.length < min) {
    const started = performance.now();
    const response = await fetch(`${base}/api/user`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/user: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const describe = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} requests)`;

async function benchTarget(name: string, handle: DatabaseHandle, env: Record<string, string>, port: number) {
  console.log(`\n--- ${name}`);
  await runMigrations(handle);
  const analyst = await createBenchUser(handle.db, SECRET, "analyst");
  const other = await createBenchUser(handle.db, SECRET, "bystander");
  await handle.close();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, env);
  try {
    await waitForServer(`${base}/api/health`, server);
    // Warm-up: the networks load (in a thread, or on the event loop before the pool), JIT, connections.
    if ((await analyse(base, analyst.cookie)) !== 200) throw new Error("the warm-up analysis failed");
    await bystander(base, other.cookie, () => true, 50);
    const idle = await bystander(base, other.cookie, () => true, 200);
    console.log(`GET /api/user, idle                  : ${describe(idle)}`);
    let answered = 0;
    const started = performance.now();
    const statuses = Promise.all(Array.from({ length: ANALYSES }, () => analyse(base, analyst.cookie).finally(() => (answered += 1))));
    const during = await bystander(base, other.cookie, () => answered === ANALYSES);
    const seconds = (performance.now() - started) / 1000;
    const counts = new Map<number, number>();
    for (const status of await statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    console.log(`GET /api/user, ${ANALYSES} analyses at once  : ${describe(during)}`);
    console.log(
      `  the ${ANALYSES} analyses: ${[...counts].map(([status, n]) => `${n} x ${status}`).join(", ")}, all answered in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await stopServer(server);
  }
}

console.log(`server: ${SERVER_ROOT}`);
const only = process.env.BENCH_DATABASE;
if (!only || only === "pglite") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-analysis-data-"));
  mkdirSync(path.join(dataDir, "db"), { recursive: true });
  try {
    await benchTarget("PGlite", await openPglite(path.join(dataDir, "db")), { DATA_DIR: dataDir }, 5893);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!only || only === "postgres") {
  const postgres = await openPostgresBench("analysis");
  if (!postgres) console.log("(PostgreSQL not reachable: skipped)");
  else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-analysis-data-"));
    try {
      await benchTarget("PostgreSQL", postgres.handle, { DATABASE_URL: postgres.url, DATA_DIR: dataDir }, 5894);
    } finally {
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(`(${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end: figures on a busy machine vary)`);
