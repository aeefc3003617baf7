import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPRAISAL_STATUSES } from "../../../contracts/appraisals";
import type { ArtworkCorners } from "../../../contracts/artwork-corners";
import type { ArtworkCheck } from "../../../contracts/artwork-photo";
import { users } from "./users";

export const appraisalPriorities = ["normal", "high"] as const;

/** One submitted artwork and its progress through the pipeline (decision 14). */
export const appraisals = pgTable(
  "appraisals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistName: text("artist_name"),
    artworkTitle: text("artwork_title"),
    medium: text("medium").notNull(),
    yearCreated: text("year_created"),
    height: text("height"),
    width: text("width"),
    provenance: text("provenance"),
    additionalNotes: text("additional_notes"),
    /** The owner's outline of the work in the main photo (issue 30), shares of its width and height; null when the found one was kept. */
    artworkCorners: jsonb("artwork_corners").$type<ArtworkCorners>(),
    status: text("status", { enum: APPRAISAL_STATUSES }).notNull().default("pending"),
    /** Whole US dollars; null until valued. Columns (not JSON) so SQL can sum and sort them. */
    estimatedLow: integer("estimated_low"),
    estimatedHigh: integer("estimated_high"),
    /** Public proof of the report (decision 18); set when the report is drafted. */
    valuationId: text("valuation_id"),
    failureReason: text("failure_reason"),
    refunded: boolean("refunded").notNull().default(false),
    // The admin desk's fields (secondary spec, Appraisal (admin list)).
    priority: text("priority", { enum: appraisalPriorities }).notNull().default("normal"),
    adminNotes: text("admin_notes"),
    isPaid: boolean("is_paid").notNull().default(true),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    readyEmailSentAt: timestamp("ready_email_sent_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appraisals_user_submitted_idx").on(table.userId, table.submittedAt.desc()),
    index("appraisals_status_submitted_idx").on(table.status, table.submittedAt),
    // The admin desk's sorts (issue 15): by date either way, and "high first" either way.
    index("appraisals_submitted_id_idx").on(table.submittedAt, table.id),
    index("appraisals_priority_submitted_idx").on(
      sql`(case when ${table.priority} = 'high' then 0 else 1 end)`,
      table.submittedAt,
      table.id,
    ),
    index("appraisals_priority_desc_submitted_idx").on(
      sql`(case when ${table.priority} = 'high' then 0 else 1 end) desc`,
      table.submittedAt,
      table.id,
    ),
    uniqueIndex("appraisals_valuation_id_unique").on(table.valuationId),
    check("appraisals_range_ordered", sql`${table.estimatedLow} is null or ${table.estimatedHigh} >= ${table.estimatedLow}`),
  ],
);

export const appraisalFileKinds = ["image", "document"] as const;

/** Photos and supporting documents; the bytes live in storage under storage_key. */
export const appraisalFiles = pgTable(
  "appraisal_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appraisalId: uuid("appraisal_id")
      .notNull()
      .references(() => appraisals.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: appraisalFileKinds }).notNull(),
    position: integer("position").notNull(),
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    /** A 1600 px JPEG rendition for viewers, the report and the PDF. */
    displayKey: text("display_key"),
    /**
     * The artwork straightened out of the photo (issue 30), a JPEG; null when the photo is all
     * artwork. The thumbnail and the report show it; the original and the display rendition stay.
     */
    cropKey: text("crop_key"),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The uploader's file name, cleaned; shown in the UI only. */
    originalName: text("original_name").notNull(),
    /**
     * A photo's artwork check, made once at upload (issue 48): the pipeline and the review rules
     * read it rather than judging the photo again. Null for documents and photos stored before it.
     */
    artworkCheck: jsonb("artwork_check").$type<ArtworkCheck>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("appraisal_files_position_unique").on(table.appraisalId, table.kind, table.position)],
);

/**
 * The drafted report: the engine's analysis and valuation factors (decision 19) and the text
 * sections. One per appraisal; an admin may edit the text before completing (decision 20).
 */
export const appraisalReports = pgTable("appraisal_reports", {
  appraisalId: uuid("appraisal_id")
    .primaryKey()
    .references(() => appraisals.id, { onDelete: "cascade" }),
  summary: text("summary").notNull(),
  historicalContext: text("historical_context").notNull(),
  marketAnalysis: text("market_analysis").notNull(),
  authenticationIndicators: text("authentication_indicators").notNull(),
  recommendations: jsonb("recommendations").$type<string[]>().notNull(),
  /** Decision 29's further sections (photoObservations, ownerNotes, method, ifAuthenticated); null on older reports. */
  sections: jsonb("sections").$type<Record<string, unknown>>(),
  /** Style prediction and measured image features. */
  analysis: jsonb("analysis").notNull(),
  /** The valuation factors and their effect on the range. */
  factors: jsonb("factors").notNull(),
  provider: text("provider").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AppraisalRow = typeof appraisals.$inferSelect;
export type AppraisalFileRow = typeof appraisalFiles.$inferSelect;
export type AppraisalReportRow = typeof appraisalReports.$inferSelect;
