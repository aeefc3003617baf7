import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

async function payForPackage(page: Page, packageTitle: string, cardNumber: string) {
  await page.getByRole("button", { name: `Select ${packageTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Test mode — no real charge.")).toBeVisible();
  await dialog.getByLabel("Card number").fill(cardNumber);
  await dialog.getByLabel("Expiry (MM / YY)").fill(`12${nextYear}`);
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Pay" }).click();
  return dialog;
}

test.describe("credits", () => {
  test("buy package 2 with 4242...: success dialog, clean URL, balance 3 and the purchase row", async ({ signedInPage: page }) => {
    await page.goto("/credits");
    await expect(page.getByTestId("credit-balance")).toContainText("0");
    await expect(page.getByRole("group")).toHaveCount(6);

    await payForPackage(page, "Multiple Appraisals", "4242 4242 4242 4242");

    const success = page.getByRole("dialog", { name: "Payment Successful" });
    await expect(success).toBeVisible();
    await expect(success).toContainText("3 credits from the Multiple Appraisals");
    await expect(page).toHaveURL(/\/credits$/);
    expect(new URL(page.url()).search).toBe("");

    await success.getByRole("button", { name: "Continue" }).click();
    await expect(success).toBeHidden();
    await expect(page.getByTestId("credit-balance")).toContainText("3");
    const row = page.getByRole("row").filter({ hasText: "Purchase" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("+3");
    await expect(row).toContainText("Purchased 3 credits");
  });

  test("a declined card shows Payment Failed with the provider's message and the balance is unchanged", async ({ signedInPage: page }) => {
    await page.goto("/credits");
    await expect(page.getByTestId("credit-balance")).toContainText("0");

    const dialog = await payForPackage(page, "Single Appraisal", "4000 0000 0000 0002");
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Pay" })).toBeEnabled();

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByTestId("credit-balance")).toContainText("0");
    await expect(page.getByText("No transactions yet.")).toBeVisible();
  });

  test("a signed-out visitor who presses Select goes to sign in", async ({ page }) => {
    await page.goto("/credits");
    await page.getByRole("button", { name: "Select Collection Appraisal" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
