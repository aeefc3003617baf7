/**
 * Whether a photo holds an artwork at all (issue 30): a bare wall, a room, a text document or a
 * screenshot is refused before anything is paid, rather than analysed into "Abstract, 99%". Read
 * from the pixels of the located crop (engine/photo/locate-artwork.ts), measured against what a
 * plain wall, a room's flat planes, printed text and a screen's exact flat panels look like.
 * Thresholds were set on generated walls, rooms, documents and screenshots against the evaluation
 * images clean and photographed on a wall; `npm run eval` (photos suite) measures both error rates.
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

/** Edge density and texture under these: a surface with nothing on it (a painted wall, a sheet). */
const PLAIN_EDGE_DENSITY = 0.008;
const PLAIN_TEXTURE = 0.012;
/** Nearly all edges straight, little texture, few edges: the flat planes of a room or a door. */
const ROOM_STRAIGHT_SHARE = 0.9;
const ROOM_TEXTURE = 0.025;
const ROOM_EDGE_DENSITY = 0.05;
/** Grey, dense, straight little strokes: printed text. */
const DOCUMENT_COLOURFULNESS = 10;
const DOCUMENT_SATURATION = 0.07;
const DOCUMENT_STRAIGHT_SHARE = 0.4;
const DOCUMENT_EDGE_DENSITY = 0.4;
/** No gentle gradient anywhere and nothing photographic: pixels drawn by a computer. */
const SCREEN_SMOOTH_SHARE = 0.02;
const SCREEN_PHOTOGRAPHIC = 0.2;
/** Edge density and texture at which a picture has plenty to read (evidence 1). */
const FULL_EDGE_DENSITY = 0.12;
const FULL_TEXTURE = 0.03;

/** Judges the crop's features (and whether an outline was found around it). */
export function assessArtworkPresence(crop: PixelFeatures, location: ArtworkLocation): ArtworkPresence {
  const kind = noArtworkKind(crop);
  const content = Math.min(1, Math.max(crop.edgeDensity / FULL_EDGE_DENSITY, crop.texture / FULL_TEXTURE));
  // A frame or mat found around the crop is evidence of a work in itself.
  const outlined = location.method === "outline" ? 0.3 * location.confidence : 0;
  const evidence = kind ? 0 : Math.round(Math.min(1, content + outlined) * 1000) / 1000;
  return { isArtwork: kind === null, kind, evidence };
}

function noArtworkKind(f: PixelFeatures): NoArtworkKind | null {
  if (f.edgeDensity < PLAIN_EDGE_DENSITY && f.texture < PLAIN_TEXTURE) return "plain-surface";
  if (f.straightEdgeShare > ROOM_STRAIGHT_SHARE && f.texture < ROOM_TEXTURE && f.edgeDensity < ROOM_EDGE_DENSITY) return "room";
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
