import { describeArtistLine, describeRanges, formatUsd, type Report } from "../../../../contracts/reports";
import { drawText, heightOfText } from "../../../lib/pdf/fallback-text";
import { ACCENT, contentWidth, INK, MUTED, PAGE_MARGIN, TINT, type Layout } from "./pdf-layout";

const formatRange = (low: number, high: number) => `${formatUsd(low)} – ${formatUsd(high)}`;
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The first page: the title, the primary photo, the range (and the range if authenticated), the details and the valuation ID. */
export function drawCover({ doc }: Layout, report: Report, photo: Buffer | undefined, appName: string, boxHeight: number) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  drawText(doc, appName.toUpperCase(), PAGE_MARGIN, PAGE_MARGIN, { font: "bold", size: 9.5, color: ACCENT, characterSpacing: 1.2, width });
  drawText(doc, "Art Appraisal Report", undefined, undefined, { font: "body", size: 9.5, color: MUTED, characterSpacing: 0.5 });
  doc.moveDown(1);
  drawText(doc, report.title.normalize("NFC"), undefined, undefined, { font: "heading", size: 24, color: INK, width });
  drawText(doc, describeArtistLine(report)?.normalize("NFC") ?? "Artist not named", undefined, undefined, {
    font: "italic",
    size: 13,
    color: MUTED,
    width,
  });
  doc.moveDown(0.8);

  if (photo) {
    const top = doc.y;
    doc.image(photo, PAGE_MARGIN, top, { fit: [width, boxHeight], align: "center", valign: "center" });
    doc.y = top + boxHeight + 14;
  }

  // The value box: the likely range as the headline, then decision 39's two ranges with the
  // coverage each was measured at, then the value if authenticated; its height follows the text.
  const inner = width - 32;
  const small = { font: "body" as const, size: 8.5, color: MUTED, width: inner, lineGap: 1 };
  const lines = describeRanges(report).map((line) => `${line.label} ${line.range}: ${line.explanation}`);
  const claim = report.ifAuthenticated;
  const claimText = claim ? `If authenticated as by ${claim.artist}: ${formatRange(claim.low, claim.high)}` : null;
  const texts = claimText ? [...lines, claimText] : lines;
  const textHeight = texts.reduce((sum, text) => sum + heightOfText(doc, text, small) + 3, 0);
  const boxTop = doc.y;
  const valueBoxHeight = 52 + textHeight + 8;
  doc.roundedRect(PAGE_MARGIN, boxTop, width, valueBoxHeight, 6).fill(TINT);
  drawText(doc, "ESTIMATED VALUE (USD)", PAGE_MARGIN + 16, boxTop + 11, { font: "body", size: 8.5, color: MUTED, characterSpacing: 1 });
  const range = formatRange(report.estimatedValueRange.low, report.estimatedValueRange.high);
  drawText(doc, range, PAGE_MARGIN + 16, boxTop + 24, { font: "heading", size: 20, color: INK });
  let y = boxTop + 52;
  for (const text of texts) {
    drawText(doc, text, PAGE_MARGIN + 16, y, small);
    y += heightOfText(doc, text, small) + 3;
  }
  doc.y = boxTop + valueBoxHeight + 12;

  const rows: [string, string][] = [
    ["Medium", report.mediumLabel],
    ["Year created", report.yearCreated ?? "Not given"],
    ["Dimensions", report.dimensions ?? "Not given"],
    ["Completed", formatDate(report.completedAt)],
    ["Valuation ID", report.valuationId],
    ["Verify at", report.verificationUrl],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    drawText(doc, label, PAGE_MARGIN, y, { font: "body", size: 9, color: MUTED, width: 110 });
    drawText(doc, value.normalize("NFC"), PAGE_MARGIN + 115, y, { font: "bold", size: 9, color: INK, width: width - 115 });
    doc.moveDown(0.3);
  }
}
