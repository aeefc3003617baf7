import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Values every server must agree on (decision 33), such as the session secret generated when
 * none is configured: the first server writes it, the others read the same row.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters shared by every server: one row per (route, client) per time window. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    // Milliseconds since the epoch: compared with the caller's clock in one statement.
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
