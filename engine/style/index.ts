export { toHeadInput } from "./features/head-input";
export { NETWORK_INPUT_SIDE, toNetworkInput } from "./features/network-input";
export { type FeatureLayout, initBackend, layerValues, loadStyleNetwork, MOBILENET_V3_PREFIX, type StyleNetwork, type StyleNetworkOptions } from "./features/style-network";
export { describeObservations } from "./observations";
export { styleTemperature } from "./photo-temperature";
export { computeLogits, softmax } from "./softmax";
export { combineLogits, predictStyle, scoreStyleVectors, STYLE_FEATURE_LAYOUTS, STYLE_UNCERTAIN_BELOW, type StylePrediction } from "./style-classifier";
export { temperPrediction } from "./uncertain-prediction";
