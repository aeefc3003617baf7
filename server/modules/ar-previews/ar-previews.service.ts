import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { arPreviews, type ArPreviewRow } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../appraisals/appraisal-queries.service";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import type { ComposedPicture } from "./composed-picture";

export const AR_PREVIEW_NOT_FOUND = "This preview does not exist or was deleted.";
export const SHARED_PREVIEW_NOT_FOUND = "This shared preview does not exist or was deleted by its owner.";

/** 24 random bytes: a share address nobody can guess or enumerate (192 bits). */
export function createShareId(): string {
  return randomBytes(24).toString("base64url");
}

/** Keeps a composed picture on the account; with share=true it also gets its public address. */
export async function createArPreview({
  db,
  storage,
  userId,
  picture,
  details,
  share,
}: {
  db: Database;
  storage: StorageProvider;
  userId: string;
  picture: ComposedPicture;
  details: { artworkTitle: string; artworkId: string | null; widthCm: number | null; heightCm: number | null };
  share: boolean;
}): Promise<ArPreviewRow> {
  const fileId = randomBytes(12).toString("hex");
  const imageKey = `ar-previews/${userId}/${fileId}.jpg`;
  const thumbnailKey = `ar-previews/${userId}/${fileId}-thumbnail.webp`;
  await storage.put(imageKey, picture.image, "image/jpeg");
  try {
    await storage.put(thumbnailKey, picture.thumbnail, "image/webp");
    const [row] = await db
      .insert(arPreviews)
      .values({ userId, ...details, imageKey, thumbnailKey, shareId: share ? createShareId() : null })
      .returning();
    return row!;
  } catch (error) {
    // Nothing half-written: a picture without its row would never be cleaned up.
    await Promise.allSettled([storage.delete(imageKey), storage.delete(thumbnailKey)]);
    throw error;
  }
}

/** The account's previews, newest first. */
export async function listArPreviews({ db, userId }: { db: Database; userId: string }): Promise<ArPreviewRow[]> {
  return db.select().from(arPreviews).where(eq(arPreviews.userId, userId)).orderBy(desc(arPreviews.createdAt)).limit(200);
}

/** One of the owner's previews; another account's preview answers 404 as if it did not exist. */
export async function findOwnedArPreview({ db, userId, id }: { db: Database; userId: string; id: string }): Promise<ArPreviewRow> {
  // The strict shape (issue 33): 36 dashes would reach the database's uuid parser and fail there.
  if (!isUuid(id)) throw notFound(AR_PREVIEW_NOT_FOUND);
  const [row] = await db
    .select()
    .from(arPreviews)
    .where(and(eq(arPreviews.id, id), eq(arPreviews.userId, userId)));
  if (!row) throw notFound(AR_PREVIEW_NOT_FOUND);
  return row;
}

/** A shared preview by its public id. */
export async function findSharedArPreview({ db, shareId }: { db: Database; shareId: string }): Promise<ArPreviewRow> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(shareId)) throw notFound(SHARED_PREVIEW_NOT_FOUND);
  const [row] = await db.select().from(arPreviews).where(eq(arPreviews.shareId, shareId));
  if (!row) throw notFound(SHARED_PREVIEW_NOT_FOUND);
  return row;
}

/** Deletes the row first (the public link dies at once), then its files. */
export async function deleteArPreview({ db, storage, row }: { db: Database; storage: StorageProvider; row: ArPreviewRow }): Promise<void> {
  await db.delete(arPreviews).where(eq(arPreviews.id, row.id));
  await Promise.allSettled([storage.delete(row.imageKey), storage.delete(row.thumbnailKey)]);
}

/** The stored bytes of a picture. */
export async function readStoredPicture(storage: StorageProvider, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw notFound("The preview picture is missing.");
  return buffer(stored.stream);
}
