import { z } from "zod";

/**
 * Characters no text field accepts: C0 controls (NUL, escape, ...), DEL and C1 controls. Long
 * text keeps line breaks and tabs. PostgreSQL cannot even store NUL, and the others have no
 * business in a title or a name.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A lone UTF-16 surrogate cannot be encoded as UTF-8; the database would store a replacement.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): they
 * can make "gpj.exe" read as "exe.jpg" or disguise a title in the admin list. Text never needs
 * them (plain RTL text renders correctly without), so they are removed.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Removes bidirectional override characters; everything else is kept as typed. */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

/** True when the text holds a character a field of this kind refuses (see safeText). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  if (LONE_SURROGATE.test(value)) return true;
  return (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value);
}

/**
 * A string field that refuses control characters with a message naming the field, and drops
 * bidirectional overrides. It stays a z.string(), so .trim(), .min() and .max() chain after it.
 * `multiline` allows line breaks and tabs (notes, provenance, report text).
 */
export function safeText(label: string, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string()
    .refine((value) => !hasForbiddenCharacters(value, multiline), {
      message: multiline
        ? `${label} contains a control character that is not allowed`
        : `${label} contains a control character or line break that is not allowed`,
      abort: true,
    })
    .overwrite(stripBidiControls);
}
