import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * AR previews kept on an account (decision 30): the composed picture (photo + artwork) lives in
 * storage; share_id, when set, is the unguessable public address of the shared-preview page.
 */
export const arPreviews = pgTable(
  "ar_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The appraisal the artwork came from, when there was one (kept as text: the preview outlives it). */
    artworkId: text("artwork_id"),
    artworkTitle: text("artwork_title").notNull(),
    widthCm: integer("width_cm"),
    heightCm: integer("height_cm"),
    imageKey: text("image_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    shareId: text("share_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ar_previews_user_created_idx").on(table.userId, table.createdAt.desc()),
    uniqueIndex("ar_previews_share_id_unique").on(table.shareId),
  ],
);

export type ArPreviewRow = typeof arPreviews.$inferSelect;
