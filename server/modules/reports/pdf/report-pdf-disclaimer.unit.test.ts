import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sampleReport } from "../../../../contracts/report-fixture";
import { extractPdfText } from "../../../test/pdf-text";
import { layoutKeepingDisclaimer, layoutReport, renderReportPdf, type LaidOut } from "./report-pdf";

const sentences = (n: number) =>
  Array.from({ length: n }, (_, i) => `Sentence ${i} on the market for harbour paintings of the period at regional auction houses.`).join(
    " ",
  );

/** A full report whose last section before the disclaimer ("Method and accuracy") is `words` long. */
const reportEndingWith = (words: number) =>
  sampleReport({
    summary: sentences(4),
    historicalContext: sentences(6),
    marketAnalysis: sentences(30),
    recommendations: ["Photograph the back of the canvas.", "Ask a conservator to look at the varnish.", "Keep the receipts."],
    factors: Array.from({ length: 8 }, (_, i) => ({
      name: `Factor ${i}`,
      value: "Good",
      effect: 1 + i / 10,
      explanation: "No damage was described.",
    })),
    comparables: Array.from({ length: 6 }, (_, i) => ({
      artist: "Jane Doe",
      title: `Harbour ${i}`,
      medium: "oil on canvas",
      year: 1922,
      heightCm: 50,
      widthCm: 61,
      saleDate: "2019-05-14",
      auctionHouse: "Cabral Moncada",
      priceUsd: 1250 + i,
    })),
    method: Array.from({ length: words }, (_, i) => `word${i}`).join(" "),
  });

describe("the report PDF's last page", { timeout: 120_000 }, () => {
  it("never holds the disclaimer alone: the block before it comes along when the disclaimer does not fit", async () => {
    const photos = [
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6a7fb0" } })
        .jpeg()
        .toBuffer(),
    ];
    const appName = "Antique Art Appraisers";
    // A report whose sections leave too little room for the disclaimer under the last one: the
    // last section grows about a line a step until a plain layout puts the disclaimer alone.
    // From 12 words on, so that "Method and accuracy" is always there as the block before the
    // disclaimer (with none, a layout may already end on the disclaimer alone after Recommendations).
    let words = 12;
    let plain: LaidOut | undefined;
    for (; words <= 900 && !plain; words += 12) {
      const laidOut = await layoutReport({ report: reportEndingWith(words), photos, appName });
      if (laidOut.lonelyDisclaimerAfter !== undefined) plain = laidOut;
    }
    expect(plain, "a report whose plain layout ends on the disclaimer alone").toBeDefined();
    const plainLast = (await extractPdfText(plain!.pdf)).pageTexts.at(-1)!.trim();
    expect(plainLast.startsWith("Disclaimer")).toBe(true);

    // Laid out again keeping the disclaimer with the block before it: the same number of pages,
    // the last one the method and the disclaimer.
    const report = reportEndingWith(words - 12);
    const kept = await layoutKeepingDisclaimer({ report, photos, appName });
    const keptPages = (await extractPdfText(kept.pdf)).pageTexts;
    expect(keptPages.length).toBe(plain!.pageFill.length);
    expect(keptPages.at(-1)!.trim().startsWith("Method and accuracy"), keptPages.at(-1)!.slice(0, 80)).toBe(true);
    expect(keptPages.at(-1)).toContain("This report is an estimate");
    kept.pageFill.slice(0, -1).forEach((fill, page) => expect(fill, `page ${page + 1}`).toBeGreaterThan(0.6));

    // As served (the tighter density may save the page altogether): never the disclaimer alone.
    const served = await renderReportPdf({ report, photos, appName });
    const servedPages = (await extractPdfText(served.pdf)).pageTexts;
    expect(servedPages.length).toBeLessThanOrEqual(plain!.pageFill.length);
    expect(servedPages.at(-1)!.trim().startsWith("Disclaimer")).toBe(false);
    expect(servedPages.at(-1)).toContain("This report is an estimate");
  });
});
