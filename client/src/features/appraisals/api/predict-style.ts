import { StylePredictionSchema, type StylePrediction } from "@contracts/appraisals";
import { fetchJson } from "@/lib/api-client";

/** POST /api/art-style-prediction (multipart field "image"): style, era and description of one photo. */
export function predictStyle(image: File): Promise<StylePrediction> {
  const body = new FormData();
  body.append("image", image, image.name);
  return fetchJson(StylePredictionSchema, "POST", "/api/art-style-prediction", body);
}
