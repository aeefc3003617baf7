/**
 * One call for the browser and the server (decision 0030): find the work in the photo, measure
 * it, predict its style, suggest a medium. Composes photo and style; nothing in the engine imports it.
 */
export { analyseArtwork, type ArtworkAnalysis, artworkCrop, loadArtworkNetworks } from "./analyse-artwork";
