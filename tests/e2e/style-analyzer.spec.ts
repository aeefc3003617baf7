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

/** How long one analysis may take: the first on a server loads the style model, and CI machines are shared. */
const ANALYSIS_TIMEOUT = 60_000;

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
        // Sections of the page under its h1, in order (axe's heading-order rule is only "moderate").
        await expect(page.getByRole("heading", { name: "Your Recent Analyses", level: 2 })).toBeVisible();
        await expect(page.getByRole("heading", { name: "How It Works", level: 2 })).toBeVisible();
        await expectNoA11yViolations(page);

        // A file that is not an image is refused beside the field, naming the formats the server reads.
        await fileInput(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
        await expect(page.getByRole("main").getByRole("alert")).toHaveText(
          "Please choose an image file (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF).",
        );
        await expect(analyze).toBeDisabled();

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

        // The first analysis of a server loads the style model: slow on a loaded machine, so wait for the answer itself.
        await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
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
        // The results it reopened are gone with it.
        await expect(page.getByRole("heading", { name: "Analysis Results" })).toHaveCount(0);
      });
    });
  }

  test("a spinner shows while the sign-in state loads", async ({ signedInPage: page }) => {
    // A browser that signed in asks the server who it is; hold that answer to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/user", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/art-style-analyzer");
    await expect(page.getByRole("status").filter({ hasText: "Checking your session" })).toBeAttached();
    await expect(page.getByRole("button", { name: "Analyze Art Style" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign In / Create Account" })).toHaveCount(0);
    release();
    await expect(page.getByRole("button", { name: "Analyze Art Style" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Checking your session" })).toHaveCount(0);
  });

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
    // While analysing: the bar with its message, and the button disabled (held here until seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/art-style-prediction?keep=true", async (route) => {
      await held;
      await route.continue();
    });
    const analyze = page.getByRole("button", { name: "Analyze Art Style" });
    await analyze.click();
    await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
    // The message follows the real upload (decision 30): uploading, then analysing.
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /^(Uploading your image|Analyzing artistic elements, color and brushwork)\.\.\.$/ }),
    ).toBeVisible();
    await expect(analyze).toBeDisabled();
    release();
    const timeline = page.getByRole("region", { name: "Art history timeline" });
    await expect(timeline).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
    await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toHaveCount(0);

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
    const impressionism = timeline.getByRole("button", { name: /Impressionism/ });
    // By keyboard: the era is a button; Escape closes its details and puts focus back on it.
    await impressionism.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Impressionism" });
    await expect(dialog).toContainText("Claude Monet");
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(impressionism).toBeFocused();
    await page.getByRole("tab", { name: "Grid" }).click();
    await expect(page.getByRole("tabpanel", { name: "Grid" }).getByRole("button")).toHaveCount(1);
  });

  test("a failing analysis shows the destructive toast and the page's failure text", async ({ signedInPage: page }) => {
    await page.goto("/art-style-analyzer");
    // A good analysis first: its results must not stay on screen beside the next one's failure.
    await fileInput(page).setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: await makePainting() });
    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
    await page.getByRole("button", { name: "Remove image" }).click();

    // Bytes that claim to be a JPEG but are not one: the server refuses them with its own message.
    await fileInput(page).setInputFiles({
      name: "broken.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("this is not really an image at all, just text"),
    });
    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    const region = page.getByRole("region", { name: /Notifications/ });
    const toast = region.getByRole("listitem").filter({ hasText: "Analysis Failed" });
    const serverMessage = '"broken.jpg" is not an image we can read. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF photo.';
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/destructive/);
    await expect(toast).toContainText(serverMessage);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(serverMessage);
    await expect(page.getByRole("heading", { name: "Analysis Results" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Analyze Art Style" })).toBeEnabled();
    await shot(page, `failure-${page.viewportSize()?.width}`);
  });
});
