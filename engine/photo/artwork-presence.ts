/**
 * Whether a photo holds an artwork at all (issue 30): a bare wall, a room, a text document or a
 * screenshot is refused before anything is paid, rather than analysed into "Abstract, 99%". Read
 * from the pixels of the located crop (engine/photo/locate-artwork.ts) and of the whole photo.
 *
 * Refuse only what is clearly not an artwork (issue 50, decision 0037): the first rules, tuned on
 * generated walls and screenshots, refused 3.7% of a general auction house's catalogue photos
 * (pale minimalist sheets, prints behind a mat, geometric and colour-field paintings). Now:
 * - a plain surface has no edges at all (a colour-field or minimalist painting has a few);
 * - a room has the contrast of a window beside a sofa and a few straight edges, not a pale grid;
 * - a document is grey, dense, straight little strokes, with no colour to speak of;
 * - the whole photo must read as no artwork too, so a plain or straight-edged crop inside a print's
 *   mat is never refused for the crop; a room is judged on the whole photo alone (its found
 *   "outline" is a window or a door, whose inside reads as anything).
 * Measured in scripts/research/refusals/ and `npm run eval` (photos suite). When the product
 * refuses, the client asks the owner to set the outline; an outline set by hand is the owner's word.
 */
import type { PixelFeatures } from "./pixel-analysis";
import type { ArtworkLocation } from "./locate-artwork";

/** Why a photo was taken for something other than an artwork. */
export type NoArtworkKind = "plain-surface" | "room" | "document" | "screen";

export interface ArtworkPresence {
  isArtwork: boolean;
  /** Set when `isArtwork` is false. */
  kind: NoArtworkKind | null;
  /**
   * 0-1: how much there is to read. Low for faint, soft or nearly empty pictures: the style
   * answer is then stated as uncertain however sure the heads are (they were never shown walls).
   */
  evidence: number;
}

/** Hardly an edge and little texture: a painted wall or a blank sheet (the faintest works measured have more edges). */
const PLAIN_EDGE_DENSITY = 0.0005;
const PLAIN_TEXTURE = 0.012;
/** Nearly all edges straight, a few of them, little texture, a strong light-dark contrast (a window, a sofa): a room. */
const ROOM_STRAIGHT_SHARE = 0.93;
const ROOM_TEXTURE = 0.014;
const ROOM_EDGE_DENSITY = { min: 0.009, max: 0.035 };
const ROOM_CONTRAST = 0.1;
/** Grey, dense, straight little strokes: printed text. */
const DOCUMENT_COLOURFULNESS = 8;
const DOCUMENT_SATURATION = 0.06;
const DOCUMENT_STRAIGHT_SHARE = 0.42;
const DOCUMENT_EDGE_DENSITY = 0.45;
/** No gentle gradient anywhere and nothing photographic: pixels drawn by a computer. */
const SCREEN_SMOOTH_SHARE = 0.02;
const SCREEN_PHOTOGRAPHIC = 0.2;
/** Edge density and texture at which a picture has plenty to read (evidence 1). */
const FULL_EDGE_DENSITY = 0.12;
const FULL_TEXTURE = 0.03;

/**
 * Judges the crop's features, and the whole photo's (`whole`) when the crop is an outline found
 * inside it; without `whole` the crop stands for the photo (the whole image, or the owner's outline).
 */
export function assessArtworkPresence(crop: PixelFeatures, location: ArtworkLocation, whole: PixelFeatures = crop): ArtworkPresence {
  const kind = noArtworkKind(crop, whole, location);
  const content = Math.min(1, Math.max(crop.edgeDensity / FULL_EDGE_DENSITY, crop.texture / FULL_TEXTURE));
  // A frame or mat found around the crop is evidence of a work in itself.
  const outlined = location.method === "outline" ? 0.3 * location.confidence : 0;
  const evidence = kind ? 0 : Math.round(Math.min(1, content + outlined) * 1000) / 1000;
  return { isArtwork: kind === null, kind, evidence };
}

function noArtworkKind(crop: PixelFeatures, whole: PixelFeatures, location: ArtworkLocation): NoArtworkKind | null {
  const ofWhole = kindOf(whole);
  if (ofWhole === null || ofWhole === "room" || crop === whole || location.method !== "outline") return ofWhole;
  // An outline was found: refused only if what is inside it is no artwork either.
  return kindOf(crop) === null ? null : ofWhole;
}

/** What the features look like, if clearly not an artwork. */
export function kindOf(f: PixelFeatures): NoArtworkKind | null {
  if (f.edgeDensity < PLAIN_EDGE_DENSITY && f.texture < PLAIN_TEXTURE) return "plain-surface";
  if (
    f.straightEdgeShare > ROOM_STRAIGHT_SHARE &&
    f.texture < ROOM_TEXTURE &&
    f.edgeDensity > ROOM_EDGE_DENSITY.min &&
    f.edgeDensity < ROOM_EDGE_DENSITY.max &&
    f.contrast > ROOM_CONTRAST
  )
    return "room";
  if (
    f.colourfulness < DOCUMENT_COLOURFULNESS &&
    f.saturation < DOCUMENT_SATURATION &&
    f.straightEdgeShare > DOCUMENT_STRAIGHT_SHARE &&
    f.edgeDensity > DOCUMENT_EDGE_DENSITY
  )
    return "document";
  if (f.smoothGradientShare < SCREEN_SMOOTH_SHARE && f.photographicScore < SCREEN_PHOTOGRAPHIC) return "screen";
  return null;
}
