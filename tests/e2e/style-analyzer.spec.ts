import sharp from "sharp";
import type { Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations, expectToast } from "./fixtures";

// Screenshots for a person to look at: E2E_SHOTS=/some/folder.
const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A painting-like image the test makes: warm gradient sky over textured blue-green ground. */
async function makePainting(): Promise<Buffer> {
  const width = 480;
  const height = 360;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const noise = ((x * 7919 + y * 104729) % 61) - 30;
      const sky = y < height / 2;
      const [r, g, b] = sky ? [230 - y / 3, 170 + x / 10, 90 + y / 2] : [40 + x / 8, 110 + (y % 23), 140 - x / 10];
      raw.set(
        [r + noise, g + noise, b + noise].map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        (y * width + x) * 3,
      );
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const fileInput = (page: Page) => page.getByLabel("Upload an artwork image");

test.describe("Art Style Analyzer", () => {
  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("a signed-out visitor sees the sign-in panel with its two ways out", async ({ page }) => {
        await page.goto("/art-style-analyzer");
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { name: "Art Style Analyzer" })).toBeVisible();
        await expect(main.getByRole("button", { name: "Analyze Art Style" })).toHaveCount(0);
        await expectNoA11yViolations(page);
        await shot(page, `signed-out-${page.viewportSize()?.width}`);
        await main.getByRole("link", { name: "Sign In / Create Account" }).click();
        await expect(page).toHaveURL(/\/auth$/);
        await page.goto("/art-style-analyzer");
        await main.getByRole("link", { name: "Back to Home" }).click();
        await expect(page).toHaveURL(/\/$/);
      });

      test("upload, analyse, see results with the era highlighted, reopen and delete the kept analysis", async ({ signedInPage: page }) => {
        await page.goto("/art-style-analyzer");
        const analyze = page.getByRole("button", { name: "Analyze Art Style" });
        await expect(analyze).toBeDisabled();
        await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
        for (const step of ["Upload", "Analyze", "Discover"])
          await expect(page.getByRole("heading", { name: new RegExp(`${step}$`) })).toBeVisible();
        await expect(page.getByText("No analyses yet.")).toBeVisible();
        await expectNoA11yViolations(page);

        // Two files dropped at once: only the first is kept.
        const painting = await makePainting();
        const dataTransfer = await page.evaluateHandle(
          (bytes) => {
            const transfer = new DataTransfer();
            const data = new Uint8Array(bytes);
            transfer.items.add(new File([data], "first-painting.jpg", { type: "image/jpeg" }));
            transfer.items.add(new File([data], "second.jpg", { type: "image/jpeg" }));
            return transfer;
          },
          [...painting],
        );
        await page.getByTestId("analyzer-drop-zone").dispatchEvent("drop", { dataTransfer });
        await expect(page.getByRole("img", { name: "Selected image: first-painting.jpg" })).toBeVisible();
        await expect(analyze).toBeEnabled();
        await analyze.click();

        await expectToast(page, "Analysis Complete", /^.*Identified as .+ from the .+ era/);
        const style = (await page.getByTestId("result-style").textContent())!.trim();
        const era = (await page.getByTestId("result-era").textContent())!.trim();
        await expectToast(page, "Analysis Complete", `Identified as ${style} from the ${era} era`);
        await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible();
        await expect(page.getByRole("img", { name: "Your artwork: first-painting.jpg" })).toBeVisible();
        await expect(page.getByText(/^\d+%$/).first()).toBeVisible();
        const chart = page.getByRole("figure", { name: "Top three styles" });
        await expect(chart.getByRole("listitem")).toHaveCount(3);
        await expect(chart.getByRole("listitem").first()).toContainText(style);
        await expect(page.getByRole("heading", { name: "Key Characteristics" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Similar Artists" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Prediction Details" })).toBeVisible();

        // The timeline marks the era of the result, and only it.
        const timeline = page.getByRole("region", { name: "Art history timeline" });
        const current = timeline.locator('[aria-current="true"]');
        await expect(current).toHaveCount(1);
        await expect(current).toContainText(era);

        // Market insights and recommendations for the same style (lazy modules, loaded for real).
        await expect(page.getByText(`Market Insights: ${style}`)).toBeVisible();
        await page.getByRole("tab", { name: "Notable Sales" }).click();
        await page.getByRole("tab", { name: "Regional Trends" }).click();
        await expect(page.getByText("North America")).toBeVisible();
        await expect(page.getByTestId("recommendation")).toHaveCount(3);
        await expect(page.getByRole("link", { name: "Explore the Art Trend Map" })).toHaveAttribute("href", "/art-trend-map");
        await expectNoA11yViolations(page);
        // Nothing pushes the page sideways (the timeline scrolls inside its own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `results-${page.viewportSize()?.width}`);

        // The analysis is kept on the server and reopens after a reload.
        await page.reload();
        const open = page.getByRole("button", { name: new RegExp(`^Open analysis: ${style}`) });
        await expect(open).toHaveCount(1);
        await open.click();
        await expect(page.getByTestId("result-style")).toHaveText(style);
        await expect(page.getByRole("img", { name: `Analysed artwork (${style})` })).toBeVisible();
        await page.getByRole("button", { name: new RegExp(`^Delete analysis: ${style}`) }).click();
        await expectToast(page, "Analysis deleted");
        await expect(page.getByText("No analyses yet.")).toBeVisible();
      });
    });
  }

  test("the header link, the landing promo and tour step 3 lead here", async ({ page }) => {
    const arrived = async () => {
      await expect(page).toHaveURL(/\/art-style-analyzer$/);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Sign In / Create Account" })).toBeVisible();
    };
    await page.goto("/terms");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Art Style Analyzer" }).click();
    await arrived();
    await page.goto("/");
    await page.getByRole("link", { name: "Try the Art Style Analyzer" }).click();
    await arrived();
    await page.goto("/");
    await page.getByRole("button", { name: "Open guided tour" }).click();
    for (let step = 1; step < 3; step++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog", { name: "Art Style Analyzer" }).getByRole("button", { name: "Try the Analyzer" }).click();
    await arrived();
  });

  test("the timeline zooms within bounds, searches and opens an era's details", async ({ signedInPage: page }) => {
    await page.goto("/art-style-analyzer");
    await fileInput(page).setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: await makePainting() });
    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    const timeline = page.getByRole("region", { name: "Art history timeline" });
    await expect(timeline).toBeVisible();

    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    for (let i = 0; i < 5; i++) await zoomIn.click();
    await expect(page.getByLabel("Zoom 200%")).toBeVisible();
    await expect(zoomIn).toBeDisabled();
    // Keyboard: minus on the focused timeline zooms out.
    await timeline.focus();
    await page.keyboard.press("-");
    await expect(page.getByLabel("Zoom 180%")).toBeVisible();

    await page.getByLabel("Search eras, artists or characteristics").fill("Monet");
    await expect(page.getByText("Showing 1 of 17 eras")).toBeVisible();
    await timeline.getByRole("button", { name: /Impressionism/ }).click();
    const dialog = page.getByRole("dialog", { name: "Impressionism" });
    await expect(dialog).toContainText("Claude Monet");
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Grid" }).click();
    await expect(page.getByRole("tabpanel", { name: "Grid" }).getByRole("button")).toHaveCount(1);
  });

  test("a failing analysis shows the destructive toast and the page's failure text", async ({ signedInPage: page }) => {
    await page.goto("/art-style-analyzer");
    // Bytes that claim to be a JPEG but are not one: the server refuses them with its own message.
    await fileInput(page).setInputFiles({
      name: "broken.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("this is not really an image at all, just text"),
    });
    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    const region = page.getByRole("region", { name: /Notifications/ });
    const toast = region.getByRole("listitem").filter({ hasText: "Analysis Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/destructive/);
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Analyze Art Style" })).toBeEnabled();
    await shot(page, `failure-${page.viewportSize()?.width}`);
  });
});
