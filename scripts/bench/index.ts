/**
 * npm run bench: every speed, size and accuracy figure the issues ask for, printed.
 * Each bench runs in its own process so one's memory never counts against another's.
 * Never pass/fail: CI does not run this (timings vary with the machine).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BENCHES = [
  { file: "scripts/bench/engine.ts", title: "AI engine: style accuracy, analysis time, valuation against auction sales" },
  { file: "scripts/bench/known-works.ts", title: "Known works: the match's cost in one analysis (issue 50)" },
  { file: "scripts/bench/server.ts", title: "Server: uploads, pipeline, PDF, lists" },
  { file: "scripts/bench/server-memory.ts", title: "Server memory under concurrent uploads" },
  { file: "scripts/bench/server-load.ts", title: "Server under load: both databases beside a bare Fastify, admin desk, idle RSS" },
  { file: "scripts/bench/server-analysis-load.ts", title: "Another user's GET /api/user while 20 style analyses run, both databases" },
  { file: "scripts/bench/server-cpu.ts", title: "Server CPU per request (holds on a busy machine)" },
  { file: "scripts/bench/startup.ts", title: "Production server: start-up, idle RSS and throughput, compiled against tsx" },
  { file: "scripts/bench/landing.ts", title: "Landing page: first-load JavaScript and Lighthouse" },
  { file: "scripts/bench/browser-analysis.ts", title: "Landing page: photo analysis in the browser (first and later photos)" },
];

// `npm run bench -- landing --runs 5`: names choose the benches; a flag and the values after it
// go to each bench chosen.
const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith("--"));
const only = firstFlag === -1 ? args : args.slice(0, firstFlag);
const passed = firstFlag === -1 ? [] : args.slice(firstFlag);
for (const bench of BENCHES) {
  if (only.length && !only.some((name) => bench.file.includes(name))) continue;
  if (!existsSync(bench.file)) continue;
  console.log(`\n=== ${bench.title} (${bench.file})`);
  const result = spawnSync(process.execPath, ["--import", "tsx", bench.file, ...passed], { stdio: "inherit" });
  if (result.status !== 0) console.log(`(${bench.file} stopped with exit code ${result.status})`);
}
