import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { formatUsd } from "../../contracts/money";
import { test, expect, verifyByApi } from "./fixtures";
import { buyCredits, readPhoto, submitAppraisal, waitForAppraisal } from "./helpers";

interface CreatedAppraisal {
  id: string;
  title: string;
  valuationId: string;
  estimatedValue: { low: number; high: number };
}

/** Submits an appraisal through the API and waits until the pipeline has completed it. */
async function createCompletedAppraisal(
  request: APIRequestContext,
  fields: { artworkTitle: string; artistName: string; medium: string; style: string },
): Promise<CreatedAppraisal> {
  // The style field, not the photo, decides the style these tests look for.
  const photo = readPhoto(fields.style === "Cubism" ? "painting-geometric.jpg" : "painting-landscape.jpg");
  const { style: _style, ...submitted } = fields;
  const id = await submitAppraisal(request, { ...submitted, height: "24", width: "36" }, { images: [photo] });
  const detail = await waitForAppraisal(request, id, { timeout: 45_000 });
  return { id, title: fields.artworkTitle, valuationId: detail.valuationId!, estimatedValue: detail.estimatedValue! };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe("appraisal views", () => {
  test("a completed appraisal: detail, report, PDF, e-mail, verification, and delete from the dashboard", async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    // E-mailing the report to an insurer needs a verified address (issue 33).
    await verifyByApi(page.request, account);
    const tag = unique();
    await buyCredits(page.request);
    const kept = await createCompletedAppraisal(page.request, {
      artworkTitle: `Still Life ${tag}`,
      artistName: "Jonas Berg",
      medium: "acrylic",
      style: "Cubism",
    });
    const doomed = await createCompletedAppraisal(page.request, {
      artworkTitle: `Harbour ${tag}`,
      artistName: "Anna Vermeulen",
      medium: "oil",
      style: "Impressionism",
    });

    // Detail: breadcrumb, value range, the image viewer.
    await page.goto(`/appraisal/${doomed.id}`);
    await expect(page.getByRole("heading", { level: 1, name: doomed.title })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(breadcrumb.getByRole("link", { name: "Appraisals" })).toBeVisible();
    await expect(page.getByTestId("estimated-value")).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
    await page.getByRole("tab", { name: "Images & Documents" }).click();
    await page.getByRole("button", { name: /Enlarge photo 1 of 1/ }).click();
    const viewer = page.getByRole("dialog", { name: `${doomed.title}: photo 1 of 1` });
    await expect(viewer.getByRole("img", { name: `${doomed.title}, photo 1 of 1` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // Report: every section, the verification link, the PDF.
    await page.getByRole("link", { name: "View Full Report" }).click();
    await expect(page).toHaveURL(new RegExp(`/appraisal/report/${doomed.id}$`));
    for (const heading of [
      "Summary",
      "Historical Context",
      "Market Analysis",
      "How the range was reached",
      "Authentication Indicators",
      "Recommendations",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("It is not a formal authentication", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`/verify/${doomed.valuationId}$`) })).toHaveAttribute(
      "href",
      `/verify/${doomed.valuationId}`,
    );
    const downloadEvent = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const download = await downloadEvent;
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(pdf.length).toBeGreaterThan(2000);

    // E-mail: the send button waits for an address; success shows the spec's toast.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.getByRole("button", { name: "Email Report" }).click();
    const emailDialog = page.getByRole("dialog", { name: "Email Report" });
    await expect(emailDialog.getByRole("button", { name: "Send Report" })).toBeDisabled();
    await emailDialog.getByLabel("Recipient email").fill("insurer@example.com");
    await emailDialog.getByRole("button", { name: "Send Report" }).click();
    await expect(page.getByText("Email Sent Successfully", { exact: true })).toBeVisible();
    await expect(page.getByText("The appraisal report has been sent to the specified email address.", { exact: true })).toBeVisible();
    await expect(emailDialog).toBeHidden();

    // Public verification.
    await page.goto(`/verify/${doomed.valuationId}`);
    await expect(page.getByRole("heading", { name: "This is a genuine report" })).toBeVisible();
    await expect(page.getByText(doomed.title, { exact: true })).toBeVisible();
    await page.goto("/verify/AV-0000-0000-0000");
    await expect(page.getByText("No report with this valuation ID exists.")).toBeVisible();

    // Dashboard: both cards, in the recent list and (once opened) in the portfolio.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Grace" })).toBeVisible();
    const recent = page.getByRole("list", { name: "Recent appraisals" });
    await expect(recent.getByRole("link", { name: doomed.title })).toBeVisible();
    await expect(recent.getByRole("link", { name: kept.title })).toBeVisible();
    await page.getByRole("tab", { name: "Portfolio Value" }).click();
    const collection = page.getByRole("list", { name: "Your appraised collection" });
    await expect(collection.getByRole("link", { name: doomed.title })).toBeVisible();
    await expect(collection.getByText("Appraised", { exact: true })).toHaveCount(2);
    await page.getByRole("tab", { name: "Overview" }).click();

    // A network failure shows the spec's destructive toast and keeps the appraisal.
    const doomedCard = recent.getByTestId("appraisal-card").filter({ hasText: doomed.title });
    await page.route(`**/api/appraisals/${doomed.id}`, (route) =>
      route.request().method() === "DELETE" ? route.abort() : route.fallback(),
    );
    await doomedCard.getByRole("button", { name: "Delete appraisal" }).click();
    let confirm = page.getByRole("alertdialog", { name: "Delete Appraisal" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Failed to delete the appraisal.", { exact: true })).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.unroute(`**/api/appraisals/${doomed.id}`);

    // The real delete: toast, dialog closed, gone from the recent list and from the portfolio.
    await doomedCard.getByRole("button", { name: "Delete appraisal" }).click();
    confirm = page.getByRole("alertdialog", { name: "Delete Appraisal" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Appraisal deleted", { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(recent.getByRole("link", { name: doomed.title })).toHaveCount(0);
    await expect(recent.getByRole("link", { name: kept.title })).toBeVisible();
    await page.getByRole("tab", { name: "Portfolio Value" }).click();
    await expect(collection.getByRole("link", { name: kept.title })).toBeVisible();
    await expect(collection.getByRole("link", { name: doomed.title })).toHaveCount(0);
    await expect(page.getByTestId("portfolio-value")).toHaveText(formatUsd((kept.estimatedValue.low + kept.estimatedValue.high) / 2));
    expect((await page.request.get(`/api/appraisals/${doomed.id}`)).status()).toBe(404);
  });

  test("history: search by title, artist and medium, status filter, and the value sorts", async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    const tag = unique();
    await buyCredits(page.request);
    const first = await createCompletedAppraisal(page.request, {
      artworkTitle: `Harbour ${tag}`,
      artistName: "Anna Vermeulen",
      medium: "oil",
      style: "Impressionism",
    });
    const second = await createCompletedAppraisal(page.request, {
      artworkTitle: `Guitar ${tag}`,
      artistName: "Jonas Berg",
      medium: "sculpture",
      style: "Cubism",
    });
    const mean = (a: CreatedAppraisal) => (a.estimatedValue.low + a.estimatedValue.high) / 2;
    const [higher, lower] = mean(first) >= mean(second) ? [first, second] : [second, first];

    await page.goto("/history");
    const rows = page.getByTestId("history-row");
    await expect(rows).toHaveCount(2);
    // Newest first by default.
    await expect(rows.first()).toContainText(second.title);

    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("anna VERMEULEN");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(first.title);
    await search.fill(`guitar ${tag}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(second.title);
    await search.fill("Sculpture");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(second.title);
    await search.fill("no such artwork");
    await expect(page.getByText("No appraisals match your search and filter.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(rows).toHaveCount(2);

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Pending" }).click();
    await expect(rows).toHaveCount(0);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Completed" }).click();
    await expect(rows).toHaveCount(2);

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.click();
    await page.getByRole("option", { name: "Highest value" }).click();
    await expect(rows.first()).toContainText(higher.title);
    await expect(rows.last()).toContainText(lower.title);
    await sort.click();
    await page.getByRole("option", { name: "Lowest value" }).click();
    await expect(rows.first()).toContainText(lower.title);
    await sort.click();
    await page.getByRole("option", { name: "Oldest first" }).click();
    await expect(rows.first()).toContainText(first.title);

    await rows.filter({ hasText: first.title }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/appraisal/${first.id}$`));
  });
});
