import fs from "node:fs";
import { linkToken, waitForMail } from "../../server/test/outbox";
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectToast, newAccount, registerByApi, test } from "./fixtures";

// The e2e server writes its mail to DATA_DIR/outbox (playwright.config.ts); the links in it are
// opened here as the owner would open them from their inbox (issue 13).
const PORT = Number(process.env.E2E_PORT ?? 5099);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/appraisal-e2e-${PORT}`;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The path and query of the e-mailed link, on this test's server. */
function linkPath(mailText: string, path: "/verify-email" | "/reset-password"): string {
  const match = mailText.match(new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`No ${path} link in the e-mail`);
  return match[1]!;
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  // Two full-page shots take seconds on a loaded machine; they are not what the test measures.
  test.info().setTimeout(test.info().timeout + 30_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("e-mail verification", () => {
  test("a new account sees the reminder, opens the e-mailed link, and is verified", async ({ page }) => {
    const account = await registerByApi(page.request, newAccount());
    await page.goto("/dashboard");
    const reminder = page.getByRole("region", { name: "Email verification" });
    await expect(reminder).toContainText("Please verify your email address");
    await expect(reminder).toContainText(account.email);
    await expectNoA11yViolations(page);
    await screenshot(page, "verify-reminder");

    // Resending at once is limited; the reminder says when to try again.
    await reminder.getByRole("button", { name: "Resend link" }).click();
    await expectToast(page, "Could not send the email", /try again in \d+ seconds/);

    const mail = await waitForMail(DATA_DIR, account.email, /Verify your email/);
    await page.goto(linkPath(mail.text, "/verify-email"));
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`Email verified. Thank you: ${account.email} is verified.`);
    await expect(reminder).toHaveCount(0);
    await expectNoA11yViolations(page);
    await screenshot(page, "verify-email-done");

    // The link was single-use.
    await page.reload();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("invalid, has expired or was already used");
    await screenshot(page, "verify-email-used");
  });
});

test.describe("password reset", () => {
  test("Forgot your password sends a link; the link sets a new password that signs in", async ({ page, browser }) => {
    // The account signs in elsewhere too: the reset must sign that session out.
    const account = newAccount();
    const other = await browser.newContext();
    await registerByApi(other.request, account);
    expect((await other.request.get("/api/user")).status()).toBe(200);

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshot(page, "forgot-password");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for that email, we have sent a link");
    await screenshot(page, "forgot-password-sent");

    const mail = await waitForMail(DATA_DIR, account.email, /Reset your/);
    expect(linkToken(mail, "/reset-password")).toBeTruthy();
    await page.goto(linkPath(mail.text, "/reset-password"));
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoA11yViolations(page);

    // Mismatched passwords: the spec's message, nothing sent.
    await page.getByLabel("New Password", { exact: true }).fill("a new secret 456");
    await page.getByLabel("Confirm Password", { exact: true }).fill("something else");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Passwords don't match").first()).toBeVisible();
    await screenshot(page, "reset-password");

    await page.getByLabel("Confirm Password", { exact: true }).fill("a new secret 456");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been reset");
    await screenshot(page, "reset-password-done");
    expect((await other.request.get("/api/user")).status()).toBe(401);
    await other.close();
    await waitForMail(DATA_DIR, account.email, /password was changed/);

    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("a new secret 456");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("per-account sign-in throttle", () => {
  test("after 10 wrong passwords the sign-in page says when to try again, even to the right password", async ({ page }) => {
    const account = await registerByApi(page.request, newAccount());
    await page.request.post("/api/logout");
    // Ten guesses as someone elsewhere would make them; the browser below never signed in to the account.
    for (let i = 0; i < 10; i++) {
      const guess = await page.request.post("/api/login", { data: { email: account.email, password: `wrong guess ${i}` } });
      expect(guess.status()).toBe(i < 9 ? 401 : 429);
    }
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.getByRole("main").getByRole("alert").filter({ hasText: "Too many failed sign-in attempts" });
    await expect(alert).toContainText(/Please try again in 15 minutes \(at \d{1,2}:\d{2}( [AP]M)?\), or reset your password/);
    await expect(alert.getByRole("link", { name: "reset your password" })).toHaveAttribute("href", "/forgot-password");
    await expectToast(page, "Login failed", /try again in 15 minutes/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
    await screenshot(page, "sign-in-locked");
  });
});

test.describe("payment mode", () => {
  test("in test mode every payment screen says so: the credits page, the landing prices and the card form", async ({
    signedInPage: page,
  }) => {
    const notice = page.getByRole("note").filter({ hasText: "Test mode:" });
    await page.goto("/credits");
    await expect(notice).toContainText("no card is charged");
    await page.getByRole("button", { name: "Select Single Appraisal" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
    await expect(dialog.getByText("Test mode — no real charge.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The landing page's prices load as they near the viewport.
    await page.goto("/");
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await expect(page.locator("#pricing").getByRole("note").filter({ hasText: "Test mode:" })).toBeVisible();
  });
});
