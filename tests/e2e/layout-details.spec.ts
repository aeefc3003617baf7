import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations } from "./fixtures";
import { buyCredits, submitAppraisal, waitForAppraisal } from "./helpers";

// Issue 51, from a browser run of both specifications: what a person saw at 375 and 1280 px.
const PHOTO = path.resolve("tests/fixtures/painting-landscape.jpg");
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found!;
}

/** The card loads as it nears the viewport: scroll to the promo beside it and wait for it. */
async function openQuickValuation(page: Page) {
  await page.getByRole("heading", { name: "Art Style Analyzer" }).scrollIntoViewIfNeeded();
  await page.getByRole("heading", { name: "Quick Art Valuation" }).scrollIntoViewIfNeeded();
}

/**
 * Uploads the photo, waits for the "Image Analyzed" toast, then puts the Get Instant Estimate
 * button where the toasts usually show (the top of a phone's screen, the bottom of a wide one):
 * the toast must not lie over it there either.
 */
async function expectToastClearOfEstimateButton(page: Page, buttonAt: "start" | "end") {
  await page.getByLabel("Artwork image (optional)").setInputFiles(PHOTO);
  // The photo itself shows beside its name, not the name alone.
  const thumbnail = page.getByRole("img", { name: "Uploaded artwork: painting-landscape.jpg" });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The first photo loads the style network before the analysis runs.
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Image Analyzed" });
  await expect(toast).toBeVisible({ timeout: 100_000 });
  const button = page.getByRole("button", { name: "Get Instant Estimate" });
  await button.evaluate((element, block) => element.scrollIntoView({ block }), buttonAt);
  // The sticky header sits over the top of the screen: scroll the button just clear of it.
  if (buttonAt === "start")
    await page.evaluate(() => window.scrollBy(0, -(document.querySelector("header.sticky")?.getBoundingClientRect().height ?? 0)));
  await expect
    .poll(async () => overlaps(await box(toast), await box(button)), { message: `the toast covers the button (button at the ${buttonAt})` })
    .toBe(false);
  expect(await toast.isVisible(), "the toast is still showing").toBe(true);
  await expectNoA11yViolations(page);
}

test.describe("the quick estimate's upload", () => {
  test("at 375 px: a thumbnail of the photo, and the Image Analyzed toast clear of Get Instant Estimate", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await openQuickValuation(page);
    await expectToastClearOfEstimateButton(page, "start");
  });

  test("at 1280 px: a thumbnail of the photo, and the Image Analyzed toast clear of Get Instant Estimate", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await openQuickValuation(page);
    await expectToastClearOfEstimateButton(page, "end");
  });
});

test.describe("the appraisal detail page", () => {
  test("the valuation ID is never broken inside, at 1280 and 375 px", async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    await buyCredits(page.request);
    const title = `Harbour at Dusk ${Date.now().toString(36)}`;
    const id = await submitAppraisal(page.request, { artworkTitle: title, artistName: "Anna Vermeulen", height: "24", width: "36" });
    const appraisal = await waitForAppraisal(page.request, id, { timeout: 60_000 });
    expect(appraisal.valuationId).toBeTruthy();

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/appraisal/${id}`);
      const valuationId = page.getByTestId("valuation-id");
      await expect(valuationId).toHaveText(appraisal.valuationId!);
      // One line box: the ID does not wrap at its hyphens.
      const lines = await valuationId.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `the valuation ID's lines at ${viewport.width} px`).toBe(1);
      // Not cut off either: the whole ID lies inside its card.
      const card = page.getByTestId("estimated-value").locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]");
      const idBox = await box(valuationId);
      const cardBox = await box(card);
      expect(idBox.x + idBox.width, `the ID ends inside its card at ${viewport.width} px`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      await expectNoA11yViolations(page);
    }
  });
});
