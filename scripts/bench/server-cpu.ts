/**
 * CPU milliseconds per request (issue 15), in-process through inject(): the figure that holds on
 * a busy machine, where req/s and latency move with everyone else's load. Signed-in GET
 * /api/user and GET /api/appraisals (20 items) on PGlite and, when reachable, PostgreSQL.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openPglite, type DatabaseHandle } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { openPostgresBench } from "./bench-postgres";
import { addAppraisals, createBenchUser } from "./server-load-data";

const REQUESTS = 500;

async function measure(name: string, handle: DatabaseHandle) {
  await runMigrations(handle);
  const config = loadConfig({
    NODE_ENV: "production",
    SESSION_SECRET: "bench-session-secret-bench-session-secret",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-cpu-")),
  });
  const app = await buildApp({ config, database: handle, logger: false });
  const user = await createBenchUser(handle.db, config.sessionSecret, "listowner");
  await addAppraisals(handle.db, user.id, 20);
  await handle.db.execute(sql`analyze`);
  for (const url of ["/api/user", "/api/appraisals?limit=20"]) {
    const inject = () => app.inject({ url, headers: { cookie: user.cookie } });
    for (let i = 0; i < 100; i++) await inject(); // warm-up
    const cpu = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const response = await inject();
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    }
    const used = process.cpuUsage(cpu);
    console.log(`${name.padEnd(10)} ${url.padEnd(26)} ${((used.user + used.system) / 1000 / REQUESTS).toFixed(2)} ms CPU per request`);
  }
  await app.close();
}

const embedded = await openPglite();
await measure("PGlite", embedded);
await embedded.close();
const postgres = await openPostgresBench("cpu");
if (postgres) {
  try {
    await measure("PostgreSQL", postgres.handle);
  } finally {
    await postgres.handle.close();
    await postgres.drop();
  }
} else console.log("(PostgreSQL not reachable: skipped)");
console.log("(the server process only; PostgreSQL's own backend CPU is not counted)");
