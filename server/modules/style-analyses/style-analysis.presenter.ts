import { StylePredictionSchema } from "../../../contracts/appraisals";
import type { StyleAnalysis } from "../../../contracts/style-analyses";

/**
 * A kept analysis as the API answers it (the thumbnail bytes have their own route), or null
 * when the stored prediction no longer matches today's contract (kept before a field was added):
 * such a row is left out of the list rather than failing it.
 */
export function presentStyleAnalysis(row: { id: string; prediction: unknown; createdAt: Date; hasCrop: boolean }): StyleAnalysis | null {
  const prediction = StylePredictionSchema.safeParse(row.prediction);
  if (!prediction.success) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    imageUrl: `/api/style-analyses/${row.id}/image`,
    cropUrl: row.hasCrop ? `/api/style-analyses/${row.id}/crop` : null,
    prediction: prediction.data,
  };
}
