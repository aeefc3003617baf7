import os from "node:os";
import { and, eq, inArray, isNotNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { adminRoleChanges, users, type AdminGrantSource } from "../../db/schema";

// Who holds the admin role, why, and who changed it (issue 33, decision 0020). ADMIN_EMAILS is
// the list of admins granted by configuration: a start-up grants the verified addresses it lists
// and demotes configuration-granted admins it no longer lists. `npm run admin:grant` grants for
// good (an address that leaves ADMIN_EMAILS stays admin); `npm run admin:revoke` takes either back.

/** What a grant or revocation is recorded as coming from. */
export type AdminRoleSource = "ADMIN_EMAILS" | "admin:grant" | "admin:revoke";

/** "who" in the record: the operating-system user and host running this process. */
export function operatorName(): string {
  let name = "unknown";
  try {
    name = os.userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers): the host still says where it ran.
  }
  return `${name}@${os.hostname()}`;
}

const byEmail = (emails: string[]): SQL =>
  inArray(
    sql`lower(${users.email})`,
    emails.map((email) => email.toLowerCase()),
  );

/**
 * Gives verified accounts among `emails` the admin role, recording each account that changed.
 * A command's grant outlasts ADMIN_EMAILS, so it also turns a configuration grant into its own.
 * Answers how many of the addresses are admins now by this source's grant or an earlier one.
 */
export async function grantAdminRole({
  db,
  emails,
  source = "admin:grant",
  actor = operatorName(),
}: {
  db: DbOrTx;
  emails: string[];
  source?: Exclude<AdminRoleSource, "admin:revoke">;
  actor?: string;
}): Promise<number> {
  if (emails.length === 0) return 0;
  const grantedBy: AdminGrantSource = source === "ADMIN_EMAILS" ? "config" : "command";
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: users.id, email: users.email, role: users.role, adminGrantedBy: users.adminGrantedBy })
      .from(users)
      .where(and(byEmail(emails), isNotNull(users.emailVerifiedAt)));
    // Configuration never downgrades a command's grant; a command upgrades a configuration's.
    const changing = candidates.filter((row) => row.role !== "admin" || (grantedBy === "command" && row.adminGrantedBy !== "command"));
    if (changing.length > 0) {
      await tx
        .update(users)
        .set({ role: "admin", adminGrantedBy: grantedBy, updatedAt: new Date() })
        .where(
          inArray(
            users.id,
            changing.map((row) => row.id),
          ),
        );
      await tx
        .insert(adminRoleChanges)
        .values(changing.map((row) => ({ userId: row.id, email: row.email, change: "grant" as const, source, actor })));
    }
    return candidates.length;
  });
}

/** Takes the admin role back from the accounts among `emails`, however it was granted; answers how many lost it. */
export async function revokeAdminRole({
  db,
  emails,
  actor = operatorName(),
}: {
  db: DbOrTx;
  emails: string[];
  actor?: string;
}): Promise<number> {
  if (emails.length === 0) return 0;
  return demote(db, and(byEmail(emails), eq(users.role, "admin"))!, "admin:revoke", actor);
}

/**
 * Start-up with ADMIN_EMAILS set: configuration-granted admins it no longer lists become users,
 * then the verified addresses it lists become admins. Answers both counts.
 */
export async function syncConfiguredAdmins({
  db,
  emails,
  actor = `configuration on ${os.hostname()}`,
}: {
  db: DbOrTx;
  emails: string[];
  actor?: string;
}): Promise<{ granted: number; revoked: number }> {
  const listed = emails.map((email) => email.toLowerCase());
  const revoked = await demote(
    db,
    and(eq(users.role, "admin"), eq(users.adminGrantedBy, "config"), notInArray(sql`lower(${users.email})`, listed))!,
    "ADMIN_EMAILS",
    actor,
  );
  const granted = await grantAdminRole({ db, emails: listed, source: "ADMIN_EMAILS", actor });
  return { granted, revoked };
}

async function demote(db: DbOrTx, where: SQL, source: AdminRoleSource, actor: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ role: "user", adminGrantedBy: null, updatedAt: new Date() })
      .where(where)
      .returning({ id: users.id, email: users.email });
    if (rows.length > 0)
      await tx
        .insert(adminRoleChanges)
        .values(rows.map((row) => ({ userId: row.id, email: row.email, change: "revoke" as const, source, actor })));
    return rows.length;
  });
}
