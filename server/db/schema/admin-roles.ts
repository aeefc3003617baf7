import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const ADMIN_ROLE_CHANGE_KINDS = ["grant", "revoke"] as const;

/**
 * Every grant and revocation of the admin role, with what did it and when (issue 33). Rows are
 * only ever inserted; they outlive the account (user_id becomes null, the address stays).
 */
export const adminRoleChanges = pgTable(
  "admin_role_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The account's address at the time. */
    email: text("email").notNull(),
    change: text("change", { enum: ADMIN_ROLE_CHANGE_KINDS }).notNull(),
    /** "ADMIN_EMAILS" (start-up or e-mail verification), "admin:grant" or "admin:revoke". */
    source: text("source").notNull(),
    /** Who: the operating-system user and host that ran the command or started the server. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_role_changes_user_idx").on(table.userId, table.createdAt)],
);

export type AdminRoleChangeRow = typeof adminRoleChanges.$inferSelect;
