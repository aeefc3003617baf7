/** A line drawn on the wall photo, in the photo's own pixels. */
export interface CalibrationLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Shorter lines are too imprecise to measure anything by (a few pixels of error is >10%). */
export const MIN_CALIBRATION_LINE_PX = 20;

export function lineLength({ x1, y1, x2, y2 }: CalibrationLine): number {
  return Math.hypot(x2 - x1, y2 - y1);
}

/** How many photo pixels one centimetre on the wall spans; null when the line or length is unusable. */
export function pixelsPerCm(line: CalibrationLine, lengthCm: number): number | null {
  const length = lineLength(line);
  if (!Number.isFinite(lengthCm) || lengthCm <= 0 || !Number.isFinite(length) || length < MIN_CALIBRATION_LINE_PX) return null;
  return length / lengthCm;
}

/** The size slider value (artwork width as a percent of the photo width) for a real width. */
export function sizePercentForWidth({ widthCm, pxPerCm, photoWidth }: { widthCm: number; pxPerCm: number; photoWidth: number }): number {
  return ((widthCm * pxPerCm) / photoWidth) * 100;
}

/** The real width (cm) a size slider value stands for, once the photo is calibrated. */
export function widthCmForSize({ size, pxPerCm, photoWidth }: { size: number; pxPerCm: number; photoWidth: number }): number {
  return ((size / 100) * photoWidth) / pxPerCm;
}
