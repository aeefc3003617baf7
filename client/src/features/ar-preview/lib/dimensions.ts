import { AR_DIMENSION_CM } from "@contracts/ar-previews";

const CM_PER_UNIT: Record<string, number> = {
  mm: 0.1,
  cm: 1,
  m: 100,
  in: 2.54,
  inch: 2.54,
  inches: 2.54,
  '"': 2.54,
  "″": 2.54,
  ft: 30.48,
  feet: 30.48,
  foot: 30.48,
  "'": 30.48,
};

/**
 * An appraisal's height or width, typed freely by its owner, in whole centimetres. The wizard
 * asks for inches, so a bare number is inches; "60 cm", "1.2 m", "24 1/2 in", "2 ft" are read
 * in their unit. Null when nothing usable is written; at most 500 cm (the inputs' maximum).
 */
export function parseArtworkDimensionCm(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)(?:\s+(\d+)\s*\/\s*(\d+))?\s*(mm|cm|m|inches|inch|in|feet|foot|ft|"|″|')?\.?\s*$/i.exec(text);
  if (!match) return null;
  let value = Number.parseFloat(match[1]!.replace(",", "."));
  if (match[2] && match[3] && Number(match[3]) > 0) value += Number(match[2]) / Number(match[3]);
  const unit = (match[4] ?? "in").toLowerCase();
  const cm = Math.round(value * (CM_PER_UNIT[unit] ?? 2.54));
  if (!Number.isFinite(cm) || cm < AR_DIMENSION_CM.min) return null;
  return Math.min(AR_DIMENSION_CM.max, cm);
}
