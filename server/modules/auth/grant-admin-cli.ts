// npm run admin:grant -- someone@example.com [other@example.com ...]
// Gives existing accounts the admin role (decision 7) for good: unlike ADMIN_EMAILS's grant, it
// stays when the address leaves ADMIN_EMAILS, until `npm run admin:revoke` (decision 0020).
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { grantAdminRole } from "./admin-roles.service";
import { exitCleanlyOnStartupErrors } from "../../startup-errors";

// A running server holding the embedded database, a wrong setting or an unreachable database: one clear message.
exitCleanlyOnStartupErrors();

const emails = process.argv.slice(2).filter((arg) => arg.includes("@"));
if (emails.length === 0) {
  console.error("Usage: npm run admin:grant -- <email> [<email> ...]");
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle);
  const granted = await grantAdminRole({ db: handle.db, emails });
  console.log(`Admin role granted to ${granted} of ${emails.length} account(s).`);
  if (granted < emails.length) {
    console.log("The others do not exist yet or have not verified their email address (decision 31): an account gets the role");
    console.log("when it verifies its address while listed in ADMIN_EMAILS.");
  }
} finally {
  await handle.close();
}
