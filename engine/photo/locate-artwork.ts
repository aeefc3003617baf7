/**
 * Finds the artwork in an owner's photo (decision 38), as document-scanner apps find a page:
 * straight edges (a Hough transform on a small greyscale copy), every convex quadrilateral four
 * of them make with plausible corners, scored by how much of each side lies on a real edge, and
 * of the well-supported ones the innermost whose outside is plain (mat, frame or wall, not more
 * painting). The perspective is then undone by a homography and the crop cut from the original.
 * A photo with no such outline is taken whole: a scan or a tight crop is all artwork.
 */
import type { RgbaImage } from "./pixels/sample-grid";
import { blur3, downscaleGray, sobel, type Gradient } from "./gray-gradient";
import { edgeThreshold, houghLines, intersect, type Line } from "./hough-lines";
import { straightenedSize, warpQuad, type Quad } from "./homography";
import { insideBusyness, isPlausibleQuad, outsideBusyness, quadArea, sideSupport } from "./quad-scoring";

/** Longest side of the copy the locator searches: 1 px there is under half a percent of the photo. */
const SEARCH_SIDE = 320;
/** Longest side of the straightened crop (the analysis reads 224 px; the pixel measures 256). */
export const CROP_MAX_SIDE = 768;
/** Sides with less of their length on an edge than this do not outline anything. */
const MIN_SIDE_SUPPORT = 0.6;
/** The smallest share of the photo an artwork can fill and still be what the photo is of. */
const MIN_AREA_SHARE = 0.08;
/** Outside edge strength (over the threshold) above which the band outside a quad counts as busy. */
const MAX_OUTSIDE_BUSYNESS = 0.45;
const LINES_PER_FAMILY = 12;

/** What the locator found: the outline in the photo's pixels, how sure it is, and the straightened crop. */
export interface ArtworkLocation {
  /** Top-left, top-right, bottom-right, bottom-left, in the original photo's pixel coordinates. */
  outline: Quad;
  /**
   * "outline" when an edge-bounded quad was found, "whole-image" when the photo is taken as it is,
   * "owner" when the owner set the corners by hand (engine/photo/owner-outline.ts).
   */
  method: "outline" | "whole-image" | "owner";
  /** 0-1: how much of the outline lies on edges with plain surroundings (0 for the whole image). */
  confidence: number;
  /** Share of the photo's area inside the outline (0-1). */
  areaShare: number;
}

/** The outline and the straightened crop, for callers that analyse the crop. */
export interface LocatedArtwork extends ArtworkLocation {
  crop: RgbaImage;
}

/** Locates the artwork and cuts the perspective-corrected crop out of the original pixels. */
export function locateAndCropArtwork(image: RgbaImage): LocatedArtwork {
  const location = locateArtwork(image);
  return { ...location, crop: cropToOutline(image, location.outline) };
}

/** Straightens the outline's quad of the photo into an upright picture (at most CROP_MAX_SIDE a side). */
export function cropToOutline(image: RgbaImage, outline: Quad): RgbaImage {
  const { width, height } = straightenedSize(outline, CROP_MAX_SIDE);
  return warpQuad(image, outline, width, height);
}

/** The whole photo as an outline. */
export function wholeImageOutline(width: number, height: number): Quad {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/** Finds the outline only (no crop): what the browser's overlay and the refusal check need. */
export function locateArtwork(image: RgbaImage): ArtworkLocation {
  const whole: ArtworkLocation = {
    outline: wholeImageOutline(image.width, image.height),
    method: "whole-image",
    confidence: 0,
    areaShare: 1,
  };
  if (image.width < 16 || image.height < 16) return whole;
  const { gray, scale } = downscaleGray(image, SEARCH_SIDE);
  const gradient = sobel(blur3(gray));
  const threshold = edgeThreshold(gradient);
  const best = bestQuad(gradient, threshold);
  if (!best) return whole;
  const outline = best.quad.map((p) => ({
    x: clamp(p.x / scale, 0, image.width),
    y: clamp(p.y / scale, 0, image.height),
  })) as unknown as Quad;
  return {
    outline,
    method: "outline",
    confidence: round(best.confidence),
    areaShare: round(quadArea(outline) / (image.width * image.height)),
  };
}

interface Candidate {
  quad: Quad;
  area: number;
  confidence: number;
}

function bestQuad(gradient: Gradient, threshold: number): Candidate | null {
  const { width: w, height: h } = gradient;
  const lines = houghLines(gradient, threshold, Math.min(w, h) * 0.12, 40);
  // A line's normal near vertical is a horizontal edge (top or bottom); near horizontal, a side.
  const horizontal = lines.filter((l) => Math.abs(l.theta - Math.PI / 2) < (35 * Math.PI) / 180).slice(0, LINES_PER_FAMILY);
  const vertical = lines.filter((l) => Math.abs(l.theta) < (35 * Math.PI) / 180).slice(0, LINES_PER_FAMILY);
  const byPosition = (axis: "x" | "y") => (a: Line, b: Line) => crossing(a, axis, w, h) - crossing(b, axis, w, h);
  horizontal.sort(byPosition("y"));
  vertical.sort(byPosition("x"));
  const margin = 0.02 * Math.max(w, h);
  const offset = Math.max(2, 0.012 * Math.min(w, h));
  const candidates: Candidate[] = [];
  // Outlines with plain bands both sides: a frame's or mat's edges, or a work's edge that does not show.
  const plainBoth: Candidate[] = [];
  for (let t = 0; t < horizontal.length; t++) {
    for (let b = t + 1; b < horizontal.length; b++) {
      for (let l = 0; l < vertical.length; l++) {
        for (let r = l + 1; r < vertical.length; r++) {
          const corners = [
            intersect(horizontal[t]!, vertical[l]!),
            intersect(horizontal[t]!, vertical[r]!),
            intersect(horizontal[b]!, vertical[r]!),
            intersect(horizontal[b]!, vertical[l]!),
          ];
          if (corners.some((p) => !p || p.x < -margin || p.y < -margin || p.x > w + margin || p.y > h + margin)) continue;
          const quad = corners as unknown as Quad;
          if (!isPlausibleQuad(quad)) continue;
          const area = quadArea(quad);
          if (area < MIN_AREA_SHARE * w * h || !isCompact(quad)) continue;
          const support = sideSupport(gradient, threshold, quad);
          const weakest = Math.min(...support);
          if (weakest < MIN_SIDE_SUPPORT) continue;
          const busy = outsideBusyness(gradient, threshold, quad, offset);
          if (busy > MAX_OUTSIDE_BUSYNESS) continue;
          const mean = support.reduce((s, v) => s + v, 0) / 4;
          const candidate = { quad, area, confidence: mean * (1 - busy / (2 * MAX_OUTSIDE_BUSYNESS)) };
          // A frame's or mat's own band is as plain inside as outside; a work is busier than its surround.
          if (insideBusyness(gradient, threshold, quad, offset) < Math.max(0.15, 1.5 * busy)) plainBoth.push(candidate);
          else candidates.push(candidate);
        }
      }
    }
  }
  // Frame, mat and artwork nest: the innermost well-supported outline with plain surroundings is the work.
  candidates.sort((a, b) => a.area - b.area);
  if (candidates.length) return candidates[0]!;
  // The work's own edge did not show (a dark painting in a black mat): when outlines nest (a
  // frame's outer and inner edges), the innermost of them still leaves the wall and frame out.
  // Said with half the confidence. A lone rectangle with plain bands is not taken: in a clean
  // image it would be a shape of the picture.
  plainBoth.sort((a, b) => a.area - b.area);
  const inner = plainBoth.find((c) => plainBoth.some((outer) => outer.area > c.area * 1.1 && c.quad.every((p) => isInside(outer.quad, p))));
  return inner ? { ...inner, confidence: inner.confidence / 2 } : null;
}

/** Whether a point lies inside a clockwise convex quad (or on its edge). */
function isInside(quad: Quad, p: { x: number; y: number }): boolean {
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < -1e-6) return false;
  }
  return true;
}

/** Artworks are rarely thinner than 1:5; a frame's own strip (its bottom rail with the mat) is. */
function isCompact(quad: Quad): boolean {
  const sides = [0, 1, 2, 3].map((i) => Math.hypot(quad[(i + 1) % 4]!.x - quad[i]!.x, quad[(i + 1) % 4]!.y - quad[i]!.y));
  return Math.min(...sides) >= 0.2 * Math.max(...sides);
}

/** Where a line crosses the photo's middle row (for a side) or middle column (for top and bottom). */
function crossing(line: Line, axis: "x" | "y", w: number, h: number): number {
  const c = Math.cos(line.theta);
  const s = Math.sin(line.theta);
  return axis === "x" ? (line.rho - (h / 2) * s) / c : (line.rho - (w / 2) * c) / s;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 1000) / 1000;
