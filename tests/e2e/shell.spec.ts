import { test, expect } from "./fixtures";

test.describe("the app shell", () => {
  test("an unknown path shows the not-found screen", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
  });

  test("a footer anchor link from another page lands on the home section", async ({ page }) => {
    await page.goto("/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    // The first render is sliced (decision 0015): the page, and its skip link, arrive a moment
    // after the load event. A person presses Tab once they see the page.
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(skip).toBeAttached();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });

  test("the floating Submit Artwork button sends visitors to sign in and is hidden on /new-appraisal", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("link", { name: "Submit Artwork" })
      .or(page.getByRole("button", { name: "Submit Artwork" }))
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/new-appraisal");
    await expect(page.getByRole("link", { name: "Submit Artwork" }).or(page.getByRole("button", { name: "Submit Artwork" }))).toHaveCount(
      0,
    );
  });

  test("the long legal paths redirect to the short ones", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto("/privacy-policy");
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("the mobile menu opens, carries the extra entries and closes on a link click", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/terms");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "How It Works" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#pricing$/);
  });
});
