import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per e-mail an account had the server send to another address (a report, an AR
 * preview), counted for the per-day and per-recipient caps (issue 33). Housekeeping deletes rows
 * older than the longest window.
 */
export const thirdPartyEmails = pgTable(
  "third_party_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the lower-cased recipient address: counted without keeping strangers' addresses. */
    recipientHash: text("recipient_hash").notNull(),
    kind: text("kind", { enum: ["report", "ar_preview"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("third_party_emails_user_idx").on(table.userId, table.createdAt),
    index("third_party_emails_recipient_idx").on(table.recipientHash, table.createdAt),
  ],
);
