// The outline's shape and its rules, with no imports: the landing page's quick estimate asks
// "Is this it?" with the corner editor, and zod (which the schemas in artwork-corners.ts need) tries `new
// Function` when its object schemas are built, a violation of the site's CSP (no 'unsafe-eval').
// artwork-corners.ts re-exports all of it beside the schemas.

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
