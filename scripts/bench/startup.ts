/**
 * Production start-up (issue 14): the compiled server (node dist/server/index.js) beside the
 * way production ran before (the TypeScript source through tsx). For each: time from spawn to
 * the first answer of /api/health, resident memory once idle, and requests per second with 50
 * connections (autocannon) on the home page (server-rendered metadata) and /api/health.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = (args: string[]) => spawnSync("npm", ["run", "--silent", ...args], { cwd: ROOT, stdio: "inherit" });

// What both variants serve: one client build and one migrated embedded database, copied per run.
const clientDir = process.env.CLIENT_DIST_DIR ?? path.join(ROOT, "dist/client");
if (!existsSync(path.join(clientDir, "index.html"))) run(["build:client"]);
run(["build:server"]);
const template = mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
spawnSync(process.execPath, ["dist/server/migrate-cli.js"], { cwd: ROOT, env: { ...process.env, DATA_DIR: template }, stdio: "ignore" });

const variants = [
  { name: "before: tsx server/index.ts", args: ["--import", "tsx", "server/index.ts"] },
  { name: "after: node dist/server/index.js", args: ["dist/server/index.js"] },
];

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}

// A port nothing listens on: with a fixed one, a server already there (another bench, another
// checkout) would answer the health check and be measured instead.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function throughput(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: 8 });
  return Math.round(result.requests.average);
}

const rows: string[][] = [];
for (const variant of variants) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-startup-data-"));
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: clientDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(url, child);
  const startupMs = performance.now() - started;
  await sleep(3000);
  const idleRss = rssMb(child.pid!);
  const home = await throughput(`${url}/`);
  const health = await throughput(`${url}/api/health`);
  const loadedRss = rssMb(child.pid!);
  const stopping = performance.now();
  child.kill("SIGTERM");
  const exitCode = await new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  rows.push([
    variant.name,
    `${(startupMs / 1000).toFixed(2)} s`,
    `${idleRss.toFixed(0)} MB`,
    `${loadedRss.toFixed(0)} MB`,
    `${home}`,
    `${health}`,
    `${Math.round(performance.now() - stopping)} ms (exit ${exitCode})`,
  ]);
  rmSync(dataDir, { recursive: true, force: true });
}
rmSync(template, { recursive: true, force: true });

const header = ["server", "start-up", "idle RSS", "RSS after load", "GET / req/s (50 conn.)", "GET /api/health req/s", "SIGTERM to exit"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
console.log(`(${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end: figures on a busy machine vary)`);
