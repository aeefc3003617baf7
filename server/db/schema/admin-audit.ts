import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Who did what, when, on the admin desk (issue 7). Rows are only ever inserted. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's e-mail at the time, kept even if the account is deleted later. */
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_audit_target_idx").on(table.targetType, table.targetId), index("admin_audit_created_idx").on(table.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
