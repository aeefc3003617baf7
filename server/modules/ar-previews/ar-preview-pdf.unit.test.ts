import { describe, expect, it } from "vitest";
import { makeJpeg } from "../../test/appraisal-factories";
import { extractPdfText } from "../../test/pdf-text";
import { renderArPreviewPdf } from "./ar-preview-pdf";

async function render(title: string) {
  const image = await makeJpeg({ width: 800, height: 600 });
  return renderArPreviewPdf({
    picture: { image, thumbnail: image, width: 800, height: 600 },
    title,
    widthCm: 60,
    heightCm: 40,
    appName: "Antique Art Appraisers",
    createdAt: new Date("2025-03-01T12:00:00Z"),
  });
}

/** The fonts a PDF embeds, without the subset tag ("ABCDEF+NotoSansSC-Bold" -> "NotoSansSC-Bold"). */
const embeddedFonts = (pdf: Buffer) => new Set([...pdf.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!));

/** pdf.js may put a space between two runs of different fonts: compare without white space. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

// DejaVu has no CJK or emoji: before the fallback fonts such a title printed as empty boxes.
describe("the AR preview PDF in scripts DejaVu lacks", { timeout: 60_000 }, () => {
  it("prints a Japanese, Korean and emoji title with the Noto fallbacks, the rest as before", async () => {
    const pdf = await render("日本の風景 · 한국 🎨");
    const { text, pages } = await extractPdfText(pdf);
    expect(pages).toBe(1);
    const flat = squeeze(text);
    for (const expected of ["ANTIQUE ART APPRAISERS", "AR Preview: 日本の風景 · 한국 🎨", "60 × 40 cm", "Composed on 2025-03-01"])
      expect(flat).toContain(squeeze(expected));
    expect(text).not.toContain("\uFFFD");
    const fonts = embeddedFonts(pdf);
    // The title is bold: its kana, kanji, Hangul and emoji come from the bold fallbacks, and only those are embedded.
    for (const font of ["DejaVuSans-Bold", "DejaVuSans", "NotoSansSC-Bold", "NotoSansKR-Bold", "NotoEmoji-Regular"])
      expect(fonts, font).toContain(font);
    expect(fonts).not.toContain("NotoSansSC-Regular");
    expect(fonts).not.toContain("NotoSansKR-Regular");
    // Subsets, not whole 10 MB fonts.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it("embeds no fallback font for a Latin title", async () => {
    const pdf = await render("Zachód słońca — “Harbour” at Dusk");
    const { text } = await extractPdfText(pdf);
    expect(text).toContain("AR Preview: Zachód słońca — “Harbour” at Dusk");
    expect([...embeddedFonts(pdf)].sort()).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
  });
});
