// npm run db:migrate: applies the committed migrations (the server also does this at start-up).
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { exitCleanlyOnStartupErrors } from "../startup-errors";

// A running server holding the embedded database, a wrong setting or an unreachable database: one clear message.
exitCleanlyOnStartupErrors();

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
