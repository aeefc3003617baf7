import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { linkToken, waitForMail } from "../../server/test/outbox";

let counter = 0;

export interface TestAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
}

/** A unique account per call, so parallel workers never collide. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(++counter).toString(36)}`;
  return { email: `e2e-${id}@example.com`, password: "e2e password 123", username: `e2e_${id}`, firstName: "Grace", ...overrides };
}

/** Registers through the API (fast, no typing); the request context keeps the session cookie. */
export async function registerByApi(request: APIRequestContext, account: TestAccount = newAccount()): Promise<TestAccount> {
  const response = await request.post("/api/register", {
    data: { ...account, confirmPassword: account.password, lastName: "Hopper" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Opens the account's e-mailed verification link through the API, as its owner would from the
 * inbox: sending mail to other people needs a verified address (issue 33).
 */
export async function verifyByApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 5099);
  const mail = await waitForMail(process.env.E2E_DATA_DIR ?? `/tmp/appraisal-e2e-${port}`, account.email, /Verify your email/, 15_000);
  const response = await request.post("/api/auth/verify-email", { data: { token: linkToken(mail, "/verify-email") } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. Call it on
 * every page a spec visits (after its content has loaded); the `axeAfterEach` fixture also runs
 * it on the page each test ends on.
 */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const summary = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ account: TestAccount; signedInPage: Page; tourSeen: boolean; axeAfterEach: void }>({
  // Every test ends with an axe check of the page it left open (skipped when the test failed or closed the page).
  axeAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === "about:blank") return;
      await expectNoA11yViolations(page);
    },
    { auto: true },
  ],
  /** Whether the guided tour counts as completed; tour specs set it to false to see it start by itself. */
  tourSeen: [true, { option: true }],
  // The tour would open on / after 1.5 s and cover the page in every other spec.
  page: async ({ page, tourSeen }, use) => {
    if (tourSeen) await page.addInitScript(() => window.localStorage.setItem("tutorial_completed", "true"));
    await use(page);
  },
  // Playwright reads the fixture's dependencies from this destructuring; it must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(newAccount());
  },
  /** A page whose browser context is signed in as a fresh account. */
  signedInPage: async ({ page, account }, use) => {
    await registerByApi(page.request, account);
    await use(page);
  },
});

export { expect };

/** Expects the toast with this title (and description) in the notifications region. */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const region = page.getByRole("region", { name: /Notifications/ });
  const toast = region.getByRole("listitem").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}
