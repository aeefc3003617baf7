import type { FontFace } from "./font-face";

/** A stretch of text drawn with one face. */
export interface FontRun {
  face: FontFace;
  text: string;
}

const inRange = (codePoint: number, ranges: [number, number][]) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high);
// Joiners, variation selectors and emoji tags (as ranges: a regex class of joiners is a lint error).
const JOINERS: [number, number][] = [
  [0x200c, 0x200d],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
];
/** Marks, joiners, variation selectors and emoji tags belong to the character before them. */
const attaches = (char: string, codePoint: number) => /^\p{M}$/u.test(char) || inRange(codePoint, JOINERS);
/** Invisible by themselves: left out when the run's face has no glyph for them (it would print a box). */
const isInvisible = (codePoint: number) => inRange(codePoint, [[0x200b, 0x200f], [0x2060, 0x2060], ...JOINERS]);
const SPACE = /^\s$/u;
/** Text every face of ours draws (printable ASCII): no need to look at each character. */
const PLAIN = /^[\x20-\x7e\n]*$/;

/**
 * Splits `text` into runs by the first face in `chain` that has each character's glyph: the
 * chain's first face (the document's own) wherever it can, then each fallback in order. A
 * character no face has stays with the first face (its box is the honest answer).
 */
export function splitRuns(text: string, chain: readonly FontFace[]): FontRun[] {
  const primary = chain[0]!;
  if (PLAIN.test(text)) return text ? [{ face: primary, text }] : [];
  const runs: FontRun[] = [];
  const chars = [...text];
  const faceFor = (char: string) => chain.find((f) => f.covers(char.codePointAt(0)!)) ?? primary;
  let current: FontRun | undefined;
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0)!;
    let face: FontFace;
    if (current && attaches(char, codePoint) && current.face.covers(codePoint)) face = current.face;
    else if (isInvisible(codePoint)) return;
    else if (
      current &&
      current.face !== primary &&
      SPACE.test(char) &&
      current.face.covers(codePoint) &&
      nextFace(index) === current.face
    ) {
      // A space between two words of one fallback face stays in its run (a right-to-left phrase is shaped whole);
      // other spaces take the document's face (an emoji font's space is a full em wide).
      face = current.face;
    } else face = faceFor(char);
    if (current?.face === face) current.text += char;
    else runs.push((current = { face, text: char }));
  });
  function nextFace(index: number) {
    const next = chars.slice(index + 1).find((char) => !SPACE.test(char));
    return next === undefined ? undefined : faceFor(next);
  }
  return runs;
}

/** Whether every character of `text` is drawn with the chain's first face (the common case, laid out by PDFKit itself). */
export function isSingleFace(text: string, chain: readonly FontFace[]): boolean {
  const runs = splitRuns(text, chain);
  return runs.length === 0 || (runs.length === 1 && runs[0]!.face === chain[0]);
}

// Ideographs, kana, Hangul and emoji: a line may break before or after any of them.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\u3000-\u303f\uff00-\uffef]/u;
// Closing punctuation and small kana never begin a line; opening brackets never end one (kinsoku).
const NO_START = /^[、。，．・：；？！）」』】〉》〕｝ー…‥々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ!),.:;?\]}%]/u;
const NO_END = /[（「『【〈《〔｛([{]$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The pieces a line may break between: words with their trailing spaces (as PDFKit breaks
 * Latin text), and each ideograph, kana, Hangul syllable or emoji on its own.
 */
export function breakUnits(paragraph: string): string[] {
  const units: string[] = [];
  let current = "";
  let previous = "";
  for (const { segment } of graphemes.segment(paragraph)) {
    const isSpace = /^\s+$/u.test(segment);
    const canBreak =
      current !== "" &&
      !isSpace &&
      (/\s$/u.test(current) || ((WIDE.test(segment) || WIDE.test(previous)) && !NO_START.test(segment) && !NO_END.test(previous)));
    if (canBreak) {
      units.push(current);
      current = "";
    }
    current += segment;
    previous = segment;
  }
  if (current) units.push(current);
  return units;
}

/** The graphemes of a unit too wide for a whole line, to break it anywhere. */
export function splitGraphemes(text: string): string[] {
  return [...graphemes.segment(text)].map((g) => g.segment);
}
