import { describe, expect, it } from "vitest";
import { sampleReport } from "../../../../contracts/report-fixture";
import type { Report } from "../../../../contracts/reports";
import { extractPdfText } from "../../../test/pdf-text";
import { renderReportPdf } from "./report-pdf";

const render = (overrides: Partial<Report>) =>
  renderReportPdf({ report: sampleReport(overrides), photos: [], appName: "Antique Art Appraisers" });

/** The fonts a PDF embeds, without the subset tag ("ABCDEF+NotoSansSC-Regular" -> "NotoSansSC-Regular"). */
const embeddedFonts = (pdf: Buffer) => new Set([...pdf.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!));

/** pdf.js may end a line where the PDF wraps it, or put a space between two runs: compare without white space. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

// DejaVu has no CJK or emoji, and its serif faces no Hebrew or Arabic: before the fallback fonts each printed as an empty box.
describe("the report PDF in scripts DejaVu lacks", { timeout: 60_000 }, () => {
  it("prints Japanese, Chinese, Korean, emoji, Hebrew and Arabic with fallback fonts", async () => {
    const title = "日本の風景 · 한국 🎨 — שקיעה · غروب";
    const artistName = "김홍도 (金弘道)";
    const notes = "祖父から受け継いだ作品です。这幅画是我祖父留下的，一直挂在客厅里。한국에서 구입했습니다 🖼️";
    const documents = ["領収書 2019.pdf", "감정서.jpg", "Screenshot 2024-05-01 at 10.00.00 🎨.png", "Owner’s letter.pdf"];
    const { pdf } = await render({ title, artistName, additionalNotes: notes, documents });
    const { text } = await extractPdfText(pdf);
    const flat = squeeze(text);
    for (const expected of [
      "日本の風景·한국🎨",
      "by김홍도(金弘道)",
      "祖父から受け継いだ作品です。",
      "这幅画是我祖父留下的",
      "한국에서구입했습니다",
      ...documents,
    ]) {
      expect(flat).toContain(squeeze(expected));
    }
    // Right to left: pdf.js may give the letters in either order; each word must be there, whole.
    for (const word of ["שקיעה", "غروب"]) expect(flat.includes(word) || flat.includes([...word].reverse().join(""))).toBe(true);
    expect(text).not.toContain("\uFFFD");
    const fonts = embeddedFonts(pdf);
    for (const font of ["NotoSansSC-Bold", "NotoSansSC-Regular", "NotoSansKR-Bold", "NotoSansKR-Regular", "NotoEmoji-Regular"])
      expect(fonts, font).toContain(font);
    // The title's Hebrew and Arabic come from DejaVu Sans Bold: the serif heading face has neither.
    expect(fonts).toContain("DejaVuSans-Bold");
    // Subsets, not whole 10 MB fonts.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it("embeds no fallback font in a report that needs none", async () => {
    const { pdf } = await render({
      title: "Zachód słońca — “Harbour” at Dusk",
      additionalNotes: "The owner’s notes, in Latin letters only.",
    });
    const fonts = [...embeddedFonts(pdf)];
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.startsWith("DejaVu"))).toEqual([]);
  });

  it("wraps a long CJK paragraph within the page and onto the next one", async () => {
    const sentence = "この作品は江戸時代後期の浮世絵の様式で描かれており、落款と印章が右下に見られます。";
    const notes = sentence.repeat(60);
    const { pdf, pageFill } = await render({ additionalNotes: notes });
    const { pageTexts } = await extractPdfText(pdf);
    // Nothing lost at a line or page end: every character of the 60 sentences comes back, in order.
    const body = pageTexts.map((page) => squeeze(page).replace(/ValuationIDAV-ABCD-EFGH-JKMN·Verifyat\S*?Page\d+of\d+$/, ""));
    expect(body.join("")).toContain(notes);
    expect(pageFill.length).toBeGreaterThan(1);
    const notesPages = pageTexts.filter((page) => page.includes("江戸時代"));
    expect(notesPages.length).toBeGreaterThan(1);
    // A full line holds many characters (wrapped at the width, not one per line) and none runs past the margin (not cut).
    const lines = pageTexts
      .join("\n")
      .split("\n")
      .filter((line) => line.includes("浮世絵") || line.includes("江戸"));
    const longest = Math.max(...lines.map((line) => [...squeeze(line)].length));
    expect(longest).toBeGreaterThan(30);
    expect(longest).toBeLessThan(55);
  });
});
