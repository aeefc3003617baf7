import path from "node:path";
import type { Page } from "@playwright/test";
import { computeQuickEstimate } from "@engine/valuation";
import { QUICK_ESTIMATE_MEDIA, QUICK_ESTIMATE_STYLES } from "@engine/submission";
import { test, expect, expectToast } from "./fixtures";
import { traceMainThreadTasks } from "./main-thread-tasks";

// A painting-like photo shipped with the tests (decision 34: nothing outside the repository).
const IMPRESSIONIST_PHOTO = path.resolve("tests/fixtures/painting-landscape.jpg");
const usd = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The card loads as it nears the viewport: scroll to the promo beside it and wait for it. */
async function openQuickValuation(page: Page) {
  await page.getByRole("heading", { name: "Art Style Analyzer" }).scrollIntoViewIfNeeded();
  await page.getByRole("heading", { name: "Quick Art Valuation" }).scrollIntoViewIfNeeded();
}

test.describe("the landing page", () => {
  test("the quick estimate shows the engine's range for the form's values", async ({ page }) => {
    await page.goto("/");
    await openQuickValuation(page);
    await choose(page, "Art Style", "Impressionism");
    await choose(page, "Medium", "Oil");
    await choose(page, "Condition", "Good");
    const age = page.getByRole("slider", { name: "Age in years" });
    await age.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 9; i++) await page.keyboard.press("PageUp");
    for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowRight");
    await expect(age).toHaveAttribute("aria-valuenow", "100");
    await page.getByLabel("Width in inches").fill("24");
    await page.getByLabel("Height in inches").fill("36");
    await expect(page.getByText("864 square inches")).toBeVisible();

    await page.getByRole("button", { name: "Get Instant Estimate" }).click();
    await expect(page.getByRole("button", { name: "Calculating..." })).toBeVisible();
    const expected = computeQuickEstimate({
      style: "Impressionism",
      medium: "Oil",
      condition: "Good",
      age: 100,
      width: 24,
      height: 36,
      artist: null,
      hasImage: false,
    });
    await expect(page.getByTestId("quick-estimate-range")).toHaveText(`${usd(expected.low)} – ${usd(expected.high)}`);
    // The market the range describes, with both markets' figures from the same numbers (decision 0035).
    await expect(page.getByTestId("quick-estimate-market")).toHaveText(expected.marketSentence);
    await expect(page.getByTestId("quick-estimate-market")).toContainText("general auction houses and online sales");
    await expect(page.getByText(`${expected.confidence}%`)).toBeVisible();
    await expect(page.getByText("100 years old")).toBeVisible();
    await expect(page.getByText("24 x 36")).toBeVisible();
    await expect(page.getByText("864 sq in")).toBeVisible();
    await expect(page.getByText(/preliminary estimate/)).toBeVisible();
    // The range comes from the fitted market model now (decision 37): a piece like this sells for thousands, not $147,000.
    expect(expected.high).toBeLessThan(20000);
    if (process.env.E2E_SHOTS_DIR)
      await page
        .getByTestId("quick-estimate-range")
        .locator("xpath=ancestor::div[contains(@class,'space-y-5')][1]")
        .screenshot({ path: `${process.env.E2E_SHOTS_DIR}/quick-estimate-${page.viewportSize()?.width ?? 0}.png` });

    await page.getByRole("button", { name: "New Estimate" }).click();
    await expect(page.getByRole("button", { name: "Get Instant Estimate" })).toBeVisible();
    await expect(page.getByTestId("quick-estimate-range")).toHaveCount(0);
  });

  test("uploading an image analyses it off the main thread and fills style and medium", async ({ page, browser, baseURL }) => {
    // The first photo downloads the networks' weights (about 5 MB gzip) and runs them on
    // WebAssembly in a worker: 25 s alone on this machine, more while other tests share its two cores.
    test.setTimeout(120_000);
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto("/");
    // Issue 30: the CSP blocked WebAssembly, so tfjs ran its slow kernels on the page's thread. The
    // policy now allows compiling WebAssembly and workers from the site, and nothing else new.
    const policy = new Map(
      (response?.headers()["content-security-policy"] ?? "").split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    expect(policy.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy.get("worker-src")).toBe("'self'");
    await openQuickValuation(page);

    // The analysis runs in its worker (started by the first photo), on tfjs's WebAssembly backend.
    const worker = page.waitForEvent("worker", (started) => /\/assets\/analysis-worker-[\w-]+\.js$/.test(started.url()));
    const wasm = page.waitForResponse((answer) => /\/assets\/tfjs-backend-wasm[\w-]*\.wasm$/.test(answer.url()), { timeout: 100_000 });
    // Everything the page's own thread does from the upload to the answer (issue 30: it used to be
    // blocked for 6-13 s at a stretch): each task's CPU time on that thread, and our scripts in it.
    const tasks = await traceMainThreadTasks(browser, baseURL!, async () => {
      await page.getByLabel("Artwork image (optional)").setInputFiles(IMPRESSIONIST_PHOTO);
      await worker;
      expect((await wasm).status()).toBe(200);
      // The first photo loads the style network (a few MB, lazily) before the analysis runs.
      await expect(page.getByText("Analyzing image...")).toHaveCount(0, { timeout: 100_000 });
      await expectToast(page, "Image Analyzed", "We've detected some basic attributes. Adjust if needed for better accuracy.");
    });
    const style = (await page.getByRole("combobox", { name: "Art Style" }).textContent())?.trim();
    const medium = (await page.getByRole("combobox", { name: "Medium" }).textContent())?.trim();
    expect(QUICK_ESTIMATE_STYLES).toContain(style);
    expect(QUICK_ESTIMATE_MEDIA).toContain(medium);

    // No task held the page's thread for more than 200 ms of its own CPU. Measured as thread time,
    // not wall time: on this shared two-core machine other processes can stretch a 10 ms task to
    // 200 ms of wall time, while decoding or running the networks here costs the CPU itself.
    expect(
      tasks.some((task) => task.scripts.length > 0),
      "the trace saw the page's scripts",
    ).toBe(true);
    const blocking = tasks.filter((task) => !(task.cpuMs <= 200));
    expect(blocking, "main-thread tasks over 200 ms of CPU during the analysis").toEqual([]);
    const longest = tasks.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
    console.log(`longest main-thread task during the analysis: ${longest.cpuMs.toFixed(0)} ms CPU (${longest.wallMs.toFixed(0)} ms wall)`);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test("the Market Trends tab lists the sample categories", async ({ page }) => {
    await page.goto("/");
    await openQuickValuation(page);
    await page.getByRole("tab", { name: "Market Trends" }).click();
    await expect(page.getByText("+15.6%")).toBeVisible();
    await expect(page.getByText("-1.2%")).toBeVisible();
    await expect(page.getByText(/\+0\.2%\s*\(stable\)/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View detailed market trends" })).toHaveAttribute("href", "/market-trends");
  });

  test("the sample certificate opens from the hero and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "View Sample Certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Sample Appraisal Certificate" });
    await expect(dialog).toBeVisible();
    for (const field of ["GUARANTEE LINE", "AUCTION VALUE", "INSURANCE VALUE", "VALUATION ID", "DIMENSIONS"])
      await expect(dialog.getByText(field, { exact: true })).toBeVisible();
    await expect(dialog.getByText(/subject to our Terms & Conditions/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close Preview" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "See Sample Report" }).click();
    await expect(page.getByRole("dialog", { name: "Sample Appraisal Certificate" })).toBeVisible();
  });

  test("testimonials show their ratings, including the half star", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(page.getByRole("img", { name: "Rated 4.5 out of 5" })).toHaveCount(1);
  });

  test("the FAQ opens one answer at a time", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const triggers = faq.getByRole("button");
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
  });

  test("the hero's See How It Works scrolls to the section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "See How It Works" }).click();
    await expect(page.locator("#how-it-works")).toBeInViewport();
  });

  test("the market teaser switches regions and links on", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { name: "Ready to discover what your art is worth?" }).scrollIntoViewIfNeeded();
    await expect(page.getByText("Updated: May 2025")).toBeVisible();
    await page.getByRole("tab", { name: "Southwest" }).click();
    await expect(page.getByRole("tabpanel", { name: "Southwest" })).toContainText("Average price");
    await expect(page.getByRole("link", { name: "Explore Full Market Trends" })).toHaveAttribute("href", "/art-trend-map");
    await expect(page.getByRole("link", { name: "Get Your Art Appraised" })).toHaveAttribute("href", "/new-appraisal");
  });

  test("the contact buttons open a mail to support", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Contact Us for Business Pricing" })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(page.getByRole("link", { name: "Contact Our Support Team" })).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("signed out, the final call to action goes through /api/login to /auth", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Create an Account" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("signed in, the final call to action starts an appraisal", async ({ signedInPage: page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Start An Appraisal" }).click();
    await expect(page).toHaveURL(/\/new-appraisal$/);
  });
});

test.describe("the guided tour", () => {
  test.use({ tourSeen: false });

  test("opens by itself once, not again after Skip Tour and a reload", async ({ page }) => {
    await page.goto("/");
    const tour = page.getByRole("dialog", { name: "Welcome to Art Appraisal" });
    await expect(tour).toBeVisible();
    await expect(tour.getByRole("button", { name: "Back" })).toHaveCount(0);
    await tour.getByRole("button", { name: "Skip Tour" }).click();
    await expect(tour).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("tutorial_completed"))).toBe("true");

    await page.clock.install();
    await page.reload();
    await page.clock.runFor(3000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("opens from the help button, steps through and finishes", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("button", { name: "Open guided tour" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Art Appraisal" })).toBeVisible();
    for (let step = 1; step < 6; step++) await page.getByRole("button", { name: "Next" }).click();
    const last = page.getByRole("dialog", { name: "You're All Set!" });
    await expect(last).toBeVisible();
    await expect(page.getByTestId("tour-highlight")).toBeVisible();
    await last.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("dialog", { name: "Your Dashboard" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Open guided tour" }).click();
    for (let step = 1; step < 6; step++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("tutorial_completed"))).toBe("true");
  });

  test("an action button goes to its page and ends the tour", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Welcome to Art Appraisal" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Start an Appraisal" }).click();
    await expect(page).toHaveURL(/\/new-appraisal$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
