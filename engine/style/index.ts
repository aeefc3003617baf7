/**
 * The style capability (decision 0030): the networks, the fitted heads and their softmax, the
 * photo temperature and the uncertainty that state a prediction, and the words for what the
 * pixels show. Imports photo, the knowledge, the ground floor and contracts/.
 */
export { toHeadInput } from "./features/head-input";
export { NETWORK_INPUT_SIDE, toNetworkInput } from "./features/network-input";
export {
  type FeatureLayout,
  initBackend,
  layerValues,
  loadStyleNetwork,
  MOBILENET_V3_PREFIX,
  type StyleNetwork,
  type StyleNetworkOptions,
} from "./features/style-network";
export { DESCRIPTOR_LENGTH, knownWorkDescriptor } from "./known-work-descriptor";
export { JITTER_SHIFTS, knownWorkCropDescriptors } from "./known-work-crops";
export {
  CATALOGUE_KEYPOINTS,
  CATALOGUE_SIDE,
  catalogueKeypoints,
  type Keypoints,
  packKeypoints,
  PHOTO_KEYPOINTS,
  photoKeypoints,
  PHOTO_SCALES,
  PHOTO_SIDE,
  unpackKeypoints,
} from "./known-work-keypoints";
export { verifiedInliers } from "./known-work-verify";
export {
  decodeKnownWorkCatalogue,
  encodeDescriptors,
  encodeKeypoints,
  joinKnownWorkCatalogues,
  KNOWN_WORK_CATALOGUE_VERSION,
  type KnownWorkCatalogue,
  type KnownWorkEntry,
  knownWorkEntry,
  type KnownWorkFacts,
  type KnownWorkMatch,
  readKnownWorkCatalogue,
  storeKnownWorkCatalogue,
  type StoredKnownWorkCatalogue,
} from "./known-work-catalogue";
export {
  KNOWN_WORK_MARGIN,
  KNOWN_WORK_MIN_INLIERS,
  KNOWN_WORK_SHORTLIST,
  KNOWN_WORK_THRESHOLD,
  type KnownWorkQuery,
  matchByLayout,
  matchKnownWork,
  nearestKnownWork,
  rankKnownWorks,
} from "./known-work-match";
export { describeObservations } from "./observations";
export { styleTemperature } from "./photo-temperature";
export { computeLogits, softmax } from "./softmax";
export {
  combineLogits,
  predictStyle,
  scoreStyleVectors,
  STYLE_FEATURE_LAYOUTS,
  STYLE_UNCERTAIN_BELOW,
  type StylePrediction,
} from "./style-classifier";
export { temperPrediction } from "./uncertain-prediction";
