import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import { formatUsd, type Report } from "../../../../contracts/reports";
import {
  bullets,
  contentWidth,
  heading,
  MUTED,
  ACCENT,
  PAGE_MARGIN,
  FOOTER_SPACE,
  PageFill,
  paragraph,
  section,
  type Layout,
} from "./pdf-layout";
import { drawComparables, drawFactors } from "./report-tables";
import { drawCover } from "./report-cover";
import { registerReportFonts } from "./report-fonts";
import { drawText, heightOfText } from "../../../lib/pdf/fallback-text";

export interface RenderedPdf {
  pdf: Buffer;
  /** How full each page is (0-1), for the layout tests. */
  pageFill: number[];
}

const formatRange = (low: number, high: number) => `${formatUsd(low)} – ${formatUsd(high)}`;

/** A last page less full than this is a layout failure ("no page that is mostly empty"). */
export const MIN_LAST_PAGE_FILL = 0.25;

interface Density {
  coverPhotoHeight: number;
  photosPerRow: number;
}
const REGULAR: Density = { coverPhotoHeight: 270, photosPerRow: 3 };
const COMPACT: Density = { coverPhotoHeight: 190, photosPerRow: 4 };

/**
 * Lays out the report (issue 11): cover with the primary photo and the range, then every
 * section the report has, the comparables, the factors, the photos, the ID on every page.
 * Photos arrive as JPEG bytes in their order; the first is the cover photo. When the regular
 * layout would end on a nearly empty page, a tighter one (smaller cover photo, four photos a
 * row) is tried and the better of the two kept.
 */
export async function renderReportPdf({
  report,
  photos,
  appName,
}: {
  report: Report;
  photos: Buffer[];
  appName: string;
}): Promise<RenderedPdf> {
  const regular = await layoutKeepingDisclaimer({ report, photos, appName, density: REGULAR });
  if (regular.pageFill.length === 1 || regular.pageFill.at(-1)! >= MIN_LAST_PAGE_FILL) return regular;
  const compact = await layoutKeepingDisclaimer({ report, photos, appName, density: COMPACT });
  const better = compact.pageFill.length < regular.pageFill.length || compact.pageFill.at(-1)! > regular.pageFill.at(-1)!;
  return better ? compact : regular;
}

/** A page before the disclaimer's may give up its last block to it only while it stays this full. */
const MIN_FILL_AFTER_CARRYING = 0.6;

type LayoutInput = { report: Report; photos: Buffer[]; appName: string; density?: Density; breakBeforeHeading?: number };
export type LaidOut = RenderedPdf & {
  /** Set when the disclaimer began a page of its own: the number of the heading before it. */
  lonelyDisclaimerAfter?: number;
};

/**
 * The disclaimer never ends the report on a page of its own (issue 32): when it would, the
 * layout is made again with the block before it (its heading onward) carried over to that last
 * page, as long as the page it leaves stays full enough and no page is added.
 */
export async function layoutKeepingDisclaimer(input: LayoutInput): Promise<RenderedPdf> {
  const first = await layoutReport(input);
  if (first.lonelyDisclaimerAfter === undefined || first.lonelyDisclaimerAfter < 0) return first;
  const carried = await layoutReport({ ...input, breakBeforeHeading: first.lonelyDisclaimerAfter });
  const fits =
    carried.lonelyDisclaimerAfter === undefined &&
    carried.pageFill.length <= first.pageFill.length &&
    carried.pageFill.slice(0, -1).every((fill) => fill >= MIN_FILL_AFTER_CARRYING);
  return fits ? carried : first;
}

/** One layout as it falls, the disclaimer possibly alone (exported for the layout tests). */
export async function layoutReport({ report, photos, appName, density = REGULAR, breakBeforeHeading }: LayoutInput): Promise<LaidOut> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_SPACE, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    // PDFKit writes non-ASCII metadata as UTF-16, so a Greek title reads right in the viewer's title bar.
    info: {
      Title: `Appraisal report: ${report.title.normalize("NFC")}`,
      Author: appName,
      Subject: `Valuation ${report.valuationId}`,
      Creator: appName,
    },
  });
  registerReportFonts(doc);
  const done = buffer(doc);
  const layout: Layout = { doc, fill: new PageFill(doc, breakBeforeHeading) };

  drawCover(layout, report, photos[0], appName, density.coverPhotoHeight);
  section(layout, "Summary", report.summary);
  if (report.narrowing.length) {
    heading(layout, "What would narrow these ranges");
    bullets(layout, report.narrowing);
  }
  if (report.photoObservations) section(layout, "What the photographs show", report.photoObservations);
  if (report.style) {
    heading(layout, "Style and period");
    paragraph(
      layout,
      `${report.style.style}${report.style.era && report.style.era !== report.style.style ? ` (${report.style.era})` : ""}, ${Math.round(report.style.probability * 100)}% confidence.`,
    );
    if (report.style.characteristics.length) bullets(layout, report.style.characteristics);
  }
  section(layout, "Historical context", report.historicalContext);
  drawOwnerNotes(layout, report);
  section(layout, "Market analysis", report.marketAnalysis);
  drawComparables(layout, report.comparables);
  drawFactors(layout, report.factors);
  if (report.ifAuthenticated) {
    const claim = report.ifAuthenticated;
    section(
      layout,
      "If authenticated",
      `If the work were authenticated as by ${claim.artist}, its range would be ${formatRange(claim.low, claim.high)}, from that artist's own sales record.\n\n${claim.howToEstablish}`,
    );
  }
  section(layout, "Authentication indicators", report.authenticationIndicators);
  heading(layout, "Recommendations");
  bullets(layout, report.recommendations, { numbered: true });
  if (report.provenance) section(layout, "Provenance", report.provenance);
  if (report.method) section(layout, "Method and accuracy", report.method);
  if (report.documents.length) {
    heading(layout, "Supporting documents", 30);
    bullets(layout, report.documents);
  }
  if (photos.length > 1) drawPhotoGrid(layout, photos.slice(1), density.photosPerRow);
  const disclaimer = heading(
    layout,
    "Disclaimer",
    heightOfText(doc, report.disclaimer, { font: "body", size: 9, width: contentWidth(doc), lineGap: 2.2 }),
  );
  paragraph(layout, report.disclaimer, { color: MUTED, size: 9 });

  const pageFill = layout.fill.finish();
  drawFooters(doc, report);
  doc.end();
  return { pdf: await done, pageFill, lonelyDisclaimerAfter: disclaimer.startedPage ? disclaimer.index - 1 : undefined };
}

/** The owner's words as written, then how the report takes them up. */
function drawOwnerNotes(layout: Layout, report: Report) {
  if (!report.additionalNotes && !report.ownerNotes) return;
  const { doc } = layout;
  heading(layout, "The owner's notes");
  if (report.additionalNotes) {
    drawText(doc, "AS WRITTEN IN THE SUBMISSION", PAGE_MARGIN, doc.y, { font: "body", size: 8.5, color: MUTED, characterSpacing: 0.8 });
    doc.moveDown(0.2);
    const top = doc.y;
    const page = layout.fill.pages.length;
    paragraph(layout, `“${report.additionalNotes.trim()}”`, { font: "italic", size: 10 });
    // A rule beside the quotation, drawn after the text so its height is known; a quotation that ran onto the next page gets none.
    if (layout.fill.pages.length === page)
      doc
        .moveTo(PAGE_MARGIN - 8, top)
        .lineTo(PAGE_MARGIN - 8, doc.y)
        .lineWidth(1.5)
        .strokeColor(ACCENT)
        .stroke();
    doc.moveDown(0.5);
  }
  if (report.ownerNotes) paragraph(layout, report.ownerNotes);
}

function drawPhotoGrid(layout: Layout, photos: Buffer[], perRow: number) {
  const { doc, fill } = layout;
  const gap = 10;
  const cell = (contentWidth(doc) - gap * (perRow - 1)) / perRow;
  const cellHeight = cell * 0.8;
  heading(layout, "Photographs", cellHeight);
  for (let i = 0; i < photos.length; i += perRow) {
    fill.ensureSpace(cellHeight);
    const y = doc.y;
    photos.slice(i, i + perRow).forEach((photo, j) => {
      doc.image(photo, PAGE_MARGIN + j * (cell + gap), y, { fit: [cell, cellHeight], align: "center", valign: "center" });
    });
    doc.y = y + cellHeight + gap;
  }
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
    const footer = { font: "body", size: 7.5, color: MUTED, lineBreak: false } as const;
    drawText(doc, `Valuation ID ${report.valuationId}  ·  Verify at ${report.verificationUrl}`, PAGE_MARGIN, y, { ...footer, width: 400 });
    drawText(doc, `Page ${i - range.start + 1} of ${range.count}`, doc.page.width - PAGE_MARGIN - 100, y, {
      ...footer,
      width: 100,
      align: "right",
    });
    doc.page.margins.bottom = bottom;
  }
}
