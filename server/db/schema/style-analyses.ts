import { customType, index, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StylePrediction } from "../../../contracts/appraisals";
import { users } from "./users";

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in column for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer: one type for the service.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The Art Style Analyzer's recent analyses (issue 16): the answer the user saw and a small
 * WebP thumbnail of the photo, so a past result can be reopened. Kept per user, newest first;
 * the service keeps at most the newest few and drops rows past their retention period
 * (docs/decisions/0009-style-analyzer.md).
 */
export const styleAnalyses = pgTable(
  "style_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    style: text("style").notNull(),
    era: text("era").notNull(),
    probability: real("probability").notNull(),
    /** The whole prediction as answered (StylePredictionSchema), so reopening shows it unchanged. */
    prediction: jsonb("prediction").$type<StylePrediction>().notNull(),
    thumbnail: bytea("thumbnail").notNull(),
    /** The thumbnail of the artwork cut out of the photo (the owner's corners or the found outline), when there is one (issue 30). */
    cropThumbnail: bytea("crop_thumbnail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("style_analyses_user_created_idx").on(table.userId, table.createdAt.desc())],
);

export type StyleAnalysisRow = typeof styleAnalyses.$inferSelect;
