/** Lenient parsing of the free-text fields of an appraisal submission (year, dimensions). */

const CM_PER_INCH = 2.54;
/** Nothing painted or carved that an owner appraises here is larger than 15 m (590 in). */
export const MAX_DIMENSION_INCHES = 590;
/** Below a quarter inch a "dimension" is a typing slip, not a work of art. */
export const MIN_DIMENSION_INCHES = 0.25;
/** Earliest year a date of creation is taken at face value (older claims are ignored, not valued). */
export const MIN_YEAR = 1000;

/**
 * A length in inches from text such as "24", "24 in", '24"', "24.5", "24 1/2", "61 cm",
 * "610 mm". Returns undefined when no positive number is found (the field is optional).
 */
export function parseInches(value: string | number | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  const text = (value ?? "").trim().toLowerCase().replace(",", ".");
  if (/^-/.test(text)) return undefined;
  const match = /(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?/.exec(text);
  if (!match) return undefined;
  let n = Number(match[1]);
  if (match[2] && match[3] && Number(match[3]) > 0) n += Number(match[2]) / Number(match[3]);
  if (!(n > 0)) return undefined;
  const unit = text.slice(match.index + match[0].length);
  if (/^\s*mm\b/.test(unit)) return n / 10 / CM_PER_INCH;
  if (/^\s*(cm|centim)/.test(unit)) return n / CM_PER_INCH;
  if (/^\s*(m|metres?|meters?)\b/.test(unit)) return (n * 100) / CM_PER_INCH;
  return n;
}

/**
 * A year from text such as "1920", "c. 1920", "1920-1925", "1890s", "19th century"
 * (mid-century: 1850). Returns undefined when nothing plausible is found.
 */
export function parseYear(value: string | number | null | undefined, asOfYear: number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= MIN_YEAR && value <= asOfYear ? Math.round(value) : undefined;
  const text = (value ?? "").trim().toLowerCase();
  const year = /\b(\d{4})s?\b/.exec(text);
  if (year) {
    const y = Number(year[1]);
    return y >= MIN_YEAR && y <= asOfYear ? y : undefined;
  }
  const century = /\b(\d{1,2})(st|nd|rd|th)\s+century/.exec(text);
  if (century) {
    const y = (Number(century[1]) - 1) * 100 + 50;
    return y >= MIN_YEAR && y <= asOfYear ? y : undefined;
  }
  return undefined;
}

/** Why a dimension cannot be used, or undefined when it can (or was left empty). */
export function findDimensionProblem(value: string | null | undefined, label: string): string | undefined {
  const text = (value ?? "").trim();
  if (!text) return undefined;
  if (/^-\s*\d/.test(text)) return `${label} cannot be negative`;
  const inches = parseInches(text);
  if (inches === undefined && /^0+([.,]0*)?\s*[a-z"]*$/i.test(text)) return `${label} must be greater than zero`;
  if (inches === undefined) return `${label} must be a number, in inches or with a unit (cm, mm)`;
  if (inches < MIN_DIMENSION_INCHES) return `${label} is too small to be a measurement (at least 1/4 inch)`;
  if (inches > MAX_DIMENSION_INCHES) return `${label} is larger than any work we can appraise (at most 15 m)`;
  return undefined;
}

/** Why a year of creation cannot be used, or undefined when it can (or was left empty). */
export function findYearProblem(value: string | null | undefined, asOfYear: number): string | undefined {
  const text = (value ?? "").trim();
  if (!text) return undefined;
  const digits = /\b(\d{4})s?\b/.exec(text);
  if (digits && Number(digits[1]) > asOfYear) return `Year cannot be in the future (after ${asOfYear})`;
  if (digits && Number(digits[1]) < MIN_YEAR) return `Year must be ${MIN_YEAR} or later, or a century such as "17th century"`;
  if (parseYear(text, asOfYear) === undefined && !/\b(c\.|circa|unknown|about|around)\b/i.test(text))
    return 'Year must be a year such as 1920, a decade such as "1890s" or a century such as "19th century"';
  return undefined;
}
