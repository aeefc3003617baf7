import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const jobStatuses = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Durable background work (decision 14). A job is written in the same transaction as the row
 * it works on, claimed with FOR UPDATE SKIP LOCKED (so several servers can share the table),
 * and re-queued when its lease runs out because the server that held it died.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The claim query reads only queued jobs in run_at order.
    index("jobs_queued_run_at_idx")
      .on(table.runAt)
      .where(sql`${table.status} = 'queued'`),
    index("jobs_running_locked_at_idx")
      .on(table.lockedAt)
      .where(sql`${table.status} = 'running'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
