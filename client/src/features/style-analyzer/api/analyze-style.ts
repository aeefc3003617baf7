import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StylePredictionSchema, type StylePrediction } from "@contracts/appraisals";
import { serialiseCorners, type ArtworkCorners } from "@contracts/artwork-corners";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { invalidateAfter } from "@/lib/invalidate";

export interface AnalyzeStyleInput {
  image: File;
  /** The owner's outline of the work in the photo, when they corrected the found one (issue 30). */
  corners?: ArtworkCorners | null;
  /** Percent of the photo sent so far (0-100): the real progress of the first half of the bar. */
  onUploadProgress?: (percent: number) => void;
}

/**
 * POST /api/art-style-prediction?keep=true: the same analysis as the wizard's (decision 26),
 * kept among the user's recent analyses, reporting upload progress.
 */
export function analyzeStyle({ image, corners, onUploadProgress }: AnalyzeStyleInput): Promise<StylePrediction> {
  const body = new FormData();
  if (corners) body.append("artworkCorners", serialiseCorners(corners));
  body.append("image", image, image.name);
  return uploadWithProgress({ url: "/api/art-style-prediction?keep=true", body, schema: StylePredictionSchema, onUploadProgress });
}

export function useAnalyzeStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeStyle,
    onSuccess: () => void invalidateAfter(queryClient, { kind: "style-analyses" }),
  });
}
