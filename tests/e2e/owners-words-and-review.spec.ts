import type { Route } from "@playwright/test";
import type { Appraisal, AppraisalListItem } from "../../contracts/appraisals";
import { formatUsdRange } from "../../contracts/money";
import { expect, test } from "./fixtures";
import { buyCredits, submitAppraisal, waitForAppraisal } from "./helpers";

// Decision 28 and 39 as the owner reads them: every place that names the work credits it and
// names its medium as the report's summary does, shows the likely range, and says "In review"
// (with the notice's deadline) for an appraisal an appraiser is checking.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe("the owner's words and the review state across the pages", () => {
  test("an attributed oil on panel reads so in the lists, the header and the report; the lists show the likely range", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    await buyCredits(page.request);
    const title = `Spring Pasture ${unique()}`;
    const id = await submitAppraisal(page.request, {
      medium: "oil",
      artworkTitle: title,
      artistName: "Willard Metcalf",
      additionalNotes: "Attributed to Metcalf by the dealer. Oil on oak panel.",
    });
    const detail = await waitForAppraisal(page.request, id);
    const likely = formatUsdRange(detail.estimatedValue!);

    await page.goto("/history");
    const row = page.getByTestId("history-row").filter({ hasText: title });
    await expect(row).toContainText("Attributed to Willard Metcalf · Oil on Panel");
    await expect(row.getByTestId("history-value")).toHaveText(likely);

    await page.goto("/dashboard");
    const card = page.getByRole("list", { name: "Recent appraisals" }).getByTestId("appraisal-card").filter({ hasText: title });
    await expect(card).toContainText("Attributed to Willard Metcalf · Oil on Panel");
    await expect(card).toContainText(likely);
    await expect(card).not.toContainText("Oil on Canvas");

    await page.goto(`/appraisal/${id}`);
    await expect(page.getByRole("main")).toContainText("Attributed to Willard Metcalf · Oil on Panel");
    await expect(page.getByTestId("estimated-value")).toHaveText(likely);

    await page.goto(`/appraisal/report/${id}`);
    const report = page.getByRole("article");
    await expect(report.getByText("Attributed to Willard Metcalf", { exact: true }).first()).toBeVisible();
    await expect(report.getByRole("region", { name: "Summary" })).toContainText("attributed to Willard Metcalf");
    await expect(report).not.toContainText("Oil on Canvas");
  });

  test("an appraisal in review says In review, with the notice's deadline, on the detail page, in /history and on the dashboard", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    await buyCredits(page.request);
    const title = `Poplars ${unique()}`;
    const id = await submitAppraisal(page.request, { medium: "oil", artworkTitle: title });
    const done = await waitForAppraisal(page.request, id);
    // This server completes every appraisal at once (APPRAISAL_REVIEW=auto); what the API sends
    // for one held back under selective review (server/jobs/selective-review.test.ts) is played back.
    const review = { reasons: ["high-value" as const], deadline: new Date(Date.parse(done.submittedAt) + 48 * 3_600_000).toISOString() };
    const inReview = { status: "processing" as const, review, estimatedValue: null, completedAt: null };
    const rewrite = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Appraisal | AppraisalListItem[];
      const patched = Array.isArray(body)
        ? body.map((item) => (item.id === id ? { ...item, ...inReview } : item))
        : { ...body, ...inReview };
      await route.fulfill({ response, json: patched });
    };
    await page.route(`**/api/appraisals/${id}`, rewrite);
    await page.route(/\/api\/appraisals(\?.*)?$/, rewrite);
    await page.route("**/api/appraisals/recent", rewrite);

    await page.goto(`/appraisal/${id}`);
    const notice = page.getByTestId("status-notice");
    await expect(notice).toContainText("Your appraisal is in review");
    const deadline = (await notice.textContent())!.match(/completed by (.+?), within 48 hours/)![1]!;
    await expect(page.getByTestId("appraisal-status")).toHaveText("In review");
    await expect(page.getByTestId("review-deadline")).toHaveText(`Ready by ${deadline}`);
    await expect(page.getByText("Processing", { exact: true })).toHaveCount(0);

    await page.goto("/history");
    const row = page.getByTestId("history-row").filter({ hasText: title });
    await expect(row.getByTestId("appraisal-status")).toHaveText("In review");
    await expect(row.getByTestId("review-deadline")).toHaveText(`Ready by ${deadline}`);

    await page.goto("/dashboard");
    const card = page.getByRole("list", { name: "Recent appraisals" }).getByTestId("appraisal-card").filter({ hasText: title });
    await expect(card.getByTestId("appraisal-status")).toHaveText("In review");
    await expect(card.getByTestId("review-deadline")).toHaveText(`Ready by ${deadline}`);
  });
});
