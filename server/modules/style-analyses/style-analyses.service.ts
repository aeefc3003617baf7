import sharp from "sharp";
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { MAX_IMAGE_PIXELS, type StylePrediction } from "../../../contracts/appraisals";
import type { CornerPoint } from "../../../contracts/artwork-corners";
import { locateArtwork } from "@engine/photo";
import { locationShares, renderArtworkCrop } from "../appraisals/artwork-crop";
import { loadAnalysisPixels, renderDisplay } from "../appraisals/image-processing";
import { STYLE_ANALYSES_KEPT, STYLE_ANALYSIS_RETENTION_DAYS } from "../../../contracts/style-analyses";
import type { Database } from "../../db/client";
import { styleAnalyses, type StyleAnalysisRow } from "../../db/schema";
import { notFound } from "../../errors";

function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - STYLE_ANALYSIS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** Long side of the kept thumbnail: enough to recognise the photo in the results, a few KB. */
export const STYLE_ANALYSIS_THUMBNAIL_SIZE = 480;
export const STYLE_ANALYSIS_NOT_FOUND = "Analysis not found.";

const toThumbnail = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize(STYLE_ANALYSIS_THUMBNAIL_SIZE, STYLE_ANALYSIS_THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();

/**
 * The thumbnail of the artwork cut out of the photo, as an appraisal's crop is made (issue 30):
 * along the owner's corners when they set them, else along the outline the locator finds; null
 * when it finds none (the whole photo is the work, or nothing is sure).
 */
async function renderCropThumbnail(imagePath: string, ownerCorners: readonly CornerPoint[] | undefined): Promise<Buffer | null> {
  const display = await renderDisplay(imagePath, "error");
  let corners = ownerCorners ?? null;
  if (!corners) {
    const preview = await loadAnalysisPixels(display);
    const location = locateArtwork(preview);
    if (location.method === "outline") corners = locationShares(location, preview);
  }
  if (!corners) return null;
  return toThumbnail((await renderArtworkCrop(display, corners)).crop);
}

/**
 * Keeps one analysis of the Art Style Analyzer: the prediction, a small WebP thumbnail of the
 * whole photo and, when the work was cut out of it, one of the crop (no metadata: sharp writes
 * none unless asked). Then drops this user's analyses beyond the
 * newest STYLE_ANALYSES_KEPT and those older than the retention period.
 */
export async function keepStyleAnalysis({
  db,
  userId,
  prediction,
  imagePath,
  corners,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  prediction: StylePrediction;
  imagePath: string;
  /** The owner's outline of the work, when they corrected the found one. */
  corners?: readonly CornerPoint[];
  now?: Date;
}): Promise<StyleAnalysisRow> {
  const [thumbnail, cropThumbnail] = await Promise.all([toThumbnail(imagePath), renderCropThumbnail(imagePath, corners)]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(styleAnalyses)
      .values({
        userId,
        style: prediction.style,
        era: prediction.era,
        probability: prediction.probability,
        prediction,
        thumbnail,
        cropThumbnail,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("The analysis was not saved.");
    const cutoff = retentionCutoff(now);
    const kept = await tx
      .select({ id: styleAnalyses.id })
      .from(styleAnalyses)
      .where(eq(styleAnalyses.userId, userId))
      .orderBy(desc(styleAnalyses.createdAt), desc(styleAnalyses.id))
      .offset(STYLE_ANALYSES_KEPT);
    const beyondLimit = kept.map((r) => r.id);
    await tx
      .delete(styleAnalyses)
      .where(
        and(
          eq(styleAnalyses.userId, userId),
          beyondLimit.length
            ? or(inArray(styleAnalyses.id, beyondLimit), lt(styleAnalyses.createdAt, cutoff))
            : lt(styleAnalyses.createdAt, cutoff),
        ),
      );
    return row;
  });
}

/** The user's kept analyses, newest first, without the thumbnail bytes (only whether a crop is kept). */
export async function listStyleAnalyses({ db, userId, now = new Date() }: { db: Database; userId: string; now?: Date }) {
  return (
    db
      .select({
        id: styleAnalyses.id,
        prediction: styleAnalyses.prediction,
        createdAt: styleAnalyses.createdAt,
        hasCrop: sql<boolean>`${styleAnalyses.cropThumbnail} is not null`,
      })
      .from(styleAnalyses)
      // An expired row not yet swept (no new analysis since) is no longer shown.
      .where(and(eq(styleAnalyses.userId, userId), gte(styleAnalyses.createdAt, retentionCutoff(now))))
      .orderBy(desc(styleAnalyses.createdAt), desc(styleAnalyses.id))
      .limit(STYLE_ANALYSES_KEPT)
  );
}

export const STYLE_ANALYSIS_NO_CROP = "This analysis has no crop: the whole photo was analysed.";

/**
 * A thumbnail of one of the user's analyses, of the whole photo or of the artwork's crop;
 * someone else's is "not found", never "forbidden".
 */
export async function getStyleAnalysisThumbnail({
  db,
  userId,
  analysisId,
  variant = "whole",
}: {
  db: Database;
  userId: string;
  analysisId: string;
  variant?: "whole" | "crop";
}): Promise<Buffer> {
  const [row] = await db
    .select({ thumbnail: styleAnalyses.thumbnail, cropThumbnail: styleAnalyses.cropThumbnail })
    .from(styleAnalyses)
    .where(and(eq(styleAnalyses.id, analysisId), eq(styleAnalyses.userId, userId)));
  if (!row) throw notFound(STYLE_ANALYSIS_NOT_FOUND);
  if (variant === "whole") return row.thumbnail;
  if (!row.cropThumbnail) throw notFound(STYLE_ANALYSIS_NO_CROP);
  return row.cropThumbnail;
}

/** Deletes one of the user's analyses (404 when it is not theirs or already gone). */
export async function deleteStyleAnalysis({ db, userId, analysisId }: { db: Database; userId: string; analysisId: string }): Promise<void> {
  const deleted = await db
    .delete(styleAnalyses)
    .where(and(eq(styleAnalyses.id, analysisId), eq(styleAnalyses.userId, userId)))
    .returning({ id: styleAnalyses.id });
  if (!deleted.length) throw notFound(STYLE_ANALYSIS_NOT_FOUND);
}
