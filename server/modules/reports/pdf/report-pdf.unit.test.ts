import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sampleReport } from "../../../../contracts/report-fixture";
import type { Report } from "../../../../contracts/reports";
import { extractPdfText } from "../../../test/pdf-text";
import { MIN_LAST_PAGE_FILL, renderReportPdf } from "./report-pdf";

function buildReport(overrides: Partial<Report> = {}): Report {
  return sampleReport({
    factors: [{ name: "Condition", value: "Good", effect: 1, explanation: "No damage was described." }],
    ...overrides,
  });
}

const photo = (hue: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

/** pdf.js may end a line where the PDF wraps it: compare words, not layout. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

// Rendering and reading back a PDF takes a second or two; a loaded CI machine needs more than the 5 s default.
describe("the report PDF", { timeout: 30_000 }, () => {
  it("prints Polish, Greek and Cyrillic exactly as written (an embedded Unicode font, not '?')", async () => {
    const title = "Zachód słońca nad Łodzią — Ηλιοβασίλεμα στη Σαντορίνη — Закат над Невой";
    const notes = "Płótno ma małe przetarcie. Υπογραφή κάτω δεξιά. Подпись внизу справа, холст дублирован.";
    const report = buildReport({
      title,
      artistName: "Zdzisław Beksiński",
      additionalNotes: notes,
      ownerNotes: "The owner describes a relined canvas (дублирован); the condition factor takes it into account.",
      documents: ["Rachunek_Kraków_1985.pdf", "Σφραγίδα.jpg", "справка.png"],
    });
    const { pdf } = await renderReportPdf({ report, photos: [await photo(10)], appName: "Antique Art Appraisers" });
    const { text } = await extractPdfText(pdf);
    const flat = words(text);
    expect(text).not.toContain("?");
    for (const expected of [
      title,
      notes,
      "by Zdzisław Beksiński",
      "Rachunek_Kraków_1985.pdf",
      "Σφραγίδα.jpg",
      "справка.png",
      "(дублирован)",
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).toContain("The owner's notes");
    // The document's own title (the viewer's title bar) is Unicode too.
    expect(pdf.includes(Buffer.from("Appraisal report:", "utf16le").swap16())).toBe(true);
  });

  it("repeats the factor table's header on every page the table continues on", async () => {
    const factors = Array.from({ length: 40 }, (_, i) => ({
      name: `Factor ${i + 1}`,
      value: `Value ${i + 1}`,
      effect: i % 2 ? 0.9 : 1.1,
      explanation: "Measured on 2,400 sold lots of this medium and size; the effect is the median ratio of prices. ".repeat(1 + (i % 3)),
    }));
    const { pdf } = await renderReportPdf({ report: buildReport({ factors }), photos: [], appName: "Antique Art Appraisers" });
    const { pageTexts } = await extractPdfText(pdf);
    const pagesWithRows = pageTexts.map((text, page) => ({ text, page })).filter(({ text }) => /Factor \d+/.test(text));
    expect(pagesWithRows.length).toBeGreaterThanOrEqual(3);
    for (const { text, page } of pagesWithRows) {
      // The header row reads "Factor Value Effect Why" before the page's first factor row.
      const header = words(text).search(/Factor Value Effect Why/);
      expect(header, `page ${page + 1} has no table header`).toBeGreaterThanOrEqual(0);
      expect(header).toBeLessThan(words(text).search(/Factor \d+/));
    }
    expect(pagesWithRows.map(({ text }) => (text.match(/Factor \d+/g) ?? []).length).reduce((a, b) => a + b)).toBe(40);
  });

  it("renders the new sections, the comparables and the photos, and ends on no mostly empty page", async () => {
    const report = buildReport({
      photoObservations: "The photographs show the front only; the back and any labels cannot be seen.",
      method: "On auction houses the model was not fitted on, the range held the price 52% of the time.",
      ifAuthenticated: { low: 5000, high: 12000, artist: "Jane Doe", howToEstablish: "Ask the artist's foundation for an opinion." },
      provenance: "Bought in Lisbon, 1985.",
      comparables: [
        {
          artist: "Jane Doe",
          title: "Harbour II",
          medium: "oil on canvas",
          year: 1922,
          heightCm: 50,
          widthCm: 61,
          saleDate: "2019-05-14",
          auctionHouse: "Cabral Moncada Leilões",
          priceUsd: 1250,
        },
      ],
    });
    const photos = await Promise.all([0, 50, 100, 150, 200].map(photo));
    const { pdf, pageFill } = await renderReportPdf({ report, photos, appName: "Antique Art Appraisers" });
    const flat = words((await extractPdfText(pdf)).text);
    for (const expected of [
      "What the photographs show",
      "the back and any labels cannot be seen",
      "Method and accuracy",
      "If authenticated",
      "$5,000 – $12,000",
      "Ask the artist's foundation",
      "Comparable sales",
      "2019-05-14",
      "Cabral Moncada Leilões",
      "$1,250",
      "50 x 61 cm",
      "Photographs",
      "Provenance",
    ]) {
      expect(flat).toContain(expected);
    }
    expect(pageFill.length).toBeGreaterThan(1);
    pageFill.slice(0, -1).forEach((fill, page) => expect(fill, `page ${page + 1}`).toBeGreaterThan(0.6));
    expect(pageFill.at(-1)).toBeGreaterThanOrEqual(MIN_LAST_PAGE_FILL);
  });

  it("leaves out the sections a report does not have", async () => {
    const { pdf } = await renderReportPdf({ report: buildReport(), photos: [], appName: "Antique Art Appraisers" });
    const flat = words((await extractPdfText(pdf)).text);
    for (const absent of [
      "Comparable sales",
      "If authenticated",
      "The owner's notes",
      "Method and accuracy",
      "Photographs",
      "Supporting documents",
    ]) {
      expect(flat).not.toContain(absent);
    }
    expect(flat).toContain("How the range was reached");
  });
});
