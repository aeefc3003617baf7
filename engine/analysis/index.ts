export { analyseArtwork, type ArtworkAnalysis, artworkCrop, loadArtworkNetworks } from "./analyse-artwork";
