/**
 * The fitting code (decision 0030): sales lots, the sales model, its held-out measures and range
 * calibration, the softmax fit. Only scripts/fit, scripts/eval and the engine's own tests import
 * it; nothing the product runs does. It may import every other capability.
 */
export { parseCsv } from "./csv";
export { measureAll, measureBy, measureRanges, type RangeFigures, toHeldOutRows } from "./sales-figures";
export { toTrainingLot, type TrainingLot } from "./sales-lots";
export { fitGroupTransfer, fitSalesModel, solveLinear } from "./sales-model";
export {
  buildFitOptions,
  calibrateRangeAcrossHouses,
  fitRecalibration,
  predictLeaveOneSourceOut,
  RANGE_MAX_RATIO,
  type RangeCalibration,
  recalibrateHeldOut,
  REGIONAL_HOUSES,
  toHouseVariance,
  weightedQuantile,
} from "./sales-validation";
