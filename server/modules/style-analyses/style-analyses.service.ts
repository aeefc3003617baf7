import sharp from "sharp";
import { and, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { MAX_IMAGE_PIXELS, type StylePrediction } from "../../../contracts/appraisals";
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

/**
 * Keeps one analysis of the Art Style Analyzer: the prediction and a small WebP thumbnail
 * (no metadata: sharp writes none unless asked). Then drops this user's analyses beyond the
 * newest STYLE_ANALYSES_KEPT and those older than the retention period.
 */
export async function keepStyleAnalysis({
  db,
  userId,
  prediction,
  imagePath,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  prediction: StylePrediction;
  imagePath: string;
  now?: Date;
}): Promise<StyleAnalysisRow> {
  const thumbnail = await sharp(imagePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize(STYLE_ANALYSIS_THUMBNAIL_SIZE, STYLE_ANALYSIS_THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
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

/** The user's kept analyses, newest first, without the thumbnail bytes. */
export async function listStyleAnalyses({ db, userId, now = new Date() }: { db: Database; userId: string; now?: Date }) {
  return (
    db
      .select({ id: styleAnalyses.id, prediction: styleAnalyses.prediction, createdAt: styleAnalyses.createdAt })
      .from(styleAnalyses)
      // An expired row not yet swept (no new analysis since) is no longer shown.
      .where(and(eq(styleAnalyses.userId, userId), gte(styleAnalyses.createdAt, retentionCutoff(now))))
      .orderBy(desc(styleAnalyses.createdAt), desc(styleAnalyses.id))
      .limit(STYLE_ANALYSES_KEPT)
  );
}

/** The thumbnail of one of the user's analyses; someone else's is "not found", never "forbidden". */
export async function getStyleAnalysisThumbnail({
  db,
  userId,
  analysisId,
}: {
  db: Database;
  userId: string;
  analysisId: string;
}): Promise<Buffer> {
  const [row] = await db
    .select({ thumbnail: styleAnalyses.thumbnail })
    .from(styleAnalyses)
    .where(and(eq(styleAnalyses.id, analysisId), eq(styleAnalyses.userId, userId)));
  if (!row) throw notFound(STYLE_ANALYSIS_NOT_FOUND);
  return row.thumbnail;
}

/** Deletes one of the user's analyses (404 when it is not theirs or already gone). */
export async function deleteStyleAnalysis({ db, userId, analysisId }: { db: Database; userId: string; analysisId: string }): Promise<void> {
  const deleted = await db
    .delete(styleAnalyses)
    .where(and(eq(styleAnalyses.id, analysisId), eq(styleAnalyses.userId, userId)))
    .returning({ id: styleAnalyses.id });
  if (!deleted.length) throw notFound(STYLE_ANALYSIS_NOT_FOUND);
}
