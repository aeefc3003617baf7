import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { expectNoA11yViolations, newAccount, test, expect, type TestAccount } from "./fixtures";
import { buyCredits, submitAppraisal } from "./helpers";
import { linkToken, waitForMail } from "../../server/test/outbox";

// The default e2e server completes appraisals itself; the admin review needs manual review, so
// this file runs its own server (decision 14's switch) and talks to it by absolute URL.
// Its own port next to the main e2e server's, so parallel runs (other E2E_PORTs) never collide.
const PORT = Number(process.env.E2E_ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 5099) + 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `/tmp/appraisal-e2e-admin-${PORT}`;
const OUTBOX = path.join(DATA_DIR, "outbox");
const ADMIN_EMAIL = "admin-e2e@example.com";

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let serverLog = "";

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`The review server exited:\n${serverLog}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The review server did not start:\n${serverLog}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // The current server source, as the main e2e server runs (a compiled build could be stale).
  server = spawn("npx", ["tsx", "server/index.ts"], {
    cwd: process.cwd(),
    // Its own process group, so afterAll stops the server and the tsx under it, and nothing else.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...(process.env.E2E_DIST_DIR ? { CLIENT_DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      PUBLIC_URL: BASE,
      APPRAISAL_REVIEW: "manual",
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
    },
  });
  const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-4000));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  await waitForHealth(90_000);
});

test.afterAll(async () => {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
});

/** A browser context of its own (cookies are per host, not per port) signed in on the review server. */
async function signedInContext(browser: Browser, account: TestAccount): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: "reduce", acceptDownloads: true });
  const response = await context.request.post(`${BASE}/api/register`, {
    data: { ...account, confirmPassword: account.password, lastName: "Hopper" },
  });
  if (response.status() === 201 && account.email === ADMIN_EMAIL) {
    // ADMIN_EMAILS gives the role only to a verified address (decision 31): open the e-mailed link.
    const mail = await waitForMail(DATA_DIR, ADMIN_EMAIL, /Verify your email/, 15_000);
    const verified = await context.request.post(`${BASE}/api/auth/verify-email`, { data: { token: linkToken(mail, "/verify-email") } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  if (response.status() !== 201) {
    // The admin account survives between tests of this file; sign it in again.
    const login = await context.request.post(`${BASE}/api/login`, { data: { email: account.email, password: account.password } });
    expect(login.status(), await login.text()).toBe(200);
  }
  return context;
}

const adminAccount = newAccount({ email: ADMIN_EMAIL, username: `admin_e2e_${Date.now().toString(36)}` });

/** The owner buys package 2 with the test card and submits one appraisal to the review server. */
async function buyAndSubmit(request: APIRequestContext, artworkTitle: string): Promise<string> {
  await buyCredits(request, { baseUrl: BASE });
  return submitAppraisal(request, { artworkTitle, artistName: "Anna Vermeulen" }, { baseUrl: BASE });
}

/** Under manual review the pipeline stops at a drafted report: processing, waiting for an admin. */
async function waitForDraft(adminRequest: APIRequestContext, id: string) {
  await expect
    .poll(async () => (await adminRequest.get(`${BASE}/api/admin/appraisals/${id}/draft`)).status(), {
      timeout: 45_000,
      intervals: [500, 1000],
    })
    .toBe(200);
}

function findReportEmail(title: string, recipient: string): string | undefined {
  if (!fs.existsSync(OUTBOX)) return undefined;
  for (const file of fs.readdirSync(OUTBOX).filter((name) => name.endsWith(".eml"))) {
    const text = fs.readFileSync(path.join(OUTBOX, file), "utf8");
    if (text.includes(`Subject: Appraisal report: ${title}`) && text.includes(`To: ${recipient}`)) return text;
  }
  return undefined;
}

test.describe("admin review desk (manual review)", () => {
  test("an admin reviews a drafted appraisal, corrects its range, completes it and sends it; the owner sees it completed", async ({
    browser,
  }) => {
    const owner = newAccount();
    const title = `Harbour Study ${Date.now().toString(36)}`;
    const ownerContext = await signedInContext(browser, owner);
    const adminContext = await signedInContext(browser, adminAccount);
    const id = await buyAndSubmit(ownerContext.request, title);
    await waitForDraft(adminContext.request, id);

    const page = await adminContext.newPage();
    await page.goto(`${BASE}/admin`);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByLabel("Search").fill(title);
    const row = page.getByTestId("admin-appraisal-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("admin-appraisal-row")).toHaveCount(1); // the server searched
    await expect(row).toContainText("Processing");
    await expect(row).toContainText(owner.email);
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(/\d+h \d+m/);
    await row.getByRole("link", { name: `View ${title}` }).click();

    await expect(page).toHaveURL(`${BASE}/admin/appraisals/${id}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const toolbar = page.getByRole("toolbar", { name: "Admin actions" });

    // Sending before completion is stopped with the spec's words.
    await toolbar.getByRole("button", { name: "Send to Client" }).click();
    await expect(page.getByText("Cannot send appraisal", { exact: true })).toBeVisible();
    await expect(page.getByText("This appraisal has not been completed yet.", { exact: true })).toBeVisible();

    // The edit form opens on the draft's own text; the admin corrects the range.
    await toolbar.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Appraisal" });
    await expect(dialog.getByLabel("Summary")).toHaveValue(new RegExp(title));
    await dialog.getByLabel("Low").fill("12000");
    await dialog.getByLabel("High", { exact: true }).fill("9000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("The high value must not be below the low value")).toBeVisible();
    await dialog.getByLabel("High", { exact: true }).fill("18,000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Appraisal updated", { exact: true })).toBeVisible();
    await expect(page.getByText("The appraisal status has been updated successfully.", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await toolbar.getByRole("button", { name: "Mark Complete" }).click();
    await expect(page.getByTestId("estimated-value")).toHaveText("$12,000 – $18,000");
    await expect(toolbar.getByRole("button", { name: "Mark Complete" })).toBeDisabled();

    await toolbar.getByRole("button", { name: "Send to Client" }).click();
    await expect(page.getByText("Email sent", { exact: true })).toBeVisible();
    await expect(page.getByText("The appraisal report has been sent to the client.", { exact: true })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Admin review" }).getByText("Email Sent")).toBeVisible();
    await expect.poll(() => findReportEmail(title, owner.email), { timeout: 10_000 }).toContain("application/pdf");

    const download = page.waitForEvent("download");
    await toolbar.getByRole("button", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toBe(`appraisal-${id}.pdf`);
    await expect(page.getByText("PDF downloaded", { exact: true })).toBeVisible();

    const seenByOwner = await ownerContext.request.get(`${BASE}/api/appraisals/${id}`);
    expect(seenByOwner.status()).toBe(200);
    expect(await seenByOwner.json()).toMatchObject({ status: "completed", estimatedValue: { low: 12000, high: 18000 } });
    await ownerContext.close();
    await adminContext.close();
  });

  test("the list filters on the server, says when nothing matches, and deletes after confirmation", async ({ browser }) => {
    const owner = newAccount();
    const title = `Delete Study ${Date.now().toString(36)}`;
    const ownerContext = await signedInContext(browser, owner);
    const adminContext = await signedInContext(browser, adminAccount);
    const id = await buyAndSubmit(ownerContext.request, title);
    await waitForDraft(adminContext.request, id);

    const page = await adminContext.newPage();
    await page.goto(`${BASE}/admin`);
    await page.getByLabel("Search").fill(`no such work ${Date.now()}`);
    await expect(page.getByRole("heading", { name: "No Appraisals Found" })).toBeVisible();
    await expect(page.getByText("No appraisals match your current filters. Try adjusting your search criteria.")).toBeVisible();

    await page.getByLabel("Search").fill(owner.email);
    const row = page.getByTestId("admin-appraisal-row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "Completed" }).click();
    await expect(page.getByRole("heading", { name: "No Appraisals Found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByLabel("Search").fill(owner.email);
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this appraisal? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Appraisal deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Appraisals Found" })).toBeVisible();
    expect((await ownerContext.request.get(`${BASE}/api/appraisals/${id}`)).status()).toBe(404);

    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Total Appraisals" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Submissions per Day (Last 8 Weeks)" })).toBeVisible();
    await ownerContext.close();
    await adminContext.close();
  });
});

test.describe("what a new user tripped over, on the review desk (issue 19)", () => {
  test("processing shows no completion date; the admin reads the whole client e-mail; '—' without last week; $200,000+ is level 6", async ({
    browser,
  }) => {
    const owner = newAccount({ email: `a-rather-long-client-address-${Date.now().toString(36)}@example-collectors.org` });
    const title = `Level Study ${Date.now().toString(36)}`;
    const ownerContext = await signedInContext(browser, owner);
    const adminContext = await signedInContext(browser, adminAccount);
    const id = await buyAndSubmit(ownerContext.request, title);
    await waitForDraft(adminContext.request, id);

    // The owner's detail page while it is processing: no "Completed: Not provided".
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${BASE}/appraisal/${id}`);
    await ownerPage.getByRole("tab", { name: "Artwork Details" }).click();
    const details = ownerPage.getByRole("tabpanel", { name: "Artwork Details" });
    await expect(details.getByText("Submitted", { exact: true })).toBeVisible();
    await expect(details.getByText("Completed", { exact: true })).toHaveCount(0);

    // The admin list shows the client's whole address as a usable link, never cut off.
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${BASE}/admin`);
    await adminPage.getByLabel("Search").fill(title);
    const row = adminPage.getByTestId("admin-appraisal-row").filter({ hasText: title });
    const email = row.getByRole("link", { name: owner.email });
    await expect(email).toHaveAttribute("href", `mailto:${owner.email}`);
    expect(await email.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    // A fresh server has no appraisals last week: the dashboard tile says "—", as Analytics does.
    await adminPage.goto(`${BASE}/dashboard`);
    await adminPage.getByRole("tab", { name: "Admin Panel" }).click();
    await expect(adminPage.getByText(/— vs last week/)).toBeVisible();

    // The admin completes it at $250,000-$300,000: the owner's portfolio reaches level 6 (decision 35).
    const edited = await adminContext.request.patch(`${BASE}/api/admin/appraisals/${id}`, {
      data: { estimatedValue: { low: 250000, high: 300000 } },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const completed = await adminContext.request.patch(`${BASE}/api/admin/appraisals/${id}`, { data: { status: "completed" } });
    expect(completed.status(), await completed.text()).toBe(200);
    await ownerPage.goto(`${BASE}/dashboard`);
    await ownerPage.getByRole("tab", { name: "Portfolio Value" }).click();
    await expect(ownerPage.getByTestId("collector-level")).toHaveText("Legendary Collector");
    await expect(ownerPage.getByText("Level 6", { exact: true })).toBeVisible();
    await expect(ownerPage.getByText(/Top level reached/)).toBeVisible();
    await ownerContext.close();
    await adminContext.close();
  });
});

test.describe("admin pages for everyone else", () => {
  test("a signed-in non-admin sees the no-access screen and no admin data", async ({ signedInPage: page }) => {
    const adminAnswers: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/admin/") && response.status() === 200) adminAnswers.push(response.url());
    });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveCount(0);
    await page.goto("/admin/appraisals/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(adminAnswers).toEqual([]);
    // The server refuses too (decision 7).
    expect((await page.request.get("/api/admin/appraisals")).status()).toBe(403);
  });

  test("a visitor is sent to sign in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("a dialog open while the window is resized (issue 32)", () => {
  test("crossing 1024 px swaps the table and the cards but keeps the row's dialog open with what was typed", async ({ browser }) => {
    const owner = newAccount();
    const title = `Resize Study ${Date.now().toString(36)}`;
    const ownerContext = await signedInContext(browser, owner);
    const adminContext = await signedInContext(browser, adminAccount);
    const id = await buyAndSubmit(ownerContext.request, title);
    await waitForDraft(adminContext.request, id);

    const page = await adminContext.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${BASE}/admin`);
    await page.getByLabel("Search").fill(title);
    const row = page.getByTestId("admin-appraisal-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(page.locator("table")).toBeVisible();
    await row.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Appraisal" });
    await dialog.getByLabel("Low").fill("4321");

    // Narrower than 1024 px: the list becomes cards; the dialog stays, with the typed value. (The
    // modal dialog hides the page from the accessibility tree, so the list is found by its tags.)
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator("table")).toHaveCount(0);
    await expect(page.getByTestId("admin-appraisal-card").filter({ hasText: title })).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Low")).toHaveValue("4321");

    // And back across it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator("table")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Low")).toHaveValue("4321");
    await expectNoA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await ownerContext.close();
    await adminContext.close();
  });
});
