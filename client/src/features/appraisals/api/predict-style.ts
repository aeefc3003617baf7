import { StylePredictionSchema, type StylePrediction } from "@contracts/appraisals";
import { serialiseCorners, type ArtworkCorners } from "@contracts/artwork-corners";
import { fetchJson } from "@/lib/api-client";

/**
 * POST /api/art-style-prediction (multipart field "image"): style, era and description of one
 * photo, read inside the owner's outline when they set one (issue 30), as the report will read it.
 */
export function predictStyle(image: File, corners?: ArtworkCorners | null): Promise<StylePrediction> {
  const body = new FormData();
  if (corners) body.append("artworkCorners", serialiseCorners(corners));
  body.append("image", image, image.name);
  return fetchJson(StylePredictionSchema, "POST", "/api/art-style-prediction", body);
}
