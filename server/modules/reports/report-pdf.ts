import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { formatUsd, type Report } from "../../../contracts/reports";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import type { CompletedReport } from "./report.service";

const PAGE_MARGIN = 56;
const INK = "#1f1a17";
const MUTED = "#6b625a";
const ACCENT = "#8b5a2b";
const RULE = "#d9cfc4";
// Embedded photos are downsized: the PDF stays small and quick to build, and print needs no more.
const PDF_IMAGE_SIDE = 1400;

/** Builds the report PDF on the server (issue 5): cover with the primary photo, every section, factors, ID, page numbers. */
export async function renderReportPdf({ report, source, storage, appName }: { report: Report; source: CompletedReport; storage: StorageProvider; appName: string }): Promise<Buffer> {
  const photos = await loadPhotos(source, storage);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + 18, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: `Appraisal report: ${pdfText(report.title)}`, Author: pdfText(appName), Subject: `Valuation ${report.valuationId}`, Creator: pdfText(appName) },
  });
  const done = buffer(doc);

  drawCover(doc, report, photos[0], appName);
  doc.addPage();
  section(doc, "Summary", report.summary);
  if (report.style) {
    heading(doc, "Style analysis");
    paragraph(doc, `${report.style.style} (${report.style.era}), ${Math.round(report.style.probability * 100)}% confidence.`);
    bullets(doc, report.style.characteristics);
  }
  section(doc, "Historical context", report.historicalContext);
  section(doc, "Market analysis", report.marketAnalysis);
  drawFactors(doc, report);
  section(doc, "Authentication indicators", report.authenticationIndicators);
  heading(doc, "Recommendations");
  bullets(doc, report.recommendations);
  if (report.provenance) section(doc, "Provenance", report.provenance);
  if (photos.length > 1) drawPhotoGrid(doc, photos.slice(1));
  heading(doc, "Disclaimer");
  paragraph(doc, report.disclaimer, { color: MUTED, size: 9.5 });

  drawFooters(doc, report);
  doc.end();
  return done;
}

async function loadPhotos(source: CompletedReport, storage: StorageProvider): Promise<Buffer[]> {
  const images = source.files.filter((f) => f.kind === "image").sort((a, b) => a.position - b.position);
  return Promise.all(
    images.map(async (file) => {
      // The display rendition is already a downsized JPEG, which the PDF embeds as it is.
      const key = file.displayKey ?? file.storageKey;
      const stored = await storage.get(key);
      if (!stored) throw new Error(`stored image missing: ${key}`);
      const bytes = await buffer(stored.stream);
      if (file.displayKey) return bytes;
      return sharp(bytes).resize(PDF_IMAGE_SIDE, PDF_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    }),
  );
}

function drawCover(doc: PDFKit.PDFDocument, report: Report, photo: Buffer | undefined, appName: string) {
  const width = doc.page.width - PAGE_MARGIN * 2;
  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc.fillColor(ACCENT).font("Helvetica-Bold").fontSize(10).text(pdfText(appName).toUpperCase(), PAGE_MARGIN, PAGE_MARGIN, { characterSpacing: 1.2 });
  doc.fillColor(MUTED).font("Helvetica").fontSize(10).text("Art Appraisal Report", { characterSpacing: 0.5 });
  doc.moveDown(1.2);
  doc.fillColor(INK).font("Times-Bold").fontSize(28).text(pdfText(report.title), { width });
  doc.font("Times-Italic").fontSize(14).fillColor(MUTED).text(pdfText(report.artistName ? `by ${report.artistName}` : "Artist not named"));
  doc.moveDown(1);

  if (photo) {
    const boxHeight = 300;
    const top = doc.y;
    doc.image(photo, PAGE_MARGIN, top, { fit: [width, boxHeight], align: "center", valign: "center" });
    doc.y = top + boxHeight + 16;
  }

  const boxTop = doc.y;
  doc.roundedRect(PAGE_MARGIN, boxTop, width, 62, 6).fill("#f6efe6");
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text("ESTIMATED VALUE (USD)", PAGE_MARGIN + 16, boxTop + 12, { characterSpacing: 1 });
  doc.fillColor(INK).font("Times-Bold").fontSize(22).text(`${formatUsd(report.estimatedValueRange.low)} – ${formatUsd(report.estimatedValueRange.high)}`, PAGE_MARGIN + 16, boxTop + 26);
  doc.y = boxTop + 76;

  const rows: [string, string][] = [
    ["Medium", report.mediumLabel],
    ["Year created", report.yearCreated ?? "Not given"],
    ["Dimensions", report.dimensions ?? "Not given"],
    ["Completed", new Date(report.completedAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })],
    ["Valuation ID", report.valuationId],
    ["Verify at", report.verificationUrl],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font("Helvetica").fontSize(9.5).text(label, PAGE_MARGIN, y, { width: 110 });
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(9.5).text(pdfText(value), PAGE_MARGIN + 115, y, { width: width - 115 });
    doc.moveDown(0.35);
  }
}

/** A section heading; `keepWith` is the height that must fit under it, so it never ends a page alone. */
function heading(doc: PDFKit.PDFDocument, text: string, keepWith = 90) {
  if (doc.y + 40 + keepWith > doc.page.height - PAGE_MARGIN - 18) doc.addPage();
  doc.moveDown(0.8);
  doc.fillColor(ACCENT).font("Times-Bold").fontSize(15).text(text, PAGE_MARGIN);
  const y = doc.y + 2;
  doc.moveTo(PAGE_MARGIN, y).lineTo(doc.page.width - PAGE_MARGIN, y).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.moveDown(0.5);
}

function paragraph(doc: PDFKit.PDFDocument, text: string, { color = INK, size = 10.5 }: { color?: string; size?: number } = {}) {
  doc.fillColor(color).font("Helvetica").fontSize(size).text(pdfText(text), PAGE_MARGIN, doc.y, { width: doc.page.width - PAGE_MARGIN * 2, align: "left", lineGap: 2.5 });
}

function section(doc: PDFKit.PDFDocument, title: string, text: string) {
  heading(doc, title);
  paragraph(doc, text);
}

function bullets(doc: PDFKit.PDFDocument, items: string[]) {
  for (const item of items) {
    doc.fillColor(INK).font("Helvetica").fontSize(10.5).text(`•  ${pdfText(item)}`, PAGE_MARGIN + 8, doc.y, { width: doc.page.width - PAGE_MARGIN * 2 - 8, lineGap: 2.5, indent: 0 });
    doc.moveDown(0.25);
  }
}

function drawFactors(doc: PDFKit.PDFDocument, report: Report) {
  heading(doc, "How the range was reached");
  const width = doc.page.width - PAGE_MARGIN * 2;
  const columns = [{ label: "Factor", w: 100 }, { label: "Value", w: 120 }, { label: "Effect", w: 50 }, { label: "Why", w: width - 270 }];
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - PAGE_MARGIN - 60) doc.addPage();
    const top = doc.y;
    let x = PAGE_MARGIN;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.fillColor(bold ? MUTED : INK).font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).text(pdfText(cell), x, top, { width: columns[i]!.w - 8 });
      bottom = Math.max(bottom, doc.y);
      x += columns[i]!.w;
    });
    doc.y = bottom + 4;
    doc.moveTo(PAGE_MARGIN, doc.y - 2).lineTo(PAGE_MARGIN + width, doc.y - 2).lineWidth(0.4).strokeColor(RULE).stroke();
  };
  row(columns.map((c) => c.label), true);
  for (const factor of report.factors) row([factor.name, factor.value, factor.effect === 1 ? "-" : `x${factor.effect}`, factor.explanation], false);
  doc.x = PAGE_MARGIN;
}

function drawPhotoGrid(doc: PDFKit.PDFDocument, photos: Buffer[]) {
  const gap = 12;
  const cell = (doc.page.width - PAGE_MARGIN * 2 - gap) / 2;
  heading(doc, "Photographs", cell * 0.75);
  photos.forEach((photo, i) => {
    if (i % 2 === 0 && doc.y + cell > doc.page.height - PAGE_MARGIN - 20) doc.addPage();
    const x = PAGE_MARGIN + (i % 2) * (cell + gap);
    const y = doc.y;
    doc.image(photo, x, y, { fit: [cell, cell * 0.75], align: "center", valign: "center" });
    if (i % 2 === 1 || i === photos.length - 1) doc.y = y + cell * 0.75 + gap;
    else doc.y = y;
  });
  doc.x = PAGE_MARGIN;
}

function drawFooters(doc: PDFKit.PDFDocument, report: Report) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE_MARGIN + 10;
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).font("Helvetica").fontSize(8);
    doc.text(pdfText(`Valuation ID ${report.valuationId}  ·  Verify at ${report.verificationUrl}`), PAGE_MARGIN, y, { width: 400, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, doc.page.width - PAGE_MARGIN - 100, y, { width: 100, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

// The PDF's standard fonts speak Windows-1252; anything outside it is spelled out or dropped.
const REPLACEMENTS: Record<string, string> = { "≈": "~", "×": "x", "→": "->", "≤": "<=", "≥": ">=", "−": "-", "\u00a0": " " };
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function pdfText(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => REPLACEMENTS[char] ?? (char.charCodeAt(0) <= 0xff || CP1252_EXTRA.has(char) ? char : "?"))
    .join("");
}
