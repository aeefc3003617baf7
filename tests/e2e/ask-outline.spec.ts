import sharp from "sharp";
import type { Page } from "@playwright/test";
import type { RgbaImage } from "@engine/photo";
import { makeBareWall } from "@engine/test-support";
import { ASK_OUTLINE_QUESTION } from "../../client/src/lib/photo-outline/ask-question";
import { test, expect, expectNoA11yViolations } from "./fixtures";

// Issue 50: when no artwork is found the product asks "Is this it?" with the outline editor, and
// the owner goes on with the outline they confirm (the server never refuses an outline set by
// hand). Keyboard only. Screenshots for a person to look at: E2E_SHOTS=/some/folder.
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

/** Tab from the focused question to the top-left corner, move it in, then Tab on to the answer and press Enter. */
async function outlineAndConfirmWithKeyboard(page: Page) {
  const question = page.getByRole("heading", { name: ASK_OUTLINE_QUESTION });
  await expect(question).toBeFocused({ timeout: ANALYSIS_TIMEOUT });
  const topLeft = page.getByRole("button", { name: "Top-left corner of the artwork" });
  while (!(await topLeft.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(page.getByTestId("artwork-outline-caption")).toHaveText(/You set the outline by hand/);
  await expectNoA11yViolations(page);
  const answer = page.getByRole("button", { name: "Yes, this is the artwork" });
  for (let i = 0; i < 8 && !(await answer.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(answer).toBeFocused();
  return answer;
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId("artwork-outline-ask").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("'Is this it?' instead of a refusal (issue 50)", () => {
  test("the wizard's photo step asks, and goes on with the outline the owner confirms", async ({ signedInPage: page }) => {
    test.setTimeout(150_000);
    await page.goto("/new-appraisal");
    await page.getByRole("radio", { name: "Quick Submission" }).check();
    await page.getByLabel("Upload images", { exact: true }).setInputFiles(await bareWall());
    const answer = await outlineAndConfirmWithKeyboard(page);
    await shots(page, "wizard-ask");
    await answer.focus();
    await page.keyboard.press("Enter");
    // Quick mode analyses the owner's outline and moves on to the review.
    await expect(page.getByRole("heading", { name: ASK_OUTLINE_QUESTION })).toHaveCount(0);
    await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  });

  test("the analyzer asks, and analyses the outline the owner confirms", async ({ signedInPage: page }) => {
    test.setTimeout(150_000);
    await page.goto("/art-style-analyzer");
    await page.getByLabel("Upload an artwork image").setInputFiles(await bareWall());
    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    const answer = await outlineAndConfirmWithKeyboard(page);
    await shots(page, "analyzer-ask");
    await answer.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: ASK_OUTLINE_QUESTION })).toHaveCount(0);
    await expect(page.getByText("No analyses yet.")).toHaveCount(0, { timeout: ANALYSIS_TIMEOUT });
  });
});
