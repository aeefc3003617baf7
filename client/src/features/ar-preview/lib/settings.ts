import { AR_DIMENSION_CM, AR_POSITION, AR_SHADOW_BLUR, AR_SHADOW_OPACITY, AR_SIZE } from "@contracts/ar-previews";
import { pixelsPerCm, sizePercentForWidth, type CalibrationLine } from "./calibration";

/** A measured line on the wall photo and what it says about scale. */
export interface Calibration {
  line: CalibrationLine;
  lengthCm: number;
  pxPerCm: number;
  /** The photo's width in its own pixels (the line's coordinates are in them too). */
  photoWidth: number;
}

/** The spec's "AR settings" plus the true-scale calibration. */
export interface ArSettings {
  size: number;
  rotation: number;
  x: number;
  y: number;
  widthCm: number;
  heightCm: number;
  showDimensions: boolean;
  shadow: boolean;
  shadowOpacity: number;
  shadowBlur: number;
  /** Pixels the shadow falls down and right, at a 1000 px wide scene. */
  shadowOffset: number;
  wallColor: string | null;
  calibration: Calibration | null;
  /** True when the true-scale size was larger than the slider allows and was clamped. */
  trueScaleClamped: boolean;
}

export const DEFAULT_AR_SETTINGS: ArSettings = {
  size: AR_SIZE.default,
  rotation: 0,
  x: AR_POSITION.default,
  y: AR_POSITION.default,
  widthCm: 0,
  heightCm: 0,
  showDimensions: false,
  shadow: true,
  shadowOpacity: 0.3,
  shadowBlur: 15,
  shadowOffset: 8,
  wallColor: null,
  calibration: null,
  trueScaleClamped: false,
};

export type ArSettingsAction =
  | { type: "setSize"; value: number }
  | { type: "setRotation"; value: number }
  | { type: "rotateBy"; delta: number }
  | { type: "setPosition"; x?: number; y?: number }
  | { type: "center" }
  | { type: "setDimension"; axis: "widthCm" | "heightCm"; input: string }
  | { type: "setDimensionsCm"; widthCm: number; heightCm: number }
  | { type: "setShowDimensions"; value: boolean }
  | { type: "setShadow"; value: boolean }
  | { type: "setShadowOpacity"; value: number }
  | { type: "setShadowBlur"; value: number }
  | { type: "setWallColor"; value: string }
  | { type: "resetWallColor" }
  | { type: "calibrate"; line: CalibrationLine; lengthCm: number; photoWidth: number }
  | { type: "clearCalibration" }
  | { type: "reset" };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** Rounds to the step and removes float noise (0.30000000000000004 -> 0.3). */
const snap = (value: number, step: number, min: number, max: number) => Number(clamp(roundTo(value, step), min, max).toFixed(4));

/** Rotation stays within 0-359: adding 90 to 300 gives 30, subtracting 90 from 0 gives 270. */
export function wrapRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** The spec's dimension inputs: whole centimetres, 1-500; anything non-numeric becomes 0. */
export function parseDimensionInput(input: string): number {
  const value = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value) || value < AR_DIMENSION_CM.min) return 0;
  return Math.min(AR_DIMENSION_CM.max, value);
}

/** With a calibration and a known width, the size that draws the artwork at its real size. */
function trueScaleSize(state: ArSettings): Pick<ArSettings, "size" | "trueScaleClamped"> {
  if (!state.calibration || state.widthCm <= 0) return { size: state.size, trueScaleClamped: false };
  const exact = sizePercentForWidth({
    widthCm: state.widthCm,
    pxPerCm: state.calibration.pxPerCm,
    photoWidth: state.calibration.photoWidth,
  });
  const size = snap(exact, AR_SIZE.step, AR_SIZE.min, AR_SIZE.max);
  return { size, trueScaleClamped: Math.abs(size - exact) > AR_SIZE.step };
}

/** Every control of the settings popover goes through here, so each range is enforced once. */
export function arSettingsReducer(state: ArSettings, action: ArSettingsAction): ArSettings {
  switch (action.type) {
    case "setSize":
      return { ...state, size: snap(action.value, AR_SIZE.step, AR_SIZE.min, AR_SIZE.max), trueScaleClamped: false };
    case "setRotation":
      return { ...state, rotation: wrapRotation(action.value) };
    case "rotateBy":
      return { ...state, rotation: wrapRotation(state.rotation + action.delta) };
    case "setPosition":
      return {
        ...state,
        x: action.x === undefined ? state.x : snap(action.x, AR_POSITION.step, AR_POSITION.min, AR_POSITION.max),
        y: action.y === undefined ? state.y : snap(action.y, AR_POSITION.step, AR_POSITION.min, AR_POSITION.max),
      };
    case "center":
      return { ...state, x: AR_POSITION.default, y: AR_POSITION.default };
    case "setDimension": {
      const next = { ...state, [action.axis]: parseDimensionInput(action.input) };
      return action.axis === "widthCm" ? { ...next, ...trueScaleSize(next) } : next;
    }
    case "setDimensionsCm": {
      const next = {
        ...state,
        widthCm: parseDimensionInput(String(action.widthCm)),
        heightCm: parseDimensionInput(String(action.heightCm)),
      };
      return { ...next, ...trueScaleSize(next) };
    }
    case "setShowDimensions":
      return { ...state, showDimensions: action.value };
    case "setShadow":
      return { ...state, shadow: action.value };
    case "setShadowOpacity":
      return { ...state, shadowOpacity: snap(action.value, AR_SHADOW_OPACITY.step, AR_SHADOW_OPACITY.min, AR_SHADOW_OPACITY.max) };
    case "setShadowBlur":
      return { ...state, shadowBlur: snap(action.value, AR_SHADOW_BLUR.step, AR_SHADOW_BLUR.min, AR_SHADOW_BLUR.max) };
    case "setWallColor":
      return { ...state, wallColor: action.value };
    case "resetWallColor":
      return { ...state, wallColor: null };
    case "calibrate": {
      const pxPerCm = pixelsPerCm(action.line, action.lengthCm);
      if (!pxPerCm || action.photoWidth <= 0) return state;
      const next = { ...state, calibration: { line: action.line, lengthCm: action.lengthCm, pxPerCm, photoWidth: action.photoWidth } };
      return { ...next, ...trueScaleSize(next) };
    }
    case "clearCalibration":
      return { ...state, calibration: null, trueScaleClamped: false };
    case "reset":
      // A new photo keeps the artwork's dimensions, but the old photo's scale means nothing.
      return { ...DEFAULT_AR_SETTINGS, widthCm: state.widthCm, heightCm: state.heightCm, showDimensions: state.showDimensions };
  }
}

export { clamp };
