import fs from "node:fs";
import { describeRanges, type Report } from "../../contracts/reports";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { buyCredits, submitAppraisal, waitForAppraisal } from "./helpers";

// Written as an owner would, in three scripts: the report must show them exactly.
const NOTES = "Płótno ma małe przetarcie w rogu. Υπογραφή κάτω δεξιά. Подпись внизу справа.";

test.describe("the report page", () => {
  test("shows the owner's notes, the comparables the API returned and the factors; prints and downloads; reads at 1280 and 375 px", async ({
    signedInPage: page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const request = page.request;
    await buyCredits(request);

    const title = `Pumpkin — Κολοκύθα ${Date.now().toString(36)}`;
    const id = await submitAppraisal(request, {
      medium: "acrylic",
      artworkTitle: title,
      artistName: "Yayoi Kusama",
      yearCreated: "1990",
      height: "9",
      width: "6",
      additionalNotes: NOTES,
    });
    await waitForAppraisal(request, id);
    const report = (await (await request.get(`/api/appraisals/${id}/report`)).json()) as Report;

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/appraisal/report/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const notes = page.getByRole("region", { name: "The Owner's Notes" });
    await expect(notes.getByText(NOTES, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "How the range was reached" }).getByRole("table")).toBeVisible();

    // Decision 39: the likely range (the headline) and the wider range, each with its measured coverage.
    const ranges = page.getByTestId("report-ranges");
    for (const line of describeRanges(report)) {
      await expect(ranges.getByText(`${line.label} ${line.range}`, { exact: true })).toBeVisible();
      await expect(ranges.getByText(line.explanation, { exact: true })).toBeVisible();
    }
    expect(report.wideValueRange).not.toBeNull();
    await expect(ranges.getByText(/^Wider range /)).toBeVisible();
    const narrowing = page.getByRole("region", { name: "What Would Narrow These Ranges" });
    await expect(narrowing.getByRole("listitem")).toHaveCount(report.narrowing.length);

    // The comparables section lists exactly what the API matched (none when no sales records are imported).
    const comparables = page.getByRole("region", { name: "Comparable Sales" });
    if (report.comparables.length === 0) await expect(comparables).toHaveCount(0);
    else await expect(comparables.getByRole("table").getByRole("row")).toHaveCount(report.comparables.length + 1);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("report-1280.png"), fullPage: true });

    const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const pdf = await request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    fs.writeFileSync(testInfo.outputPath("report.pdf"), await pdf.body()); // kept with the run, to look at its pages

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(notes.getByText(NOTES, { exact: true })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(notes.getByText(NOTES, { exact: true })).toBeVisible();
    await expect(ranges.getByText(/^Wider range /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (report.comparables.length)
      await expect(page.getByRole("list", { name: "Comparable sales" }).getByRole("listitem")).toHaveCount(report.comparables.length);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("report-375.png"), fullPage: true });
  });
});
