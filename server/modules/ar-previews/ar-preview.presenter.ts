import type { ArPreview, SharedArPreview } from "../../../contracts/ar-previews";
import { sharedPreviewPath } from "../../../contracts/ar-previews";
import type { ArPreviewRow } from "../../db/schema";

/** The owner's view of a preview (the only way a row becomes JSON). */
export function presentArPreview(row: ArPreviewRow, publicUrl: string): ArPreview {
  return {
    id: row.id,
    imageUrl: `/api/ar-previews/${row.id}/image`,
    thumbnail: `/api/ar-previews/${row.id}/thumbnail`,
    artworkId: row.artworkId,
    artworkTitle: row.artworkTitle,
    createdAt: row.createdAt.toISOString(),
    shareUrl: row.shareId ? `${publicUrl.replace(/\/+$/, "")}${sharedPreviewPath(row.shareId)}` : null,
  };
}

/** The public view: the picture and the title, nothing about the owner or the appraisal. */
export function presentSharedArPreview(row: ArPreviewRow & { shareId: string }): SharedArPreview {
  return { title: row.artworkTitle, imageUrl: `/api/shared-previews/${row.shareId}/image` };
}
