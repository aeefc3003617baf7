import type { Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations } from "./fixtures";
import { evaluatePageSeo } from "../../contracts/seo-checklist";
import { PUBLIC_PAGES } from "../../contracts/seo-pages";

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

  test("the landing page's teaser, the quick estimate's trends link and tour step 4 land on the map", async ({ page }) => {
    test.setTimeout(120_000);
    const expectMap = async () => {
      await expect(page).toHaveURL(/\/art-trend-map$/);
      await expect(page.getByRole("heading", { level: 1, name: "Community Art Trend Map" })).toBeVisible();
      await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
    };
    await page.goto("/");
    await page.getByRole("heading", { name: "Ready to discover what your art is worth?" }).scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Explore Full Market Trends" }).click();
    await expectMap();

    await page.goto("/");
    await page.getByRole("heading", { name: "Art Style Analyzer" }).scrollIntoViewIfNeeded();
    await page.getByRole("heading", { name: "Quick Art Valuation" }).scrollIntoViewIfNeeded();
    await page.getByRole("tab", { name: "Market Trends" }).click();
    await page.getByRole("link", { name: "View detailed market trends" }).click();
    await expectMap();

    await page.goto("/terms");
    await page.getByRole("button", { name: "Open guided tour" }).click();
    for (let step = 1; step < 4; step++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("dialog", { name: "Market Trends" }).getByRole("button", { name: "View Market Trends" }).click();
    await expectMap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
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

    // A clicked region keeps focus, but its tooltip leaves with the pointer (focus by keyboard shows it).
    await region(page, "Midwest").click();
    await expect(page.getByRole("tooltip")).toHaveText(/Midwest/);
    await page.getByRole("heading", { level: 1, name: "Community Art Trend Map" }).hover();
    await expect(page.getByRole("tooltip")).toBeHidden();
    await expect(region(page, "Midwest")).toBeFocused();

    await page.getByRole("button", { name: "Close Midwest details" }).click();
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
      // One scale on both sides of zero: Old Masters' -1.2% is six times as long as Sculpture's +0.2%.
      const barWidths = await page
        .locator("figure")
        .filter({ hasText: "Change in sales volume by category" })
        .locator("rect")
        .evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
      expect(barWidths).toHaveLength(8);
      expect(barWidths[7]! / barWidths[6]!).toBeCloseTo(6, 0);
      expect(barWidths[0]! / barWidths[7]!).toBeCloseTo(13, 0);
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

/** The tags the browser holds now, read the way the SEO checklist reads a page's metadata. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? "";
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      keywords: meta('meta[name="keywords"]')
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "",
      robots: meta('meta[name="robots"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
    };
  });
}

test.describe("every public page in the browser", () => {
  // A page may override the checked table with <PageMeta title=...>: what the visitor's browser
  // holds is what counts, on a first load and after a client-side navigation.
  test("meets the SEO checklist, is indexable and names the social image", async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const inspect = async (path: string, how: string) => {
      const head = await readHead(page);
      const report = evaluatePageSeo(path, {
        title: head.title,
        description: head.description,
        keywords: head.keywords,
        canonicalPath: new URL(head.canonical).pathname,
        ogImage: new URL(head.ogImage).pathname,
      });
      for (const check of report.checks.filter((c) => !c.passed)) problems.push(`${path} (${how}): ${check.id} ${check.detail}`);
      if (head.robots.includes("noindex")) problems.push(`${path} (${how}): noindex`);
      if (!head.twitterImage.endsWith("/og-image.png")) problems.push(`${path} (${how}): twitter:image "${head.twitterImage}"`);
    };
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      // A page's own overrides arrive with the head writer's chunk, after the first render.
      await page.waitForLoadState("networkidle");
      await inspect(path, "first load");
    }
    // Client-side navigations: the head writer applies the path's defaults and the page's overrides at once.
    for (const path of [...PUBLIC_PAGES].reverse()) {
      await page.evaluate((to) => {
        window.history.pushState(null, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`://[^/]+${path === "/" ? "/?" : path}$`));
      await expect(page.locator("h1").first()).toBeVisible();
      await inspect(path, "navigation");
    }
    expect(problems).toEqual([]);
  });
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
