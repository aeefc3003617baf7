/** Where one bar sits in its track, in percent of the track's width. */
export interface BarGeometry {
  x: number;
  width: number;
}

export interface BarLayout {
  /** The zero line, in percent of the track (0 when no value is negative). */
  zero: number;
  bars: BarGeometry[];
}

/** The narrowest bar drawn, so a value of about zero still shows where it is. */
export const MIN_BAR_WIDTH = 0.5;

/**
 * One scale for every bar, declines and rises alike: the track spans the largest decline to the
 * largest rise (or to `domainMax`, e.g. 100 for shares of a whole), so a bar twice as long is
 * twice the value whichever side of zero it is on.
 */
export function computeBarLayout(values: readonly number[], domainMax?: number): BarLayout {
  const largestRise = Math.max(0, domainMax ?? 0, ...values);
  const largestDecline = Math.max(0, ...values.map((v) => -v));
  const span = largestRise + largestDecline || 1;
  const zero = (largestDecline / span) * 100;
  const bars = values.map((value) => {
    const width = (Math.abs(value) / span) * 100;
    return { x: value < 0 ? zero - width : zero, width: Math.max(width, MIN_BAR_WIDTH) };
  });
  return { zero, bars };
}
