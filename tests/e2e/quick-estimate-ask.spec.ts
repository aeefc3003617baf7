import sharp from "sharp";
import type { Page } from "@playwright/test";
import type { RgbaImage } from "@engine/photo";
import { makeBareWall } from "@engine/test-support";
import { ASK_OUTLINE_QUESTION } from "../../client/src/lib/photo-outline/ask-question";
import { test, expect, expectNoA11yViolations, expectToast } from "./fixtures";

// Issue 50 on the landing page: the free quick estimate asks "Is this it?" when it finds no artwork
// in the photo, and with the outline the owner confirms it reads inside that outline and goes on.
// Keyboard only. Screenshots for a person to look at: E2E_SHOTS=/some/folder.
const SHOTS = process.env.E2E_SHOTS;
const ANALYSIS_TIMEOUT = 60_000;

async function bareWall() {
  const image: RgbaImage = makeBareWall(3, 1024, 768);
  const buffer = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  return { name: "wall.jpg", mimeType: "image/jpeg", buffer };
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.getByTestId("artwork-outline-ask").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId("artwork-outline-ask").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the quick estimate asks 'Is this it?' and estimates with the outline the owner confirms (issue 50)", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/");
  await page.getByRole("heading", { name: "Art Style Analyzer" }).scrollIntoViewIfNeeded();
  await page.getByRole("heading", { name: "Quick Art Valuation" }).scrollIntoViewIfNeeded();
  await page.getByLabel("Artwork image (optional)").setInputFiles(await bareWall());

  const question = page.getByRole("heading", { name: ASK_OUTLINE_QUESTION });
  await expect(question).toBeFocused({ timeout: ANALYSIS_TIMEOUT });
  const topLeft = page.getByRole("button", { name: "Top-left corner of the artwork" });
  for (let i = 0; i < 8 && !(await topLeft.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(topLeft).toBeFocused();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(page.getByTestId("artwork-outline-caption")).toHaveText(/You set the outline by hand/);
  await expectNoA11yViolations(page);
  await shots(page, "quick-estimate-ask");

  const answer = page.getByRole("button", { name: "Yes, this is the artwork" });
  for (let i = 0; i < 8 && !(await answer.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(answer).toBeFocused();
  await page.keyboard.press("Enter");

  // The crop inside the owner's outline is analysed (never refused) and the form goes on.
  await expectToast(page, "Image Analyzed", "We read the artwork inside your outline. Adjust style and medium if needed.");
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Get Instant Estimate" }).click();
  await expect(page.getByTestId("quick-estimate-range")).toBeVisible({ timeout: 10_000 });
});
