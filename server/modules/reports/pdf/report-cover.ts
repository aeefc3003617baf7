import { formatUsd, type Report } from "../../../../contracts/reports";
import { ACCENT, contentWidth, INK, MUTED, PAGE_MARGIN, TINT, type Layout } from "./pdf-layout";

const formatRange = (low: number, high: number) => `${formatUsd(low)} – ${formatUsd(high)}`;
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The first page: the title, the primary photo, the range (and the range if authenticated), the details and the valuation ID. */
export function drawCover({ doc }: Layout, report: Report, photo: Buffer | undefined, appName: string, boxHeight: number) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc.fillColor(ACCENT).font("bold").fontSize(9.5).text(appName.toUpperCase(), PAGE_MARGIN, PAGE_MARGIN, { characterSpacing: 1.2, width });
  doc.fillColor(MUTED).font("body").fontSize(9.5).text("Art Appraisal Report", { characterSpacing: 0.5 });
  doc.moveDown(1);
  doc.fillColor(INK).font("heading").fontSize(24).text(report.title.normalize("NFC"), { width });
  doc
    .font("italic")
    .fontSize(13)
    .fillColor(MUTED)
    .text(report.artistName ? `by ${report.artistName.normalize("NFC")}` : "Artist not named", { width });
  doc.moveDown(0.8);

  if (photo) {
    const top = doc.y;
    doc.image(photo, PAGE_MARGIN, top, { fit: [width, boxHeight], align: "center", valign: "center" });
    doc.y = top + boxHeight + 14;
  }

  const boxTop = doc.y;
  const extra = report.ifAuthenticated ? 16 : 0;
  doc.roundedRect(PAGE_MARGIN, boxTop, width, 58 + extra, 6).fill(TINT);
  doc
    .fillColor(MUTED)
    .font("body")
    .fontSize(8.5)
    .text("ESTIMATED VALUE (USD)", PAGE_MARGIN + 16, boxTop + 11, { characterSpacing: 1 });
  doc
    .fillColor(INK)
    .font("heading")
    .fontSize(20)
    .text(formatRange(report.estimatedValueRange.low, report.estimatedValueRange.high), PAGE_MARGIN + 16, boxTop + 24);
  if (report.ifAuthenticated) {
    const claim = report.ifAuthenticated;
    doc
      .fillColor(MUTED)
      .font("body")
      .fontSize(9)
      .text(`If authenticated as by ${claim.artist}: ${formatRange(claim.low, claim.high)}`, PAGE_MARGIN + 16, boxTop + 52, {
        width: width - 32,
      });
  }
  doc.y = boxTop + 70 + extra;

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
    doc.fillColor(MUTED).font("body").fontSize(9).text(label, PAGE_MARGIN, y, { width: 110 });
    doc
      .fillColor(INK)
      .font("bold")
      .fontSize(9)
      .text(value.normalize("NFC"), PAGE_MARGIN + 115, y, { width: width - 115 });
    doc.moveDown(0.3);
  }
}
