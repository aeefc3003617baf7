import { NO_PERMISSION_MESSAGE } from "../../client/src/features/reports/permission-message";
import { test, expect, expectNoA11yViolations, registerByApi } from "./fixtures";
import { buyCredits, submitAppraisal } from "./helpers";

test.describe("another account's appraisal", () => {
  test("the API answers 404 as for a missing one; the detail and report pages show the permission message", async ({
    signedInPage: page,
    browser,
  }) => {
    // The owner: another browser context, signed in as another account.
    const ownerContext = await browser.newContext();
    await registerByApi(ownerContext.request);
    await buyCredits(ownerContext.request);
    const id = await submitAppraisal(ownerContext.request, { artworkTitle: "Somebody Else's Harbour", artistName: "Anna Vermeulen" });
    const missing = "00000000-0000-4000-8000-000000000000";

    // No existence leak: another account's appraisal and one that does not exist answer alike.
    for (const path of [`/api/appraisals/${id}`, `/api/appraisals/${id}/report`]) {
      const theirs = await page.request.get(path);
      const none = await page.request.get(path.replace(id, missing));
      expect(theirs.status(), path).toBe(404);
      expect(none.status(), path).toBe(404);
      expect(await theirs.json()).toEqual(await none.json());
    }
    expect((await ownerContext.request.get(`/api/appraisals/${id}`)).status()).toBe(200);

    await page.goto(`/appraisal/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Appraisal Not Found" })).toBeVisible();
    await expect(page.getByText(NO_PERMISSION_MESSAGE.appraisal)).toBeVisible();
    await expect(page.getByText("Somebody Else's Harbour")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.goto(`/appraisal/report/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Report Not Found" })).toBeVisible();
    await expect(page.getByText(NO_PERMISSION_MESSAGE.report)).toBeVisible();
    await expect(page.getByText("Somebody Else's Harbour")).toHaveCount(0);
    await ownerContext.close();
  });
});
