import { createRequire } from "node:module";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import { formatArDimensions } from "../../../contracts/ar-previews";
import type { ComposedPicture } from "./composed-picture";

const MARGIN = 48;
const INK = "#1f1a17";
const MUTED = "#6b625a";
const ACCENT = "#8b5a2b";

// A Unicode font, so a title in any European script prints as typed (the standard PDF fonts are Latin-1 only).
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const FONT = path.join(FONT_DIR, "DejaVuSans.ttf");
const FONT_BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

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
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const done = buffer(doc);
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(ACCENT).font("bold").fontSize(9).text(appName.toUpperCase(), MARGIN, MARGIN, { characterSpacing: 1.1, width });
  doc.moveDown(0.4);
  doc.fillColor(INK).font("bold").fontSize(22).text(`AR Preview: ${title}`, { width });
  const dimensions = formatArDimensions(widthCm, heightCm);
  doc.moveDown(0.2);
  doc
    .fillColor(MUTED)
    .font("body")
    .fontSize(11)
    .text(dimensions ? `Artwork dimensions: ${dimensions} (width × height)` : "Artwork dimensions: not given", { width });
  doc.text(`Composed on ${createdAt.toISOString().slice(0, 10)}`, { width });
  doc.moveDown(0.8);

  const top = doc.y;
  const footerSpace = 28;
  const boxHeight = doc.page.height - MARGIN - footerSpace - top;
  doc.image(picture.image, MARGIN, top, { fit: [width, boxHeight], align: "center" });

  doc
    .fillColor(MUTED)
    .font("body")
    .fontSize(8.5)
    .text(
      "A visualisation: the artwork is placed on the photo digitally; sizes are as accurate as the photo's calibration.",
      MARGIN,
      doc.page.height - MARGIN - 12,
      {
        width,
        align: "center",
        lineBreak: false,
      },
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
