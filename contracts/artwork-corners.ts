import { z } from "zod";
import { CORNERS_SHAPE_MESSAGE, findCornersProblem, type ArtworkCorners } from "./artwork-outline";

// The owner's outline (issue 30) as the server reads it from a form: its shape and rules are in
// artwork-outline.ts, re-exported here for the callers that parse it.
export {
  CORNERS_NOT_CONVEX_MESSAGE,
  CORNERS_OUTSIDE_MESSAGE,
  CORNERS_SHAPE_MESSAGE,
  CORNERS_TOO_SMALL_MESSAGE,
  cornersArea,
  findCornersProblem,
  MIN_CORNERS_AREA_SHARE,
  MIN_CORNERS_SIDE,
  type ArtworkCorners,
  type CornerPoint,
} from "./artwork-outline";

const coordinate = z.number({ error: CORNERS_SHAPE_MESSAGE });
const PointSchema = z.object({ x: coordinate, y: coordinate }, { error: CORNERS_SHAPE_MESSAGE });

/** Four corners as shares of the photo, checked by findCornersProblem. */
export const ArtworkCornersSchema = z
  .array(PointSchema, { error: CORNERS_SHAPE_MESSAGE })
  .length(4, CORNERS_SHAPE_MESSAGE)
  .superRefine((corners, context) => {
    const problem = findCornersProblem(corners);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform((corners) => corners as unknown as ArtworkCorners);

/**
 * The corners as a multipart field ("artworkCorners"): JSON text of the four points. Absent or
 * empty means the owner left the found outline as it was.
 */
export const ArtworkCornersFieldSchema = z
  .string()
  .max(1000, CORNERS_SHAPE_MESSAGE)
  .optional()
  .transform((text, context) => {
    if (!text || !text.trim()) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: CORNERS_SHAPE_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(ArtworkCornersSchema.optional());

/** The corners as the multipart field carries them (rounded: a ten-thousandth of the photo is below a pixel). */
export function serialiseCorners(corners: ArtworkCorners): string {
  return JSON.stringify(corners.map((p) => ({ x: Math.round(p.x * 10_000) / 10_000, y: Math.round(p.y * 10_000) / 10_000 })));
}
