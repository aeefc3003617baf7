import type { Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations } from "./fixtures";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe("How we appraise", () => {
  test("is reached from the footer and the FAQ, and shows the measured accuracy", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "How We Appraise" }).click();
    await expect(page).toHaveURL(/\/how-we-appraise$/);
    await expect(page.getByRole("heading", { level: 1, name: "How we appraise" })).toBeVisible();
    const table = page.getByRole("table", { name: /Measured accuracy of the two value ranges/ });
    await expect(table.getByRole("columnheader", { name: "Likely range" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Wide range" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Regional houses, all/ })).toContainText(/\d+%.*\d+%/);
    for (const split of ["Valued under $1,000", "Valued $1,000 to $5,000", "Valued $5,000 to $50,000", "Paintings", "Prints"])
      await expect(table.getByRole("row", { name: split })).toContainText(/\d+%/);
    await expect(page.getByText(/quoted ranges of about 1\.5x/)).toBeVisible();
    const market = page.getByRole("table", { name: /at a general house and at curated houses/ });
    await expect(page.getByRole("heading", { name: "Which market the range describes" })).toBeVisible();
    for (const row of ["General house, later sales, now", "General house, earlier sales, now", "Curated fine-art houses, now"])
      await expect(market.getByRole("row", { name: row })).toContainText(/\d+%.*\d+%/);
    await expect(page.getByRole("heading", { name: "How accurate the style analysis is" })).toBeVisible();
    await expect(page.getByText(/not trained on .* first guess was right \d+% of the time/)).toBeVisible();
    // The figures on photos like owners take, beside the clean ones (issue 30).
    await expect(
      page.getByText(/\d+% of the time on clean images and \d+% on the same works framed and photographed on a wall/),
    ).toBeVisible();
    // The model was fitted on owners' photos too: its held-out figures on them (issue 30).
    await expect(
      page.getByText(/photos of works by artists it had never seen, its first guess was right \d+% .* collections it had never seen: \d+%/),
    ).toBeVisible();
    // The model card's limits (issue 30): New Realism has 20 labelled images, too few to learn.
    await expect(page.getByRole("heading", { name: "Styles it cannot name reliably" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "New Realism" })).toContainText("not named");
    await expect(page.getByRole("heading", { name: "What it cannot tell" })).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, "how-we-appraise-1280");

    await page.goto("/#faq");
    await page.getByRole("link", { name: "Read how we appraise" }).click();
    await expect(page).toHaveURL(/\/how-we-appraise$/);
  });

  test("reads on a 375 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto("/how-we-appraise");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "How we appraise" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await shoot(page, "how-we-appraise-375");
  });
});
