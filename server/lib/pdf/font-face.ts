import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * One font file a PDF can draw with, under the name it is registered by in a document. The
 * file is read and parsed on first use and kept for the process, so a face that no text needs
 * (the CJK fonts, for most reports) costs nothing.
 */
export interface FontFace {
  readonly name: string;
  data(): Buffer;
  /** Whether the face has a glyph for this code point (its cmap, memoised). */
  covers(codePoint: number): boolean;
  /** Ascent in units of the font size (0.93 for DejaVu Sans): where the baseline sits under a line's top. */
  ascent(): number;
}

/** A face whose file `resolveFile` names; nothing is read until the face is first needed. */
export function defineFontFace(name: string, resolveFile: () => string): FontFace {
  let data: Buffer | undefined;
  let font: fontkit.Font | undefined;
  const coverage = new Map<number, boolean>();
  const load = () => {
    data ??= readFileSync(resolveFile());
    if (!font) {
      const parsed = fontkit.create(data);
      if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${name}: a font collection, not one font`);
      font = parsed;
    }
    return font;
  };
  return {
    name,
    data() {
      load();
      return data!;
    },
    covers(codePoint) {
      let has = coverage.get(codePoint);
      if (has === undefined) {
        has = load().hasGlyphForCodePoint(codePoint);
        coverage.set(codePoint, has);
      }
      return has;
    },
    ascent() {
      const f = load();
      return f.ascent / f.unitsPerEm;
    },
  };
}

const require = createRequire(import.meta.url);
const npmFile = (specifier: string) => () => require.resolve(specifier);

/**
 * Fallbacks for what DejaVu lacks, all SIL Open Font Licence 1.1 (embedding allowed), one TTF
 * file each from npm (@expo-google-fonts/*, Google Fonts' builds): Noto Sans SC has Chinese
 * (simplified and traditional) and Japanese kana and kanji; Noto Sans KR adds Hangul; Noto
 * Emoji is monochrome emoji. Japanese kanji print in their Chinese forms (Han unification): a
 * fallback's honest limit.
 */
export const NOTO_FALLBACKS = {
  cjk: defineFontFace("noto-sans-sc", npmFile("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf")),
  cjkBold: defineFontFace("noto-sans-sc-bold", npmFile("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf")),
  korean: defineFontFace("noto-sans-kr", npmFile("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf")),
  koreanBold: defineFontFace("noto-sans-kr-bold", npmFile("@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf")),
  emoji: defineFontFace("noto-emoji", npmFile("@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf")),
} as const;

/** The fallbacks after a regular (or italic) face, in the order they are tried. */
export const REGULAR_FALLBACKS: FontFace[] = [NOTO_FALLBACKS.cjk, NOTO_FALLBACKS.korean, NOTO_FALLBACKS.emoji];
/** The fallbacks after a bold face. */
export const BOLD_FALLBACKS: FontFace[] = [NOTO_FALLBACKS.cjkBold, NOTO_FALLBACKS.koreanBold, NOTO_FALLBACKS.emoji];
