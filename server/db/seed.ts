// npm run db:seed: a demo admin and a demo collector for trying the site locally.
// Uses the same factories as the tests; refuses to run in production.
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { users } from "./schema";
import { createUser } from "../test/factories";
import { exitCleanlyOnStartupErrors } from "../startup-errors";

// A running server holding the embedded database, a wrong setting or an unreachable database: one clear message.
exitCleanlyOnStartupErrors();

const config = loadConfig();
if (config.isProduction) {
  console.error("db:seed creates demo accounts and is not for production.");
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle);
  const password = "demo password 123";
  for (const [email, username, role] of [
    ["admin@example.com", "demo_admin", "admin"],
    ["collector@example.com", "demo_collector", "user"],
  ] as const) {
    const [existing] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!existing) await createUser(handle.db, { email, username, role, password, firstName: role === "admin" ? "Admin" : "Collector" });
    console.log(`${email} / ${password} (${role})`);
  }
} finally {
  await handle.close();
}
