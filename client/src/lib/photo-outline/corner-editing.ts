/**
 * The owner's corrections to the found outline (issue 30), as pure functions the corner editor
 * calls for pointer drags and arrow keys. Corners are shares (0-1) of the photo's width and height,
 * in the order top-left, top-right, bottom-right, bottom-left; a move that would leave an outline
 * the server refuses (outside the photo, crossed, dented, degenerate) is not made.
 */
import { findCornersProblem, type ArtworkCorners, type CornerPoint } from "@contracts/artwork-outline";
import type { PhotoOutline } from "./outline-messages";

export const CORNER_LABELS = [
  "Top-left corner of the artwork",
  "Top-right corner of the artwork",
  "Bottom-right corner of the artwork",
  "Bottom-left corner of the artwork",
] as const;

/** An arrow key moves a corner by 1% of the photo; with Shift, by 5%. */
export const KEY_STEP = 0.01;
export const SHIFT_KEY_STEP = 0.05;
/** Where the corners start when no outline was found: the whole photo, inset a little so every handle can be grabbed. */
export const START_INSET = 0.05;

const ARROWS: Record<string, CornerPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** How far a key moves a corner, or null for a key that does not move corners. */
export function keyboardStep(key: string, shiftKey: boolean): CornerPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shiftKey ? SHIFT_KEY_STEP : KEY_STEP;
  return { x: direction.x * step, y: direction.y * step };
}

// Held inside the photo, and to a ten-thousandth (below a pixel) so steps add up without float drift.
const clamp01 = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/**
 * The corners with corner `index` at `to` (held inside the photo); the corners unchanged when the
 * move would make an outline the analysis cannot use, so a dragged handle stops at the last good place.
 */
export function placeCorner(corners: ArtworkCorners, index: number, to: CornerPoint): ArtworkCorners {
  const next = corners.map((p, i) => (i === index ? { x: clamp01(to.x), y: clamp01(to.y) } : p)) as unknown as ArtworkCorners;
  return findCornersProblem(next) ? corners : next;
}

/** The corners after an arrow key on corner `index`; null when the key is not an arrow. */
export function moveCornerByKey(corners: ArtworkCorners, index: number, key: string, shiftKey: boolean): ArtworkCorners | null {
  const step = keyboardStep(key, shiftKey);
  if (!step) return null;
  const from = corners[index]!;
  return placeCorner(corners, index, { x: from.x + step.x, y: from.y + step.y });
}

/** The whole photo inset by `inset` each side: where the owner starts when nothing was found. */
export function insetCorners(inset = START_INSET): ArtworkCorners {
  return [
    { x: inset, y: inset },
    { x: 1 - inset, y: inset },
    { x: 1 - inset, y: 1 - inset },
    { x: inset, y: 1 - inset },
  ];
}

/** The corners the editor starts from: the found outline, else the inset whole photo. */
export function startingCorners(found: PhotoOutline | null): ArtworkCorners {
  if (found?.method === "outline" && found.corners.length === 4 && !findCornersProblem(found.corners))
    return found.corners as unknown as ArtworkCorners;
  return insetCorners();
}

/** "32% across, 18% down": where a corner is, for screen readers. */
export function describeCornerPosition(point: CornerPoint): string {
  return `${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down`;
}
