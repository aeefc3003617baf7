import type { FontFace } from "./font-face";
import { breakUnits, isSingleFace, splitGraphemes, splitRuns, type FontRun } from "./font-runs";

/**
 * Text in any script for a PDFKit document. Each font role ("body", "heading", ...) has a chain
 * of faces: the document's own first, then fallbacks (CJK, emoji). Text its own face can draw
 * goes to PDFKit's `text()` unchanged, so a Latin report is laid out exactly as before; text
 * that needs a fallback is split into runs by face and laid out here, line by line, with the
 * widths each face measures, on one baseline and the line height of the role's own face.
 * Fallback faces are registered in a document only when a text first needs them, so a PDF
 * embeds (a subset of) a CJK font only when it prints CJK.
 */
export type FontChains = Record<string, readonly FontFace[]>;

interface FallbackState {
  chains: FontChains;
  /** Face name -> the name the face is registered by in this document. */
  registered: Map<string, string>;
}
const states = new WeakMap<PDFKit.PDFDocument, FallbackState>();

/** Gives `doc` its font roles; each role's own face is registered under the role's name. */
export function useFontFallback(doc: PDFKit.PDFDocument, chains: FontChains): void {
  const registered = new Map<string, string>();
  for (const [role, chain] of Object.entries(chains)) {
    doc.registerFont(role, chain[0]!.data());
    if (!registered.has(chain[0]!.name)) registered.set(chain[0]!.name, role);
  }
  states.set(doc, { chains, registered });
}

export interface TextStyle {
  /** A role given to useFontFallback. */
  font: string;
  size: number;
  color?: string;
  width?: number;
  lineGap?: number;
  align?: "left" | "right" | "center";
  characterSpacing?: number;
  /** false: one line, never wrapped (PDFKit's option of that name). */
  lineBreak?: boolean;
}

function chainOf(doc: PDFKit.PDFDocument, role: string) {
  const state = states.get(doc);
  const chain = state?.chains[role];
  if (!state || !chain) throw new Error(`font role "${role}" not set up with useFontFallback`);
  return { state, chain };
}

/** Selects a run's face in `doc`, registering a fallback the first time one is needed. */
function selectFace(doc: PDFKit.PDFDocument, state: FallbackState, role: string, face: FontFace, size: number) {
  let name = face === state.chains[role]![0] ? role : state.registered.get(face.name);
  if (!name) {
    doc.registerFont(face.name, face.data());
    state.registered.set(face.name, (name = face.name));
  }
  doc.font(name).fontSize(size);
}

/** Draws `text` at (x, y) like PDFKit's `doc.text()`, leaving doc.x and doc.y where PDFKit would. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number | undefined, y: number | undefined, style: TextStyle): void {
  const { state, chain } = chainOf(doc, style.font);
  if (style.color) doc.fillColor(style.color);
  const { font, size, color: _color, ...options } = style;
  if (isSingleFace(text, chain)) {
    // PDFKit reads (text, undefined, undefined, options) as (text, options={}): give it the position.
    doc
      .font(font)
      .fontSize(size)
      .text(text, x ?? doc.x, y ?? doc.y, options);
    return;
  }
  const left = x ?? doc.x;
  let top = y ?? doc.y;
  const width = style.width ?? doc.page.width - left - doc.page.margins.right;
  const lines = layoutLines(doc, state, text, { ...style, width });
  const { lineHeight, gap } = lineMetrics(doc, style);
  const baseline = chain[0]!.ascent() * size;
  for (const line of lines) {
    if (style.lineBreak !== false && top + lineHeight > doc.page.maxY()) {
      doc.continueOnNewPage();
      top = doc.y;
      if (style.color) doc.fillColor(style.color);
    }
    const lineWidth = line.reduce((sum, piece) => sum + piece.width, 0);
    let cursor = left + (style.align === "right" ? width - lineWidth : style.align === "center" ? (width - lineWidth) / 2 : 0);
    for (const piece of line) {
      selectFace(doc, state, font, piece.face, size);
      doc.text(piece.text, cursor, top + baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: style.characterSpacing });
      cursor += piece.width;
    }
    top += lineHeight + gap;
  }
  doc.x = left;
  doc.y = top;
}

/** The height drawText would take, like PDFKit's `heightOfString()`. */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  const { state, chain } = chainOf(doc, style.font);
  const { font, size, color: _color, ...options } = style;
  if (isSingleFace(text, chain)) return doc.font(font).fontSize(size).heightOfString(text, options);
  const width = style.width ?? doc.page.width - doc.x - doc.page.margins.right;
  const lines = layoutLines(doc, state, text, { ...style, width });
  const { lineHeight, gap } = lineMetrics(doc, style);
  return lines.length * (lineHeight + gap);
}

function lineMetrics(doc: PDFKit.PDFDocument, style: TextStyle) {
  return { lineHeight: doc.font(style.font).fontSize(style.size).currentLineHeight(true), gap: style.lineGap ?? 0 };
}

interface Piece extends FontRun {
  width: number;
}

/** Breaks `text` into lines of runs no wider than `style.width`: at newlines, then greedily at break units. */
function layoutLines(doc: PDFKit.PDFDocument, state: FallbackState, text: string, style: TextStyle & { width: number }): Piece[][] {
  const chain = state.chains[style.font]!;
  const piece = (face: FontFace, text: string): Piece => {
    selectFace(doc, state, style.font, face, style.size);
    return { face, text, width: doc.widthOfString(text) + (style.characterSpacing ?? 0) * [...text].length };
  };
  const measure = (unit: string): Piece[] => splitRuns(unit, chain).map((run) => piece(run.face, run.text));
  const widthOf = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);
  const lines: Piece[][] = [];
  for (const paragraph of text.split("\n")) {
    if (style.lineBreak === false) {
      lines.push(measure(paragraph));
      continue;
    }
    let line: Piece[] = [];
    let used = 0;
    const endLine = () => {
      lines.push(trimEnd(line, piece));
      line = [];
      used = 0;
    };
    const queue = breakUnits(paragraph);
    while (queue.length) {
      const unit = queue.shift()!;
      const pieces = measure(unit);
      // A trailing space may hang past the right edge, as in PDFKit.
      const visible = widthOf(measure(unit.trimEnd()));
      if (used + visible <= style.width) {
        line.push(...pieces);
        used += widthOf(pieces);
      } else if (used > 0) {
        endLine();
        queue.unshift(unit);
      } else {
        // Wider than a whole line (a long file name): break it between characters.
        const chars = splitGraphemes(unit);
        let fits = 1;
        while (fits < chars.length && widthOf(measure(chars.slice(0, fits + 1).join(""))) <= style.width) fits++;
        line.push(...measure(chars.slice(0, fits).join("")));
        endLine();
        if (fits < chars.length) queue.unshift(chars.slice(fits).join(""));
      }
    }
    if (line.length || paragraph === "") endLine();
  }
  return lines.map((pieces) => mergeRuns(pieces));
}

/** The line without its trailing spaces, so a right-aligned line ends at the edge. */
function trimEnd(line: Piece[], piece: (face: FontFace, text: string) => Piece): Piece[] {
  const last = line.at(-1);
  if (!last || !/\s$/u.test(last.text)) return line;
  const trimmed = last.text.trimEnd();
  return [...line.slice(0, -1), ...(trimmed ? [piece(last.face, trimmed)] : [])];
}

function mergeRuns(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.face === piece.face)
      merged[merged.length - 1] = { ...last, text: last.text + piece.text, width: last.width + piece.width };
    else merged.push(piece);
  }
  return merged;
}
