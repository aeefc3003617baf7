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
  decodeKnownWorkCatalogue,
  encodeDescriptors,
  joinKnownWorkCatalogues,
  KNOWN_WORK_MARGIN,
  KNOWN_WORK_THRESHOLD,
  type KnownWorkCatalogue,
  type KnownWorkFacts,
  type KnownWorkMatch,
  matchKnownWork,
  nearestKnownWork,
  readKnownWorkCatalogue,
  type StoredKnownWorkCatalogue,
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
