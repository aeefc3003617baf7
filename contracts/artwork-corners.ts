import { z } from "zod";

/**
 * The owner's outline of the artwork in a photo (issue 30): when the locator's outline is wrong,
 * the owner drags its corners and the analysis reads the quadrilateral they set. Each corner is a
 * share (0-1) of the photo's width and height, so the same outline holds on the original, the
 * display rendition and any downscale. Order: top-left, top-right, bottom-right, bottom-left.
 */
export interface CornerPoint {
  x: number;
  y: number;
}
export type ArtworkCorners = readonly [CornerPoint, CornerPoint, CornerPoint, CornerPoint];

/** The smallest share of the photo an outline may cover: less is a slip of the finger, not a work. */
export const MIN_CORNERS_AREA_SHARE = 0.01;
/** The shortest side, as a share of the photo's shorter scale: two corners on top of each other are no outline. */
export const MIN_CORNERS_SIDE = 0.02;

export const CORNERS_SHAPE_MESSAGE = "The artwork's outline must be four corners, each with an x and a y between 0 and 1.";
export const CORNERS_OUTSIDE_MESSAGE = "A corner of the artwork's outline lies outside the photo: every x and y must be between 0 and 1.";
export const CORNERS_NOT_CONVEX_MESSAGE =
  "The artwork's outline must be a convex four-sided shape, its corners in order (top-left, top-right, bottom-right, bottom-left) and its sides not crossing.";
export const CORNERS_TOO_SMALL_MESSAGE = `The artwork's outline is too small: it must cover at least ${MIN_CORNERS_AREA_SHARE * 100}% of the photo and no two corners may sit on top of each other.`;

/** Twice the signed area of the quadrilateral (shoelace); positive when the corners go clockwise on screen. */
export function cornersArea(corners: readonly CornerPoint[]): number {
  let twice = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/**
 * What is wrong with an outline, in words for the owner, or null when it is usable: inside the
 * photo, convex with the corners clockwise from the top-left (y grows downwards), and not
 * degenerate (three corners on a line, a sliver, a speck).
 */
export function findCornersProblem(corners: readonly CornerPoint[]): string | null {
  if (corners.length !== 4 || corners.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return CORNERS_SHAPE_MESSAGE;
  if (corners.some((p) => p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1)) return CORNERS_OUTSIDE_MESSAGE;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    if (Math.hypot(b.x - a.x, b.y - a.y) < MIN_CORNERS_SIDE) return CORNERS_TOO_SMALL_MESSAGE;
  }
  // Every turn the same way (clockwise on screen): convex, in order, not crossed. A turn of
  // (almost) zero is three corners on one line: a triangle, not an outline.
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const c = corners[(i + 2) % 4]!;
    const turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (turn <= 1e-6) return CORNERS_NOT_CONVEX_MESSAGE;
  }
  if (cornersArea(corners) < MIN_CORNERS_AREA_SHARE) return CORNERS_TOO_SMALL_MESSAGE;
  return null;
}

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
