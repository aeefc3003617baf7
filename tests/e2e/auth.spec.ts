import { test, expect, expectToast, newAccount, registerByApi } from "./fixtures";

test.describe("accounts", () => {
  test("create an account on /auth, use the avatar menu, sign out and sign in again", async ({ page }) => {
    const account = newAccount();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("First Name").fill(account.firstName);
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expectToast(page, "Account created!", "Welcome to Antique Art Appraisers Near Me.");
    await expect(page).toHaveURL(/\/$/);

    const menuButton = page.getByRole("button", { name: /Account menu for/ });
    await menuButton.click();
    for (const item of ["Dashboard", "Appraisal History", "Credits", "Sign Out"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expectToast(page, "Signed out", "You've been successfully signed out.");
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Account menu for/ })).toHaveCount(0);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Welcome back!", "You've successfully signed in.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
  });

  test("a wrong password shows Login failed and stays on /auth", async ({ page }) => {
    const account = await registerByApi(page.context().request, newAccount());
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectToast(page, "Login failed", "Invalid credentials");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("mismatched passwords are caught before anything is sent", async ({ page }) => {
    const account = newAccount();
    let registerCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/register")) registerCalls++;
    });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill("something different");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Passwords don't match", "Please make sure both password fields match.");
    expect(registerCalls).toBe(0);
  });

  test("a signed-in visitor is sent from /auth to /", async ({ signedInPage: page }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });
});
