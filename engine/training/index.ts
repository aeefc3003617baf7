export { parseCsv } from "./csv";
export { measureAll, measureBy, measureRanges, type RangeFigures, toHeldOutRows } from "./sales-figures";
export { toTrainingLot, type TrainingLot } from "./sales-lots";
export { fitGroupTransfer, fitSalesModel } from "./sales-model";
export { buildFitOptions, calibrateRangeAcrossHouses, fitRecalibration, predictLeaveOneSourceOut, RANGE_MAX_RATIO, type RangeCalibration, recalibrateHeldOut, REGIONAL_HOUSES, toHouseVariance } from "./sales-validation";
