import path from "node:path";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations } from "./fixtures";
import { buyCredits, readPhoto, submitAppraisal, waitForAppraisal } from "./helpers";

const PHONE = { width: 375, height: 667 };
/** Screenshots to look at (set PHONE_SHOTS_DIR), at 375 px and 1280 px; the assertions do not depend on them. */
const SHOTS = process.env.PHONE_SHOTS_DIR;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize(PHONE);
}

/**
 * What the floating Submit Artwork button covers right now: every line of text, picture (the trend
 * map's svg included) and card of the page whose box meets the button's, described in a few words
 * (empty while it is hidden).
 */
function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="floating-submit"]');
    if (!button) return [];
    const style = getComputedStyle(button);
    if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return [];
    const box = button.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.visibility === "hidden" || parent.closest("[aria-hidden='true'], .sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const picture of document.querySelectorAll("img, picture, video, canvas, svg")) {
      const rect = picture.getBoundingClientRect();
      // An svg of icon size sits beside text, which is checked on its own.
      if (button.contains(picture) || (picture.tagName.toLowerCase() === "svg" && (rect.width <= 32 || rect.height <= 32))) continue;
      if (meets(rect))
        covered.push(`${picture.tagName.toLowerCase()} ${picture.getAttribute("alt") ?? picture.getAttribute("aria-label") ?? ""}`);
    }
    // A card (a panel with a border all round, or a shadow) is covered even where only its padding lies under the button.
    for (const element of document.body.querySelectorAll("*")) {
      if (element.contains(button) || button.contains(element) || element.closest("[aria-hidden='true']")) continue;
      const css = getComputedStyle(element);
      if (css.visibility === "hidden" || css.display === "none") continue;
      const bordered = ["top", "right", "bottom", "left"].every((side) => parseFloat(css.getPropertyValue(`border-${side}-width`)) > 0);
      // A card that only touches the button's edge (less than a pixel, from rounding) is not under it.
      const card = element.getBoundingClientRect();
      const inner = new DOMRect(card.x + 1, card.y + 1, card.width - 2, card.height - 2);
      if ((bordered || css.boxShadow !== "none") && meets(inner))
        covered.push(`card ${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
    }
    return covered;
  });
}

/** Scrolls the page from top to bottom in steps (half a screen unless told); at each stop the button covers nothing. */
async function expectButtonCoversNothing(page: Page, label: string, step = PHONE.height / 2) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => coveredByFloatingButton(page), { message: `${label}, scrolled to ${y} px` }).toEqual([]);
  }
  // Where the page leaves room (the space under the main content), the button shows. Scrolled
  // there again at each look: a lazy section that renders late still grows the page after the
  // first scroll, which then ends above the room (a fresh-clone CI saw the final card under it).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const main = document.getElementById("main-content")!;
          window.scrollTo(0, main.offsetTop + main.offsetHeight - window.innerHeight);
        });
        return page.getByTestId("floating-submit").isVisible();
      },
      { message: `${label}: the button in the room kept for it` },
    )
    .toBe(true);
  await expect.poll(() => coveredByFloatingButton(page)).toEqual([]);
}

test.describe("phones (375 px): the floating Submit Artwork button", () => {
  test.use({ viewport: PHONE });

  test("covers no text or picture on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectButtonCoversNothing(page, "home");
    await shots(page, "home");
  });

  test("covers no text, picture or card on an appraisal's pages, the dashboard, history and credits", async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    await buyCredits(page.request);
    const title = `Harbour at Dusk ${Date.now().toString(36)}`;
    const id = await submitAppraisal(
      page.request,
      { artworkTitle: title, artistName: "Anna Vermeulen", height: "24", width: "36" },
      { images: [readPhoto()] },
    );
    await waitForAppraisal(page.request, id, { timeout: 60_000 });

    await page.goto(`/appraisal/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("estimated-value")).toBeVisible();
    await expectButtonCoversNothing(page, "detail");
    await shots(page, "detail");
    await expectNoA11yViolations(page);

    await page.goto(`/appraisal/report/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
    await expectButtonCoversNothing(page, "report");
    await shots(page, "report");

    // The other pages an owner sees the button on, with this appraisal's card or the packages filled in.
    const ownerPages: [string, string, (p: Page) => Locator][] = [
      ["/dashboard", "Welcome back", (p) => p.getByText(title).first()],
      ["/history", "Appraisal History", (p) => p.getByText(title).first()],
      ["/credits", "Credits", (p) => p.getByRole("button", { name: /^Select / }).first()],
    ];
    for (const [path, heading, content] of ownerPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(content(page)).toBeVisible();
      await expectButtonCoversNothing(page, path);
      await expectNoA11yViolations(page);
    }
  });

  test("covers no text, card or map on the trend map and the other public pages", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/art-trend-map");
    await expect(page.getByRole("heading", { level: 1, name: "Community Art Trend Map" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Map of the United States by art market region" })).toBeVisible();
    // In finer steps: the map card's corners and the svg's edge pass under the button between half-screen stops.
    await expectButtonCoversNothing(page, "trend map", 48);
    await shots(page, "trend-map");
    await expectNoA11yViolations(page);

    await page.goto("/market-report");
    await expect(page.getByRole("heading", { level: 1, name: /market/i })).toBeVisible();
    await expectButtonCoversNothing(page, "market report");
    await expectNoA11yViolations(page);
  });
});

test.describe("phones (375 px): the AR preview", () => {
  test.use({ viewport: PHONE });

  test("a landscape wall photo does not clip the Position Your Artwork card", async ({ page }) => {
    await page.goto("/ar-preview?title=Harbour%20Study");
    const artwork = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#b8860b"/><rect x="12" y="12" width="276" height="176" fill="#3b82f6"/></svg>`;
    await page
      .getByLabel("Artwork image", { exact: true })
      .setInputFiles({ name: "painting.png", mimeType: "image/png", buffer: await sharp(Buffer.from(artwork)).png().toBuffer() });
    await page.getByRole("tab", { name: "Gallery" }).click();
    // A wide wall (16:9): on a phone the scene is then about 190 px high, less than the card.
    const wall = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#d8d2c8"/><rect y="800" width="1600" height="100" fill="#8a7f70"/></svg>`;
    await page
      .getByLabel("Wall photo", { exact: true })
      .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await sharp(Buffer.from(wall)).jpeg().toBuffer() });
    const card = page.getByRole("dialog", { name: "Position Your Artwork" });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const scene = (await page.getByTestId("ar-scene").boundingBox())!;
    const box = (await card.boundingBox())!;
    expect(box.height, "the card is taller than this scene").toBeGreaterThan(scene.height);
    // Whole and on top: inside each (rounded) corner of the card, the card is what is hit.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const corners = await card.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return [
        [r.left + 12, r.top + 12],
        [r.right - 12, r.top + 12],
        [r.left + 12, r.bottom - 12],
        [r.right - 12, r.bottom - 12],
      ].map(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
    });
    expect(corners).toEqual([true, true, true, true]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "ar-intro-375.png") });
    await expectNoA11yViolations(page);
    await card.getByRole("button", { name: "Got It" }).click();
    await expect(card).toBeHidden();
  });
});
