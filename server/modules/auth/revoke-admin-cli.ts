// npm run admin:revoke -- someone@example.com [other@example.com ...]
// Takes the admin role back, however it was granted (issue 33, decision 0020), and records who did.
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { revokeAdminRole } from "./admin-roles.service";
import { exitCleanlyOnStartupErrors } from "../../startup-errors";

// A running server holding the embedded database, a wrong setting or an unreachable database: one clear message.
exitCleanlyOnStartupErrors();

const emails = process.argv.slice(2).filter((arg) => arg.includes("@"));
if (emails.length === 0) {
  console.error("Usage: npm run admin:revoke -- <email> [<email> ...]");
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await runMigrations(handle);
  const revoked = await revokeAdminRole({ db: handle.db, emails });
  console.log(`Admin role revoked from ${revoked} of ${emails.length} account(s); the others were not admins.`);
  const stillListed = emails.filter((email) => config.adminEmails.includes(email.toLowerCase()));
  if (stillListed.length > 0) {
    console.log(`Still listed in ADMIN_EMAILS: ${stillListed.join(", ")}. Remove them there too, or the next start grants the role again.`);
  }
} finally {
  await handle.close();
}
