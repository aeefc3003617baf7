/**
 * The server under concurrent load (issue 15), on the embedded database and on PostgreSQL
 * (TEST_DATABASE_URL or the local server; skipped when unreachable). For each: the real server
 * (server/index.ts, production settings, default log level) beside a bare Fastify measured in
 * the same run, alternating rounds; the ratio is the figure that survives a noisy machine.
 * Printed, never pass/fail. BENCH_SECONDS sets a round's length (default 5).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type DatabaseHandle } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { stopServer, waitForServer } from "./child-server";
import { addAppraisals, createBenchUser } from "./server-load-data";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECRET = "bench-session-secret-bench-session-secret";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const childPids = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}
async function load(url: string, headers: Record<string, string>, connections = 50, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, errors };
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-client-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>bench</title><div id=root></div>");
  return spawn(
    process.execPath,
    ["--import", "tsx", ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "server/index.ts"],
    {
      cwd: ROOT,
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
    },
  );
}

interface Target {
  name: string;
  open(): Promise<DatabaseHandle>;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function postgresTarget(): Promise<Target | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `appraisal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    open: async () => openPostgres(url.toString()),
    env: { DATABASE_URL: url.toString(), ...(process.env.BENCH_PG_ENV ? JSON.parse(process.env.BENCH_PG_ENV) : {}) },
    dispose: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-data-"));
  mkdirSync(path.join(dataDir, "db"), { recursive: true });
  return {
    name: "PGlite",
    open: () => openPglite(path.join(dataDir, "db")),
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const fmt = (l: Load) => `${Math.round(l.rps)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms${l.errors ? `, ${l.errors} errors` : ""}`;
const avg = (loads: Load[]): Load => ({
  rps: loads.reduce((s, l) => s + l.rps, 0) / loads.length,
  p50: Math.max(...loads.map((l) => l.p50)),
  p99: Math.max(...loads.map((l) => l.p99)),
  mean: loads.reduce((s, l) => s + l.mean, 0) / loads.length,
  errors: loads.reduce((s, l) => s + l.errors, 0),
});

async function median(url: string, headers: Record<string, string>, times = 15) {
  const values: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    values.push(performance.now() - started);
  }
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

async function benchTarget(target: Target, barePort: number, port: number) {
  console.log(`\n--- ${target.name}`);
  let handle = await target.open();
  await runMigrations(handle);
  const user = await createBenchUser(handle.db, SECRET, "listowner");
  const admin = await createBenchUser(handle.db, SECRET, "deskadmin", "admin");
  await addAppraisals(handle.db, user.id, 20);
  await handle.close();

  const base = `http://127.0.0.1:${port}`;
  let server = startServer(port, target.env);
  await waitForServer(`${base}/api/health`, server, 50);
  await sleep(2000);
  const pids = [server.pid!, ...childPids(server.pid!)];
  const idle = pids.reduce((s, pid) => s + rssMb(pid), 0);
  console.log(`idle RSS: ${idle.toFixed(0)} MB (${pids.length} process${pids.length > 1 ? "es" : ""})`);

  const asUser = { cookie: user.cookie };
  const asAdmin = { cookie: admin.cookie };
  // Warm-up: JIT, prepared statements, connections.
  await load(`${base}/api/appraisals?limit=20`, asUser, 10, 2);
  await load(`${base}/api/user`, asUser, 10, 1);
  const bare: Load[] = [];
  const list: Load[] = [];
  const me: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await load(`http://127.0.0.1:${barePort}/`, {}));
    list.push(await load(`${base}/api/appraisals?limit=20`, asUser));
    me.push(await load(`${base}/api/user`, asUser));
  }
  const b = avg(bare);
  const l = avg(list);
  const u = avg(me);
  const pct = (x: Load) => `${((100 * x.rps) / b.rps).toFixed(1)}% of bare`;
  console.log(`bare Fastify                          : ${fmt(b)}`);
  console.log(`GET /api/appraisals (20), 50 conn.    : ${fmt(l)} = ${pct(l)}`);
  console.log(`GET /api/user, 50 conn.               : ${fmt(u)} = ${pct(u)}`);

  // The admin desk as the table grows: 20, 2,000 and 20,000 appraisals (server restarted between).
  const deskTimes: string[] = [];
  let total = 20;
  let userIdle = 0;
  let userDuringSearch = 0;
  // BENCH_LOAD_ONLY=1 stops after the load figures (e.g. for a CPU profile of those alone).
  for (const size of process.env.BENCH_LOAD_ONLY ? [] : [20, 2000, 20000]) {
    if (size > total) {
      await stopServer(server);
      handle = await target.open();
      await addAppraisals(handle.db, user.id, size - total, total);
      // A steady state: PostgreSQL's autovacuum (or the embedded database's own periodic
      // analyze, server/db/planner-statistics.ts) has seen the new rows.
      await handle.db.execute(sql`analyze`);
      await handle.close();
      total = size;
      server = startServer(port, target.env);
      await waitForServer(`${base}/api/health`, server, 50);
    }
    await median(`${base}/api/admin/appraisals?limit=20`, asAdmin, 3);
    const page = await median(`${base}/api/admin/appraisals?limit=20`, asAdmin);
    const bySort = await median(`${base}/api/admin/appraisals?limit=20&sort=priority&order=asc`, asAdmin);
    const search = await median(`${base}/api/admin/appraisals?limit=20&search=kahlo`, asAdmin);
    const analytics = await median(`${base}/api/admin/analytics`, asAdmin);
    deskTimes.push(
      `${size}: page ${page.toFixed(1)} ms, priority sort ${bySort.toFixed(1)} ms, search ${search.toFixed(1)} ms, analytics ${analytics.toFixed(1)} ms`,
    );
    if (size === 20000) {
      // /api/user alone, then while an admin searches the whole table without pause.
      userIdle = (await load(`${base}/api/user`, asUser, 1, 3)).mean;
      let searching = true;
      const searches = (async () => {
        while (searching) await median(`${base}/api/admin/appraisals?limit=50&search=study%20no.%201`, asAdmin, 1);
      })();
      await sleep(200);
      const during = await load(`${base}/api/user`, asUser, 1, 3);
      searching = false;
      await searches;
      userDuringSearch = during.mean;
    }
  }
  console.log(`admin list (median of 15, one at a time):\n  ${deskTimes.join("\n  ")}`);
  console.log(
    `GET /api/user mean latency, 1 conn.: idle ${userIdle.toFixed(2)} ms, during a concurrent admin search ${userDuringSearch.toFixed(2)} ms (${(userDuringSearch / userIdle).toFixed(1)}x)`,
  );
  await stopServer(server);
}

const barePort = 5890;
const bare = spawn(process.execPath, ["--import", "tsx", "scripts/bench/bare-fastify.ts"], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(barePort) },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer(`http://127.0.0.1:${barePort}/`, bare, 50);
  const only = process.env.BENCH_DATABASE;
  const targets: Target[] = [];
  if (!only || only === "pglite") targets.push(pgliteTarget());
  if (!only || only === "postgres") {
    const postgres = await postgresTarget();
    if (postgres) targets.push(postgres);
    else console.log("(PostgreSQL not reachable: skipped)");
  }
  for (const target of targets) {
    try {
      await benchTarget(target, barePort, 5891);
    } finally {
      await target.dispose();
    }
  }
} finally {
  await stopServer(bare);
}
console.log(
  `(${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end: figures on a busy machine vary; ratios count)`,
);
