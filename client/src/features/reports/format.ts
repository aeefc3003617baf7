/** A factor's effect on the range, as the PDF writes it: x1.2. */
export function formatEffect(effect: number): string {
  return `x${Number(effect.toFixed(2))}`;
}
