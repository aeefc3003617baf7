import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

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

let cache: Record<FontRole, Buffer> | undefined;

/** The font files, read once per process (about 2 MB in all). */
function loadFonts(): Record<FontRole, Buffer> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  cache = Object.fromEntries(Object.entries(FONTS).map(([role, file]) => [role, readFileSync(path.join(dir, file))])) as Record<
    FontRole,
    Buffer
  >;
  return cache;
}

/** Registers the four roles on a document under their role names ("body", "bold", ...). */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const [role, data] of Object.entries(loadFonts())) doc.registerFont(role, data);
}
