import type { Page } from "@playwright/test";
import { OUTLINE_SET_BY_HAND_SENTENCE } from "../../contracts/artwork-photo";
import { BIGGER_SCENE, testPaintingOnWall } from "../../server/test/wall-photos";
import { test, expect, expectNoA11yViolations } from "./fixtures";
import { buyCredits, readPhoto } from "./helpers";

// Issue 30: the owner corrects the found outline with the keyboard, and it travels with the
// submission. Screenshots for a person to look at: E2E_SHOTS=/some/folder.
const SHOTS = process.env.E2E_SHOTS;

/** The landscape test photo framed and matted on a wall, a little off-axis: the locator finds it. */
async function framedOnWall() {
  return { name: "framed.jpg", mimeType: "image/jpeg", buffer: (await testPaintingOnWall(BIGGER_SCENE)).jpeg };
}

/** The outline drawn, as the SVG's points (0-100 both ways). */
async function drawnPoints(page: Page): Promise<number[][]> {
  const points = await page.getByTestId("artwork-outline").locator("polygon").last().getAttribute("points");
  return points!.split(" ").map((pair) => pair.split(",").map(Number));
}

test.describe("correcting the artwork's outline (issue 30)", () => {
  test("in the wizard: a corner moved with the keyboard goes with the appraisal, and the report says so", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    await buyCredits(page.request, { packageId: 1 });
    await page.goto("/new-appraisal");
    await page.getByLabel("Upload images", { exact: true }).setInputFiles(await framedOnWall());
    const caption = page.getByTestId("artwork-outline-caption");
    await expect(caption).toHaveText(/We found the artwork inside its frame/);
    const reset = page.getByRole("button", { name: "Reset to the found outline" });
    await expect(reset).toBeDisabled();
    const found = await drawnPoints(page);

    // Keyboard only: focus the top-left corner, two big steps right, one small step down.
    const topLeft = page.getByRole("button", { name: "Top-left corner of the artwork" });
    await topLeft.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("ArrowDown");
    const moved = await drawnPoints(page);
    expect(moved[0]![0]).toBeCloseTo(found[0]![0]! + 10, 0);
    expect(moved[0]![1]).toBeCloseTo(found[0]![1]! + 1, 0);
    expect(moved.slice(1)).toEqual(found.slice(1));
    await expect(caption).toHaveText(/You set the outline by hand/);
    await expect(reset).toBeEnabled();
    await expectNoA11yViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/wizard-corner-editor-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId("artwork-corner-editor").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/wizard-corner-editor-375.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    // Reset goes back to the found outline; then the corner is moved again and submitted.
    await reset.click();
    await expect(caption).toHaveText(/We found the artwork inside its frame/);
    expect(await drawnPoints(page)).toEqual(found);
    await topLeft.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("combobox", { name: "Medium" }).click();
    await page.getByRole("option", { name: "Oil on Canvas", exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit Appraisal" }).click();
    await expect(page).toHaveURL(/\/appraisal\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;

    await expect
      .poll(async () => ((await (await page.request.get(`/api/appraisals/${id}`)).json()) as { status: string }).status, {
        timeout: 60_000,
        intervals: [500, 1000],
      })
      .toBe("completed");
    const report = (await (await page.request.get(`/api/appraisals/${id}/report`)).json()) as {
      outlineSetByHand: boolean;
      photoObservations: string;
      images: string[];
    };
    expect(report.outlineSetByHand).toBe(true);
    expect(report.photoObservations).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
    expect(report.images[0]).toMatch(/\/crop$/);
    await page.goto(`/appraisal/report/${id}`);
    await expect(page.getByText(OUTLINE_SET_BY_HAND_SENTENCE, { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "View the original photo" })).toBeVisible();
    await expectNoA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-crop-1280.png` });
  });

  test("in the analyzer at 375 px: with nothing found, the corners start inset and can be set by keyboard", async ({
    signedInPage: page,
  }) => {
    // Two analyses on the server (the page's and the check's): slow on a shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/art-style-analyzer");
    // The clean test photo is all artwork: nothing framed to find.
    await page.getByLabel("Upload an artwork image").setInputFiles(readPhoto());
    const caption = page.getByTestId("artwork-outline-caption");
    await expect(caption).toHaveText(/No frame or edge found around the artwork/);
    expect((await drawnPoints(page))[0]).toEqual([5, 5]);
    // Touch-sized handles at this width.
    const bottomRight = page.getByRole("button", { name: "Bottom-right corner of the artwork" });
    const box = (await bottomRight.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    await bottomRight.focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press("Shift+ArrowUp");
    const [x, y] = (await drawnPoints(page))[2]!;
    expect(x).toBeCloseTo(95, 6);
    expect(y).toBeCloseTo(80, 6);
    await expect(caption).toHaveText(/You set the outline by hand/);
    await expect(page.getByRole("button", { name: "Reset to the whole photo" })).toBeEnabled();

    // A pointer drag (a finger, at this width) moves the top-left corner right and down.
    const topLeft = (await page.getByRole("button", { name: "Top-left corner of the artwork" }).boundingBox())!;
    const photoBox = (await page.getByRole("img", { name: /^Selected image/ }).boundingBox())!;
    await page.mouse.move(topLeft.x + topLeft.width / 2, topLeft.y + topLeft.height / 2);
    await page.mouse.down();
    await page.mouse.move(topLeft.x + topLeft.width / 2 + 40, topLeft.y + topLeft.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    const dragged = (await drawnPoints(page))[0]!;
    expect(dragged[0]).toBeCloseTo(5 + (40 / photoBox.width) * 100, 0);
    expect(dragged[1]).toBeCloseTo(5 + (30 / photoBox.height) * 100, 0);
    await expectNoA11yViolations(page);
    if (SHOTS) {
      await page.getByTestId("artwork-corner-editor").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/analyzer-corner-editor-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/analyzer-corner-editor-1280.png` });
      await page.setViewportSize({ width: 375, height: 800 });
    }

    await page.getByRole("button", { name: "Analyze Art Style" }).click();
    await expect(page.getByRole("heading", { name: "Your Results" })).toBeVisible({ timeout: 60_000 });
    // The answer kept is the one of the owner's outline: the same as asking with those corners.
    const kept = (await (await page.request.get("/api/style-analyses")).json()) as {
      analyses: { prediction: unknown; cropUrl: string | null }[];
    };
    // The recent analyses show the work cut along the owner's outline, not the whole photo.
    const keptThumbnail = page.getByRole("list", { name: "Recent analyses" }).locator("img").first();
    await expect(keptThumbnail).toHaveAttribute("src", kept.analyses[0]!.cropUrl ?? "a crop");
    if (SHOTS) {
      await keptThumbnail.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/analyzer-recent-crop-375.png` });
    }
    const corners = (await drawnPoints(page)).map(([x, y]) => ({
      x: Math.round(x! * 100) / 10_000,
      y: Math.round(y! * 100) / 10_000,
    }));
    expect(corners[2]).toEqual({ x: 0.95, y: 0.8 });
    const asked = await page.request.post("/api/art-style-prediction", {
      multipart: { artworkCorners: JSON.stringify(corners), image: readPhoto() },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    expect(kept.analyses[0]!.prediction).toEqual(await asked.json());
  });
});
