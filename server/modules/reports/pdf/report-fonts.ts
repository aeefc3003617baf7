import { createRequire } from "node:module";
import path from "node:path";
import { useFontFallback, type FontChains } from "../../../lib/pdf/fallback-text";
import { BOLD_FALLBACKS, defineFontFace, REGULAR_FALLBACKS } from "../../../lib/pdf/font-face";

/**
 * The report's typefaces: DejaVu (Bitstream Vera licence, DejaVu changes in the public domain;
 * npm package dejavu-fonts-ttf). The PDF's 14 standard fonts speak only Windows-1252, which
 * printed every Greek, Cyrillic or Polish letter as "?"; DejaVu covers every European script.
 * PDFKit embeds only the glyphs a report uses, so the file stays small.
 */
export const FONTS = {
  body: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  heading: "DejaVuSerif-Bold.ttf",
  italic: "DejaVuSerif-Italic.ttf",
} as const;
export type FontRole = keyof typeof FONTS;

const require = createRequire(import.meta.url);
const dejavu = (role: FontRole) =>
  defineFontFace(`dejavu-${role}`, () => path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf", FONTS[role]));
const FACES = { body: dejavu("body"), bold: dejavu("bold"), heading: dejavu("heading"), italic: dejavu("italic") };

/**
 * Each role's faces in the order they are tried for a character (server/lib/pdf): DejaVu's
 * serif faces have no Hebrew or Arabic, so the sans ones come next; then CJK and emoji.
 */
export const REPORT_FONT_CHAINS = {
  body: [FACES.body, ...REGULAR_FALLBACKS],
  bold: [FACES.bold, ...BOLD_FALLBACKS],
  heading: [FACES.heading, FACES.bold, ...BOLD_FALLBACKS],
  italic: [FACES.italic, FACES.body, ...REGULAR_FALLBACKS],
} satisfies Record<FontRole, FontChains[string]>;

/** Registers the four roles on a document under their role names ("body", "bold", ...), with their fallbacks. */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  useFontFallback(doc, REPORT_FONT_CHAINS);
}
