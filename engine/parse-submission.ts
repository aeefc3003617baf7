/** Lenient parsing of the free-text fields of an appraisal submission (year, dimensions). */

const CM_PER_INCH = 2.54;

/**
 * A length in inches from text such as "24", "24 in", '24"', "24.5", "24 1/2", "61 cm",
 * "610 mm". Returns undefined when no positive number is found (the field is optional).
 */
export function parseInches(value: string | number | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  const text = (value ?? "").trim().toLowerCase().replace(",", ".");
  const match = /(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?/.exec(text);
  if (!match) return undefined;
  let n = Number(match[1]);
  if (match[2] && match[3] && Number(match[3]) > 0) n += Number(match[2]) / Number(match[3]);
  if (!(n > 0)) return undefined;
  const unit = text.slice(match.index + match[0].length);
  if (/^\s*mm\b/.test(unit)) return n / 10 / CM_PER_INCH;
  if (/^\s*(cm|centim)/.test(unit)) return n / CM_PER_INCH;
  return n;
}

/**
 * A year from text such as "1920", "c. 1920", "1920-1925", "1890s", "19th century"
 * (mid-century: 1850). Returns undefined when nothing plausible is found.
 */
export function parseYear(value: string | number | null | undefined, asOfYear: number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 && value <= asOfYear ? Math.round(value) : undefined;
  const text = (value ?? "").trim().toLowerCase();
  const year = /\b(\d{4})s?\b/.exec(text);
  if (year) {
    const y = Number(year[1]);
    return y > 0 && y <= asOfYear ? y : undefined;
  }
  const century = /\b(\d{1,2})(st|nd|rd|th)\s+century/.exec(text);
  if (century) {
    const y = (Number(century[1]) - 1) * 100 + 50;
    return y <= asOfYear ? y : undefined;
  }
  return undefined;
}
