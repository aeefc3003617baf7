import { createRequire } from "node:module";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import { formatArDimensions } from "../../../contracts/ar-previews";
import { drawText, useFontFallback } from "../../lib/pdf/fallback-text";
import { BOLD_FALLBACKS, defineFontFace, REGULAR_FALLBACKS } from "../../lib/pdf/font-face";
import type { ComposedPicture } from "./composed-picture";

const MARGIN = 48;
const INK = "#1f1a17";
const MUTED = "#6b625a";
const ACCENT = "#8b5a2b";

// DejaVu, so a title in any European script prints as typed (the standard PDF fonts are Latin-1 only);
// then the report PDF's Noto fallbacks (server/lib/pdf), so CJK and emoji print too, not as empty boxes.
const require = createRequire(import.meta.url);
const dejavu = (file: string) =>
  defineFontFace(file, () => path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf", file));
const FONT_CHAINS = {
  body: [dejavu("DejaVuSans.ttf"), ...REGULAR_FALLBACKS],
  bold: [dejavu("DejaVuSans-Bold.ttf"), ...BOLD_FALLBACKS],
};

export interface ArPdfInput {
  picture: ComposedPicture;
  title: string;
  widthCm?: number | null;
  heightCm?: number | null;
  appName: string;
  createdAt?: Date;
}

/** One page: the title, the artwork's dimensions, the composed picture as large as the page allows. */
export async function renderArPreviewPdf({
  picture,
  title,
  widthCm,
  heightCm,
  appName,
  createdAt = new Date(),
}: ArPdfInput): Promise<Buffer> {
  const landscape = picture.width > picture.height;
  const doc = new PDFDocument({
    size: "A4",
    layout: landscape ? "landscape" : "portrait",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `AR Preview: ${title}`, Author: appName, Creator: appName, Subject: "AR preview of an artwork on a wall" },
  });
  useFontFallback(doc, FONT_CHAINS);
  const done = buffer(doc);
  const width = doc.page.width - MARGIN * 2;
  // moveDown() spaces by the current font's line height: after a fallback run that is a Noto face's, so name the role again.
  const moveDown = (lines: number, font: keyof typeof FONT_CHAINS, size: number) => doc.font(font).fontSize(size).moveDown(lines);

  drawText(doc, appName.toUpperCase(), MARGIN, MARGIN, { font: "bold", size: 9, color: ACCENT, characterSpacing: 1.1, width });
  moveDown(0.4, "bold", 9);
  drawText(doc, `AR Preview: ${title}`, undefined, undefined, { font: "bold", size: 22, color: INK, width });
  const dimensions = formatArDimensions(widthCm, heightCm);
  moveDown(0.2, "bold", 22);
  const details = { font: "body", size: 11, color: MUTED, width } as const;
  drawText(
    doc,
    dimensions ? `Artwork dimensions: ${dimensions} (width × height)` : "Artwork dimensions: not given",
    undefined,
    undefined,
    details,
  );
  drawText(doc, `Composed on ${createdAt.toISOString().slice(0, 10)}`, undefined, undefined, details);
  moveDown(0.8, "body", 11);

  const top = doc.y;
  const footerSpace = 28;
  const boxHeight = doc.page.height - MARGIN - footerSpace - top;
  doc.image(picture.image, MARGIN, top, { fit: [width, boxHeight], align: "center" });

  drawText(
    doc,
    "A visualisation: the artwork is placed on the photo digitally; sizes are as accurate as the photo's calibration.",
    MARGIN,
    doc.page.height - MARGIN - 12,
    { font: "body", size: 8.5, color: MUTED, width, align: "center", lineBreak: false },
  );
  doc.end();
  return done;
}

/** "ar-preview-harbour-at-dusk.pdf" */
export function arPreviewFileName(title: string, extension: "pdf" | "jpg"): string {
  const slug =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 50) || "artwork";
  return `ar-preview-${slug}.${extension}`;
}
