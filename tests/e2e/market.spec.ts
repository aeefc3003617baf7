import type { Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations } from "./fixtures";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** No sideways scroll: the page is never wider than the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const region = (page: Page, name: string) =>
  page.getByRole("group", { name: "Map of the United States by art market region" }).getByRole("button", { name, exact: true });
const details = (page: Page) =>
  page.getByRole("region", {
    name: /^(Northeast US|Mid-Atlantic|Southeast US|Midwest|Southwest|West Coast|Pacific Northwest|Hawaii|Alaska)$/,
  });

test.describe("the Community Art Trend Map", () => {
  test("the header's Market Trends link and /market-trends land on the map", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Market Trends" }).click();
    await expect(page).toHaveURL(/\/art-trend-map$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community Art Trend Map" })).toBeVisible();
    // The per-page tags follow a client-side navigation.
    await expect(page).toHaveTitle("Community Art Trend Map: US Regions | Antique Art Appraisers");
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/art-trend-map$/);

    const response = await page.goto("/market-trends");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/art-trend-map$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community Art Trend Map" })).toBeVisible();
  });

  test("has the page's links, nine regions, the sources and the date", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/art-trend-map");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Get Your Art Appraised" })).toHaveAttribute("href", "/new-appraisal");
    await expect(page.getByRole("link", { name: "Start Your Appraisal" })).toHaveAttribute("href", "/new-appraisal");
    await expect(page.getByRole("link", { name: "View the full Market Report" })).toHaveAttribute("href", "/market-report");
    for (const name of [
      "Northeast US",
      "Mid-Atlantic",
      "Southeast US",
      "Midwest",
      "Southwest",
      "West Coast",
      "Pacific Northwest",
      "Hawaii",
      "Alaska",
    ]) {
      await expect(region(page, name)).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "How to Use This Data" })).toBeVisible();
    const sources = page.getByRole("region", { name: "Data Sources" }).getByRole("listitem");
    await expect(sources).toHaveText([
      "Auction sales",
      "Gallery reports",
      "Online marketplace analytics",
      "Museum acquisitions",
      "Collector surveys",
      "Art fair trends",
    ]);
    await expect(page.getByText("Last updated: 2025-05-18")).toBeVisible();
    await expect(page.getByRole("group", { name: "Period" }).getByRole("button", { name: "1Y" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("80 and above")).toBeVisible();
    await expect(page.getByText("Below 20")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, "trend-map-1280");
  });

  test("a click opens a region's details; views and periods change the figures", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/art-trend-map");
    await region(page, "Northeast US").click();
    const panel = details(page);
    await expect(panel.getByRole("heading", { name: "Northeast US" })).toBeVisible();
    await expect(panel).toContainText("Figures for the last 12 months");
    await expect(panel.getByRole("definition").nth(0)).toHaveText("92/100");
    await expect(panel.getByRole("definition").nth(1)).toHaveText("$18,200");
    await expect(panel.getByRole("definition").nth(2)).toHaveText("+8%");
    await expect(panel.getByRole("listitem")).toHaveText(["Impressionism", "Modern", "Old Masters"]);
    await expect(region(page, "Northeast US")).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "3M" }).click();
    await expect(panel).toContainText("Figures for the last 3 months");
    await expect(panel.getByRole("definition").nth(0)).toHaveText("88/100");
    await expect(panel.getByRole("definition").nth(2)).toHaveText("+3%");

    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "5Y" }).click();
    await expect(panel.getByRole("definition").nth(0)).toHaveText("94/100");
    await expect(panel.getByRole("definition").nth(2)).toHaveText("+31%");

    // The region's colour and the legend follow the view.
    const fill = () => region(page, "West Coast").locator("path").getAttribute("fill");
    const activityFill = await fill();
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Growth" }).click();
    await expect(page.getByText("Change in sales volume", { exact: true })).toBeVisible();
    await expect(page.getByText("40% and above")).toBeVisible();
    expect(await fill()).not.toBe(activityFill);
    await region(page, "West Coast").hover();
    await expect(page.getByRole("tooltip")).toHaveText(/West Coast\s*Volume \+56%/);

    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Styles" }).click();
    await expect(page.getByText("Leading style", { exact: true })).toBeVisible();
    await region(page, "Southwest").hover();
    await expect(page.getByRole("tooltip")).toHaveText(/Southwest\s*Leading style: Western Art/);

    await panel.getByRole("button", { name: "Close Northeast US details" }).click();
    await expect(page.getByText("Select a region on the map")).toBeVisible();
  });

  test("the keyboard reaches every region, focus shows its figure and Enter opens its details", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/art-trend-map");
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "5Y" }).focus();
    await page.keyboard.press("Tab");
    await expect(region(page, "Northeast US")).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(/Northeast US\s*Activity 92\/100/);
    await expect(region(page, "Northeast US")).toHaveAttribute("aria-describedby", "trend-map-tooltip");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(region(page, "Southwest")).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(/Southwest\s*Activity 74\/100/);
    await page.keyboard.press("Enter");
    await expect(details(page).getByRole("heading", { name: "Southwest" })).toBeVisible();
    await expect(details(page).getByRole("definition").nth(1)).toHaveText("$8,900");
    await page.keyboard.press("Tab");
    await expect(region(page, "West Coast")).toBeFocused();
    await page.keyboard.press(" ");
    await expect(details(page).getByRole("heading", { name: "West Coast" })).toBeVisible();
    await expect(details(page).getByRole("listitem")).toHaveText(["Contemporary", "Pop Art", "Street Art"]);
  });

  test("beside the map on wide screens, the insights panel is toggled below 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/art-trend-map");
    const insights = page.getByRole("complementary", { name: "Market insights" });
    await expect(insights).toBeVisible();
    await expect(page.getByRole("button", { name: "Show Market Insights" })).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(insights).toBeHidden();
    const toggle = page.getByRole("button", { name: "Show Market Insights" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectNoSidewaysScroll(page);
    await shoot(page, "trend-map-375");
    await toggle.click();
    await expect(insights).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide Market Insights" })).toHaveAttribute("aria-expanded", "true");
    await expect(insights.getByRole("tab", { name: "Popular Styles" })).toHaveAttribute("aria-selected", "true");
    await expect(insights.getByText("Contemporary", { exact: true })).toBeVisible();
    await insights.getByRole("tab", { name: "Emerging Trends" }).click();
    await expect(insights.getByText("Street Art")).toBeVisible();
    await expect(insights.getByRole("heading", { name: "Market Observations" })).toBeVisible();
    await region(page, "Hawaii").click();
    await expect(details(page).getByRole("heading", { name: "Hawaii" })).toBeVisible();
    await region(page, "Northeast US").hover();
    await expectNoSidewaysScroll(page);
    await shoot(page, "trend-map-375-open");
    await page.getByRole("button", { name: "Hide Market Insights" }).click();
    await expect(insights).toBeHidden();
  });
});

test.describe("the Market Report", () => {
  for (const width of [1280, 375]) {
    test(`has its sections, charts with tables behind them and calls to action at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/market-report");
      await expect(page.getByRole("heading", { level: 1, name: "Art Market Report 2025" })).toBeVisible();
      for (const heading of ["Market Overview", "Collector Behaviour", "Global Trends", "Top Categories", "Emerging Trends", "Forecast"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      const categories = page.getByRole("table", { name: "Change in sales volume by category, last 12 months" });
      await expect(categories.getByRole("row")).toHaveCount(9);
      await expect(categories.getByRole("row", { name: "Photography +15.6%" })).toBeAttached();
      await expect(categories.getByRole("row", { name: "Old Masters -1.2%" })).toBeAttached();
      await expect(page.getByRole("table", { name: "Share of surveyed collectors, past 12 months" }).getByRole("row")).toHaveCount(6);
      const ctas = page.getByRole("link", { name: "Get an Appraisal" });
      await expect(ctas).toHaveCount(2);
      await expect(ctas.first()).toHaveAttribute("href", "/new-appraisal");
      await expectNoSidewaysScroll(page);
      await shoot(page, `market-report-${width}`);
      if (width === 1280) {
        await page.getByRole("link", { name: "Back to Map" }).click();
        await expect(page).toHaveURL(/\/art-trend-map$/);
        await expectNoA11yViolations(page);
      }
    });
  }

  test("prints without the site's navigation and buttons", async ({ page }) => {
    await page.goto("/market-report");
    await expect(page.getByRole("heading", { level: 1, name: "Art Market Report 2025" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print Report" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to Map" })).toBeHidden();
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByRole("heading", { name: "Top Categories" })).toBeVisible();
    if (SHOTS) await page.pdf({ path: `${SHOTS}/market-report.pdf`, format: "A4", printBackground: false });
    await page.emulateMedia({ media: "screen" });
  });
});

test.describe("the SEO guide", () => {
  for (const width of [1280, 375]) {
    test(`has its tabs and checks every public page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/seo-guide");
      await expect(page.getByRole("heading", { level: 1, name: "SEO Guide" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "How to Use" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("Every page's defaults live in one table")).toBeVisible();
      await page.getByRole("tab", { name: "SEO Benefits" }).click();
      await expect(page.getByText("Good-looking shares")).toBeVisible();
      await page.getByRole("tab", { name: "SEO Checklist" }).click();
      for (const item of [
        "Title 50-60 characters",
        "Description 150-160 characters",
        "5-8 keywords",
        "Canonical URL",
        "Social tags",
        "Alt text on every image",
      ]) {
        await expect(page.getByRole("list", { name: "SEO checklist items" }).getByText(item, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("status").filter({ hasText: /public pages pass every check/ })).toHaveText(
        /^(\d+) of \1 public pages pass every check\.$/,
      );
      for (const path of ["/", "/art-trend-map", "/market-report", "/seo-guide", "/terms"]) {
        await expect(page.getByRole("listitem", { name: `${path}: passes` })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await shoot(page, `seo-guide-${width}`);
    });
  }
});

test.describe("what crawlers read", () => {
  test("robots.txt, sitemap.xml and the social image answer", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain("/art-trend-map</loc>");
    const image = await request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
