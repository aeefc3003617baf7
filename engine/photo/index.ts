/**
 * The photo capability (decision 0030): pixels in, measures out. Locating the artwork and
 * straightening it, whether there is an artwork at all, whether the photo is usable, the pixel
 * measures and the medium hint. Imports the ground floor, the knowledge and contracts/.
 */
export { type ArtworkPresence, assessArtworkPresence } from "./artwork-presence";
export { detectArtwork } from "./detect-artwork";
export { homographyBetween, project, type Quad, straightenedSize, warpQuad } from "./homography";
export { colourSpread, findUnusableImageReason, MIN_ANALYSIS_SIDE } from "./image-usability";
export { type ArtworkLocation, cropToOutline, locateArtwork } from "./locate-artwork";
export { suggestMedium } from "./medium-hint";
export { ownerLocation } from "./owner-outline";
export { analyseImagePixels, type PixelFeatures } from "./pixel-analysis";
export {
  measurePrintTexture,
  measurePrintTextureInOutline,
  PRINT_MIN_SIDE_FOR_NEGATIVE,
  type PrintTexture,
  type PrintVerdict,
} from "./print-texture";
export { type RgbaImage, sampleGrid, type SampleGrid } from "./pixels/sample-grid";
