import { drawText, heightOfText } from "../../../lib/pdf/fallback-text";

/**
 * Drawing primitives of the report PDF: page breaks that never strand a heading, tables, prose.
 * All text goes through drawText/heightOfText, so a character DejaVu lacks (CJK, emoji) is
 * drawn with a fallback font instead of an empty box.
 */

export const PAGE_MARGIN = 56;
export const FOOTER_SPACE = 18;
export const INK = "#1f1a17";
export const MUTED = "#6b625a";
export const ACCENT = "#8b5a2b";
export const RULE = "#d9cfc4";
export const TINT = "#f6efe6";

/** Where the text area of a page ends. */
export const pageBottom = (doc: PDFKit.PDFDocument) => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;
export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - PAGE_MARGIN * 2;

/**
 * How full each page was when the next one began (0-1 of the text area). Pages PDFKit adds by
 * itself (text running over the bottom) are full by definition; our own breaks are measured,
 * so a test can hold the layout to "no page that is mostly empty".
 */
export class PageFill {
  readonly pages: number[] = [];
  /** How many headings have been drawn: heading() numbers them 0, 1, 2... */
  headings = 0;
  /**
   * @param breakBeforeHeading the heading (by number) that starts a new page whatever the room
   * left: a second layout uses it to carry the last block over to the disclaimer's page.
   */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly breakBeforeHeading?: number,
  ) {
    doc.on("pageAdded", () => this.pages.push(this.pendingFill ?? 1));
  }
  private pendingFill: number | undefined;

  /** Starts a new page when `height` does not fit under the current position. */
  ensureSpace(height: number): boolean {
    const doc = this.doc;
    if (doc.y + height <= pageBottom(doc)) return false;
    this.newPage();
    return true;
  }

  /** Starts a new page, noting how full the one it leaves was. */
  newPage() {
    const doc = this.doc;
    this.pendingFill = (doc.y - PAGE_MARGIN) / (pageBottom(doc) - PAGE_MARGIN);
    doc.addPage();
    this.pendingFill = undefined;
  }

  /** The fill of every page, the last one included. */
  finish(): number[] {
    const doc = this.doc;
    return [...this.pages, (doc.y - PAGE_MARGIN) / (pageBottom(doc) - PAGE_MARGIN)];
  }
}

export interface Layout {
  doc: PDFKit.PDFDocument;
  fill: PageFill;
}

/**
 * A section heading; `keepWith` is the height that must fit under it, so it never ends a page
 * alone. Answers its number and whether it had to start a new page.
 */
export function heading({ doc, fill }: Layout, text: string, keepWith = 60): { index: number; startedPage: boolean } {
  const index = fill.headings++;
  let startedPage = true;
  if (index === fill.breakBeforeHeading) fill.newPage();
  else startedPage = fill.ensureSpace(44 + keepWith);
  doc.moveDown(0.8);
  drawText(doc, text, PAGE_MARGIN, doc.y, { font: "heading", size: 14, color: ACCENT, width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
  return { index, startedPage };
}

export function paragraph(
  { doc }: Layout,
  text: string,
  { color = INK, size = 10, font = "body" }: { color?: string; size?: number; font?: string } = {},
) {
  // Blank lines separate paragraphs in the stored text; PDFKit would print them as empty lines of full height.
  const parts = text
    .normalize("NFC")
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  parts.forEach((part, index) => {
    if (index > 0) doc.moveDown(0.4);
    drawText(doc, part, PAGE_MARGIN, doc.y, { font, size, color, width: contentWidth(doc), lineGap: 2.2 });
  });
}

/** A heading with prose under it; the heading keeps at least three lines of its text. */
export function section(layout: Layout, title: string, text: string) {
  const { doc } = layout;
  const firstLines = Math.min(
    heightOfText(doc, text.normalize("NFC"), { font: "body", size: 10, width: contentWidth(doc), lineGap: 2.2 }),
    48,
  );
  heading(layout, title, firstLines);
  paragraph(layout, text);
}

export function bullets({ doc, fill }: Layout, items: string[], { numbered = false } = {}) {
  const width = contentWidth(doc) - 16;
  items.forEach((item, index) => {
    const text = item.normalize("NFC");
    const height = heightOfText(doc, text, { font: "body", size: 10, width, lineGap: 2.2 });
    fill.ensureSpace(Math.min(height, 40));
    const top = doc.y;
    drawText(doc, numbered ? `${index + 1}.` : "•", PAGE_MARGIN, top, { font: "body", size: 10, color: MUTED, width: 14 });
    drawText(doc, text, PAGE_MARGIN + 16, top, { font: "body", size: 10, color: INK, width, lineGap: 2.2 });
    doc.moveDown(0.3);
  });
}

export interface Column {
  label: string;
  /** Share of the content width. */
  share: number;
  align?: "left" | "right";
}

/**
 * A table whose header row is drawn again at the top of every page it continues on, so a
 * reader of page 3 still knows which column is the effect. A row never splits across pages.
 */
export function table({ doc, fill }: Layout, columns: Column[], rows: string[][], { size = 8.8 } = {}) {
  const total = contentWidth(doc);
  const widths = columns.map((c) => c.share * total);
  const pad = 4;
  const measure = (cells: string[], font: string) =>
    Math.max(...cells.map((cell, i) => heightOfText(doc, cell.normalize("NFC") || " ", { font, size, width: widths[i]! - pad * 2 }))) +
    pad * 2;

  const drawRow = (cells: string[], isHeader: boolean) => {
    const font = isHeader ? "bold" : "body";
    const height = measure(cells, font);
    const top = doc.y;
    if (isHeader) doc.rect(PAGE_MARGIN, top, total, height).fill(TINT);
    let x = PAGE_MARGIN;
    cells.forEach((cell, i) => {
      drawText(doc, cell.normalize("NFC"), x + pad, top + pad, {
        font,
        size,
        color: isHeader ? MUTED : INK,
        width: widths[i]! - pad * 2,
        align: columns[i]!.align ?? "left",
      });
      x += widths[i]!;
    });
    doc.y = top + height;
    doc
      .moveTo(PAGE_MARGIN, doc.y)
      .lineTo(PAGE_MARGIN + total, doc.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };

  const header = columns.map((c) => c.label);
  const headerHeight = measure(header, "bold");
  // The header never sits alone at the foot of a page: it needs its first row under it.
  fill.ensureSpace(headerHeight + (rows[0] ? measure(rows[0], "body") : 0));
  drawRow(header, true);
  for (const row of rows) {
    if (fill.ensureSpace(measure(row, "body"))) drawRow(header, true);
    drawRow(row, false);
  }
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}
