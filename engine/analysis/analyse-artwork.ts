/** One call for the browser and the server: find the work in the photo, measure it, predict its style, suggest a medium. */
import {
  toNetworkInput,
  loadStyleNetwork,
  type StyleNetworkOptions,
  styleTemperature,
  temperPrediction,
  predictStyle,
  knownWorkCropDescriptors,
  type Keypoints,
  photoKeypoints,
  STYLE_FEATURE_LAYOUTS,
  type StylePrediction,
} from "@engine/style";
import { STYLE_MODEL } from "@engine/knowledge";
import {
  suggestMedium,
  assessArtworkPresence,
  type ArtworkPresence,
  cropToOutline,
  locateArtwork,
  type ArtworkLocation,
  ownerLocation,
  analyseImagePixels,
  type PixelFeatures,
  type RgbaImage,
  sampleGrid,
} from "@engine/photo";
import type { CornerPoint } from "../../contracts/artwork-corners";
import type { QuickEstimateMedium } from "@engine/submission";

/** Everything the engine derives from one image. */
export interface ArtworkAnalysis {
  /** Measured on the located artwork (the crop), not on its frame and wall. */
  features: PixelFeatures;
  prediction: StylePrediction;
  suggestedMedium: QuickEstimateMedium;
  suggestedMediumReason: string;
  /** Where the work is in the photo (decision 38); the whole photo when no outline was found. */
  location: ArtworkLocation;
  /** Whether there is an artwork at all (issue 30); callers refuse the photo when not. */
  presence: ArtworkPresence;
  /**
   * The known-work descriptors (engine/style/known-work-descriptor.ts, 288 int8 each) of the crop and
   * the other candidate crops (engine/style/known-work-crops.ts), end to end: the server matches them
   * against the catalogue, which stays on the server (decision 0036); the browser has none.
   */
  knownWorkDescriptor: Int8Array;
  /**
   * The photo's corners (engine/style/known-work-keypoints.ts), read from the whole photo at a few
   * scales: the server checks the shortlisted works' corners against them (decision 0036, fifth
   * session). Null when the caller has no catalogue to match (the browser's worker).
   */
  knownWorkKeypoints: Keypoints | null;
}

export interface AnalyseArtworkOptions extends StyleNetworkOptions {
  /** The owner's corners (shares of the photo, already validated): used instead of the locator. */
  corners?: readonly CornerPoint[];
  /** False where no known-work match follows (the browser): the photo's corners, about 30 ms, are not read. */
  readKnownWorkCorners?: boolean;
}

/** Where the work is: the owner's corners when they set them, else what the locator finds. */
export function findArtworkLocation(image: RgbaImage, corners?: readonly CornerPoint[]): ArtworkLocation {
  return corners ? ownerLocation(image, corners) : locateArtwork(image);
}

/** Loads the style networks the committed heads were fitted on (once; later calls reuse them). */
export function loadArtworkNetworks(options: StyleNetworkOptions = {}) {
  return Promise.all(STYLE_FEATURE_LAYOUTS.map((layout) => loadStyleNetwork(layout, options)));
}

/** The located work, straightened, or the photo itself when it is all artwork. */
export function artworkCrop(image: RgbaImage, location: ArtworkLocation): RgbaImage {
  return location.method === "whole-image" ? image : cropToOutline(image, location.outline);
}

/**
 * Analyses one RGBA image end to end. Deterministic: the same pixels give the same answer. The
 * first call loads the networks (about a second); later calls take one forward pass of each.
 * With the owner's corners the crop is theirs: the locator is not asked. A work found inside a
 * larger photo is stated at the photo temperature (engine/style/photo-temperature.ts, decision 0023).
 */
export async function analyseArtwork(
  image: RgbaImage,
  { corners, readKnownWorkCorners = true, ...options }: AnalyseArtworkOptions = {},
): Promise<ArtworkAnalysis> {
  const networks = await loadArtworkNetworks(options);
  const location = findArtworkLocation(image, corners);
  const crop = artworkCrop(image, location);
  const features = analyseImagePixels(crop);
  // A found outline is judged with the whole photo too (a plain crop inside a print's mat is not a wall).
  const presence = assessArtworkPresence(features, location, location.method === "outline" ? analyseImagePixels(image) : features);
  const input = toNetworkInput(sampleGrid(crop));
  const learned = networks.map((network) => network.extract(input, STYLE_MODEL.mirror));
  const hint = suggestMedium(features);
  return {
    features,
    prediction: temperPrediction(predictStyle(features, learned, styleTemperature(location)), presence.evidence),
    suggestedMedium: hint.medium,
    suggestedMediumReason: hint.reason,
    location,
    presence,
    knownWorkDescriptor: knownWorkCropDescriptors(image, crop),
    knownWorkKeypoints: readKnownWorkCorners ? photoKeypoints(image) : null,
  };
}
