import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Auction records an operator imported (`npm run comparables:import`, the column layout of
 * sales_normalized.csv). Reports list the sold lots closest to a submission (issue 11).
 */
export const comparableSales = pgTable(
  "comparable_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Hash of the record's identity (source, file, row, sale, lot, artist, title, date): re-importing a file adds nothing. */
    recordKey: text("record_key").notNull(),
    source: text("source").notNull(),
    artist: text("artist").notNull(),
    /** Lower-case, accents folded, spaces collapsed: what a submission's artist is matched on. */
    artistKey: text("artist_key").notNull(),
    title: text("title"),
    /** One of painting, work_on_paper, print, photograph, sculpture, other. */
    mediumCategory: text("medium_category").notNull(),
    mediumText: text("medium_text"),
    yearCreated: integer("year_created"),
    heightCm: real("height_cm"),
    widthCm: real("width_cm"),
    saleDate: date("sale_date").notNull(),
    auctionHouse: text("auction_house"),
    auctionLocation: text("auction_location"),
    lot: text("lot"),
    sold: boolean("sold").notNull(),
    /** Whole US dollars; null for a lot that did not sell. */
    priceUsd: integer("price_usd"),
    priceKind: text("price_kind"),
    estimateLowUsd: integer("estimate_low_usd"),
    estimateHighUsd: integer("estimate_high_usd"),
    lotUrl: text("lot_url"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("comparable_sales_record_key_unique").on(table.recordKey),
    index("comparable_sales_artist_medium_idx").on(table.artistKey, table.mediumCategory),
    check("comparable_sales_sold_has_price", sql`not ${table.sold} or ${table.priceUsd} is not null`),
  ],
);

export type ComparableSaleRow = typeof comparableSales.$inferSelect;
export type NewComparableSale = typeof comparableSales.$inferInsert;
