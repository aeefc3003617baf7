import { ArtworkCornersSchema, type ArtworkCorners } from "@contracts/artwork-corners";

/**
 * The owner's outline of the work in the primary photo as the draft keeps it (issue 30), with
 * the photo it was drawn on: a reload gives the files new ids, so the photo is told apart by
 * what the browser keeps of it (name, size, last change).
 */
export interface DraftOutline {
  photo: { name: string; size: number; lastModified: number };
  corners: ArtworkCorners;
}

const describePhoto = (file: File): DraftOutline["photo"] => ({ name: file.name, size: file.size, lastModified: file.lastModified });

/** What the draft keeps: the corners with the primary photo, or nothing when there are none (or no photo). */
export function toDraftOutline(primaryPhoto: File | undefined, corners: ArtworkCorners | null): DraftOutline | null {
  if (!primaryPhoto || !corners) return null;
  return { photo: describePhoto(primaryPhoto), corners };
}

/**
 * The corners to bring back with a restored draft: only when they were drawn on the photo that
 * is primary now, and only an outline the server would take (a draft written by an older build,
 * or edited by hand in the browser's storage, must not reach the upload as a 400).
 */
export function restoreDraftOutline(outline: DraftOutline | null | undefined, primaryPhoto: File | undefined): ArtworkCorners | null {
  if (!outline || !primaryPhoto) return null;
  const photo = describePhoto(primaryPhoto);
  const isSamePhoto =
    outline.photo?.name === photo.name && outline.photo.size === photo.size && outline.photo.lastModified === photo.lastModified;
  if (!isSamePhoto) return null;
  const parsed = ArtworkCornersSchema.safeParse(outline.corners);
  return parsed.success ? parsed.data : null;
}
