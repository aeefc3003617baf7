import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { extractPdfText } from "../../server/test/pdf-text";
import { test, expect, expectNoA11yViolations, expectToast as expectToastWithin10s, registerByApi, verifyByApi } from "./fixtures";
import { buyCredits, submitAppraisal } from "./helpers";
import { AR_TOAST_MS } from "../../contracts/ar-previews";

// A fake camera for this spec only: Chromium shows a generated video and grants the permission.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
  permissions: ["camera", "clipboard-read", "clipboard-write"],
});

const PORT = Number(process.env.E2E_PORT ?? 5099);
const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? `/tmp/appraisal-e2e-${PORT}`, "outbox");
/** Screenshots to look at (set AR_SHOTS_DIR); the assertions do not depend on them. */
const SHOTS = process.env.AR_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

/** A 1600 x 1200 "wall": warm grey with a darker skirting board, made here (nothing shipped). */
async function makeWallPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#d8d2c8"/><rect y="1080" width="1600" height="120" fill="#8a7f70"/><rect x="1250" y="300" width="220" height="780" fill="#b9ad9c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A 300 x 200 "painting": a blue sky over a green field in a gold frame. */
async function makeArtwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#b8860b"/><rect x="12" y="12" width="276" height="100" fill="#3b82f6"/><rect x="12" y="112" width="276" height="76" fill="#15803d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const TITLE = "Harbour Study";

/** Toasts that follow canvas work and an upload: on a loaded two-core machine those can take longer than 10 s. */
async function expectToast(page: Page, title: string, description?: string) {
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: title })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expectToastWithin10s(page, title, description);
}

async function openPreview(page: Page, query = `?title=${encodeURIComponent(TITLE)}`) {
  await page.goto(`/ar-preview${query}`);
  await expect(page.getByRole("heading", { level: 1, name: `AR Preview: ${TITLE}` })).toBeVisible();
}

async function chooseArtwork(page: Page) {
  await page
    .getByLabel("Artwork image", { exact: true })
    .setInputFiles({ name: "painting.png", mimeType: "image/png", buffer: await makeArtwork() });
  await expect(page.getByText("Change Artwork Image")).toBeVisible();
}

async function uploadWall(page: Page) {
  await page.getByRole("tab", { name: "Gallery" }).click();
  await page
    .getByLabel("Wall photo", { exact: true })
    .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await makeWallPhoto() });
  await expectToast(page, "Image uploaded", "Now you can place your artwork in the scene");
}

async function dismissIntro(page: Page) {
  const intro = page.getByRole("dialog", { name: "Position Your Artwork" });
  await expect(intro).toBeVisible();
  await intro.getByRole("button", { name: "Got It" }).click();
  await expect(intro).toBeHidden();
}

/** Brings the whole scene into the viewport (below the sticky header) before pointer work. */
async function sceneInView(page: Page) {
  await page.getByTestId("ar-scene").evaluate((scene) => scene.scrollIntoView({ block: "center" }));
}

const artwork = (page: Page) => page.getByRole("img", { name: TITLE, exact: true });
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height };
};

async function openSettings(page: Page, tab: "Size" | "Position" | "Effects") {
  if (!(await page.getByRole("tab", { name: "Size" }).isVisible())) await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("tab", { name: tab }).click();
}

/** Checks a slider's exposed bounds, then drives it to both ends with the keyboard. */
async function expectSliderBounds(page: Page, name: string, min: number, max: number) {
  const slider = page.getByRole("slider", { name, exact: true });
  await expect(slider).toHaveAttribute("aria-valuemin", String(min));
  await expect(slider).toHaveAttribute("aria-valuemax", String(max));
  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", String(max));
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", String(min));
  return slider;
}

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 375, height: 760 },
]) {
  test.describe(`AR preview at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("camera capture, first-time overlay, mouse drag, every control and its bounds, rotation wrap", async ({ page }) => {
      test.slow();
      await openPreview(page);
      await expect(page.getByRole("tablist", { name: "Wall photo source" })).toBeVisible();
      await chooseArtwork(page);
      // The fake camera streams; Capture Image takes a JPEG of the frame.
      const capture = page.getByRole("button", { name: "Capture Image" });
      await expect(capture).toBeEnabled({ timeout: 15_000 });
      await expect(page.getByText("Point the camera straight at the wall")).toBeVisible();
      await shot(page, `camera-${viewport.width}`);
      await capture.click();
      await expectToast(page, "Image captured", "Now you can place your artwork in the scene");
      await expectNoA11yViolations(page);
      await dismissIntro(page);
      await expect(page.getByText("Drag to position artwork • Use size controls to adjust dimensions")).toBeVisible();
      await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();

      // Mouse drag: the artwork follows the pointer.
      await sceneInView(page);
      const before = await center(artwork(page));
      const scene = await center(page.getByTestId("ar-scene"));
      const dx = Math.round(scene.width * 0.2);
      const dy = Math.round(scene.height * 0.15);
      await page.mouse.move(before.x, before.y);
      await page.mouse.down();
      await page.mouse.move(before.x + dx / 2, before.y + dy / 2, { steps: 4 });
      await page.mouse.move(before.x + dx, before.y + dy, { steps: 4 });
      await page.mouse.up();
      // As with touch below: the last continuous move may still be rendering when the button is released.
      await expect
        .poll(async () => {
          const after = await center(artwork(page));
          return Math.max(Math.abs(after.x - before.x - dx), Math.abs(after.y - before.y - dy));
        })
        .toBeLessThan(3);

      // Size: 10-80, and the artwork's on-screen width is that share of the scene.
      await openSettings(page, "Size");
      await shot(page, `settings-size-${viewport.width}`);
      const size = await expectSliderBounds(page, "Artwork size", 10, 80);
      await page.keyboard.press("End");
      await expect(size).toHaveAttribute("aria-valuenow", "80");
      await expect(page.getByText("80%", { exact: true })).toBeVisible();

      // Rotation 0-359, the buttons wrap.
      const rotation = await expectSliderBounds(page, "Rotation", 0, 359);
      await page.getByRole("button", { name: "-90°" }).click();
      await expect(rotation).toHaveAttribute("aria-valuenow", "270");
      await page.getByRole("button", { name: "+90°" }).click();
      await expect(rotation).toHaveAttribute("aria-valuenow", "0");
      await rotation.focus();
      await page.keyboard.press("End");
      await page.getByRole("button", { name: "+90°" }).click();
      await expect(rotation).toHaveAttribute("aria-valuenow", "89");
      await page.getByRole("button", { name: "-90°" }).click();
      await page.getByRole("button", { name: "-90°" }).click();
      await expect(rotation).toHaveAttribute("aria-valuenow", "269");

      // Actual dimensions: whole numbers 1-500; the label only when both are above 0.
      await page.getByRole("switch", { name: "Show Actual Dimensions" }).click();
      const width = page.getByLabel("Width cm");
      const height = page.getByLabel("Height cm");
      await expect(width).toHaveAttribute("min", "1");
      await expect(width).toHaveAttribute("max", "500");
      await width.fill("60");
      await expect(page.getByTestId("dimension-label")).toHaveCount(0);
      await height.fill("9000");
      await expect(height).toHaveValue("500");
      await expect(page.getByTestId("dimension-label")).toHaveText("60 × 500 cm");
      await height.fill("0");
      await expect(height).toHaveValue("");
      await expect(page.getByTestId("dimension-label")).toHaveCount(0);
      await height.fill("40.7");
      await expect(page.getByTestId("dimension-label")).toHaveText("60 × 40 cm");

      // Position: 10-90 in steps of 0.1; Center Artwork sets 50/50.
      await openSettings(page, "Position");
      const horizontal = await expectSliderBounds(page, "Horizontal position", 10, 90);
      await expect(horizontal).toHaveAttribute("aria-valuenow", "10");
      await page.keyboard.press("ArrowRight");
      await expect(horizontal).toHaveAttribute("aria-valuenow", "10.1");
      const vertical = await expectSliderBounds(page, "Vertical position", 10, 90);
      await page.getByRole("button", { name: "Center Artwork" }).click();
      await expect(horizontal).toHaveAttribute("aria-valuenow", "50");
      await expect(vertical).toHaveAttribute("aria-valuenow", "50");

      // Effects: shadow opacity 0.1-0.5, blur 0-30; wall colour tint and its reset.
      await openSettings(page, "Effects");
      // The tallest tab stays clear of the sticky site header (at 375 px it used to cover it).
      const popover = await page.getByRole("dialog", { name: "Artwork settings" }).boundingBox();
      const siteHeader = await page.getByRole("banner").first().boundingBox();
      expect(popover!.y).toBeGreaterThanOrEqual(siteHeader!.y + siteHeader!.height);
      const shadow = page.getByRole("switch", { name: "Show Shadow" });
      await expect(shadow).toBeChecked();
      await expectSliderBounds(page, "Shadow opacity", 0.1, 0.5);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("slider", { name: "Shadow opacity" })).toHaveAttribute("aria-valuenow", "0.15");
      await expectSliderBounds(page, "Shadow blur", 0, 30);
      await shadow.click();
      await expect(page.getByRole("slider", { name: "Shadow blur" })).toHaveCount(0);
      await shadow.click();
      await expect(page.getByText("Wall Color (Virtual)")).toBeVisible();
      await expect(page.getByRole("group", { name: "Wall Color (Virtual)" }).locator('[aria-pressed="false"]')).toHaveCount(5);
      await page.getByRole("button", { name: "Cream" }).click();
      await expect(page.getByRole("button", { name: "Cream" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("wall-tint")).toHaveCSS("mix-blend-mode", "multiply");
      await expect(page.getByTestId("wall-tint")).toHaveCSS("opacity", "0.4");
      await shot(page, `settings-effects-${viewport.width}`);
      await expectNoA11yViolations(page);
      await page.getByRole("button", { name: "Reset Wall Color" }).click();
      await expect(page.getByTestId("wall-tint")).toHaveCount(0);
      await page.keyboard.press("Escape");

      // Reset clears the photo; the overlay does not come back (remembered).
      await page.getByRole("button", { name: "Reset" }).click();
      await expect(page.getByRole("tablist", { name: "Wall photo source" })).toBeVisible();
      await uploadWall(page);
      await expect(page.getByRole("dialog", { name: "Position Your Artwork" })).toHaveCount(0);
    });

    test("gallery upload, true-scale calibration, save in the browser and reopen after a reload, PDF export", async ({ page }) => {
      test.slow();
      await openPreview(page);
      await chooseArtwork(page);
      await uploadWall(page);
      await dismissIntro(page);
      await expect(page.getByText("Draw a line on the photo along something whose length you know")).toBeVisible();

      await openSettings(page, "Size");
      await page.getByRole("switch", { name: "Show Actual Dimensions" }).click();
      await page.getByLabel("Width cm").fill("60");
      await page.getByLabel("Height cm").fill("40");
      await page.keyboard.press("Escape");

      // Draw a line over half the photo's height: 600 of its 1200 px. Typed as 120 cm: 5 px per cm,
      // so the 60 cm artwork is 300 of the photo's 1600 px: 18.75% of its width.
      await page.getByRole("button", { name: "Mark a Known Length" }).click();
      await sceneInView(page);
      const scene = await center(page.getByTestId("ar-scene"));
      const x = scene.x - scene.width * 0.3;
      await page.mouse.move(x, scene.y - scene.height * 0.25);
      await page.mouse.down();
      await page.mouse.move(x, scene.y, { steps: 3 });
      await page.mouse.move(x, scene.y + scene.height * 0.25, { steps: 3 });
      await page.mouse.up();
      await expect(page.getByText("Line drawn. Type its real length.")).toBeVisible();
      await page.getByLabel("Line length (cm)").fill("120");
      await shot(page, `calibration-${viewport.width}`);
      await page.getByRole("button", { name: "Apply True Scale" }).click();
      await expect(page.getByTestId("true-scale-status")).toContainText("Calibrated: your 120 cm line");
      await openSettings(page, "Size");
      const size = Number(await page.getByRole("slider", { name: "Artwork size" }).getAttribute("aria-valuenow"));
      expect(size).toBeGreaterThanOrEqual(18);
      expect(size).toBeLessThanOrEqual(20);
      await expect(page.getByText(/≈ (59|60|61|62|63) × (39|40|41|42) cm at true scale/)).toBeVisible();
      const artworkBox = await center(artwork(page));
      expect(Math.abs(artworkBox.width / scene.width - size / 100)).toBeLessThan(0.01);
      await page.keyboard.press("Escape");

      // Visitors cannot create links (they need an account) but can export the PDF.
      await page.getByRole("button", { name: "Share" }).click();
      await page.getByRole("button", { name: "Copy Shareable Link" }).click();
      await expectToast(page, "Sign in required");
      await expect(page.getByRole("dialog", { name: "Share this preview" }).getByRole("link", { name: "Sign in" })).toBeVisible();
      await shot(page, `share-visitor-${viewport.width}`);
      const downloadPromise = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export as PDF" }).click();
      const download = await downloadPromise;
      await expectToast(page, "PDF Generated", "Your AR preview has been exported as a PDF");
      expect(download.suggestedFilename()).toBe("ar-preview-harbour-study.pdf");
      const pdf = fs.readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const { text } = await extractPdfText(pdf);
      expect(text).toContain(`AR Preview: ${TITLE}`);
      expect(text).toContain("60 × 40 cm");
      if (SHOTS) fs.writeFileSync(path.join(SHOTS, `preview-${viewport.width}.pdf`), pdf);
      await page.keyboard.press("Escape");

      // Save (a visitor: in this browser), reload, reopen, delete.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expectToast(page, "Preview saved", "Your AR preview has been saved to your gallery");
      await page.reload();
      const strip = page.getByRole("region", { name: "Saved previews" });
      await expect(strip.getByText("In this browser")).toBeVisible();
      await strip.getByRole("button", { name: new RegExp(`^Open preview of ${TITLE}`) }).click();
      const dialog = page.getByRole("dialog", { name: `AR Preview: ${TITLE}` });
      await expect(dialog.getByRole("img", { name: `${TITLE} on your wall` })).toBeVisible();
      await expect.poll(() => dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
      await shot(page, `reopened-${viewport.width}`);
      await expectNoA11yViolations(page);
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(strip.getByText("No saved previews yet.")).toBeVisible();
    });

    test("signed in: save on the account, a shared link opened signed out, the e-mail with the picture attached", async ({
      signedInPage: page,
      account,
      browser,
    }) => {
      test.slow();
      await verifyByApi(page.request, account);
      await openPreview(page);
      await chooseArtwork(page);
      await uploadWall(page);
      await dismissIntro(page);

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expectToast(page, "Preview saved", "Your AR preview has been saved to your gallery");
      await page.reload();
      const strip = page.getByRole("region", { name: "Saved previews" });
      await expect(strip.getByText("On your account")).toBeVisible();

      // A reload starts over: the artwork and the wall are chosen again.
      await chooseArtwork(page);
      await uploadWall(page);
      await page.getByRole("button", { name: "Share" }).click();
      await page.getByRole("button", { name: "Copy Shareable Link" }).click();
      await expectToast(page, "Link copied", "Shareable link has been copied to clipboard");
      // The AR preview's toasts are given 3 s (the rest of the site's 5 s): the lifetime the code
      // configures, read off the toast, then the toast goes by itself.
      const copied = page
        .getByRole("region", { name: /Notifications/ })
        .getByRole("listitem")
        .filter({ hasText: "Link copied" })
        .first();
      await expect(copied).toHaveAttribute("data-duration", String(AR_TOAST_MS));
      await expect(copied).toBeHidden({ timeout: 15_000 });
      const shareUrl = await page.getByLabel("Shareable link").inputValue();
      expect(shareUrl).toMatch(/\/shared-preview\/[A-Za-z0-9_-]{32}$/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

      // Email To: empty is refused; a sent e-mail closes the popover and clears the field.
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expectToast(page, "Email required", "Please enter a recipient email address");
      const recipient = `friend-${Date.now()}@example.com`;
      await page.getByLabel("Email To").fill(recipient);
      await shot(page, `share-signed-in-${viewport.width}`);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expectToast(page, "Email sent", `Visualization sent to ${recipient}`);
      await expect(page.getByLabel("Email To")).toBeHidden();
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByLabel("Email To")).toHaveValue("");
      await page.keyboard.press("Escape");
      const mail = fs
        .readdirSync(OUTBOX)
        .map((file) => fs.readFileSync(path.join(OUTBOX, file), "utf8"))
        .find((eml) => eml.includes(`To: ${recipient}`));
      expect(mail, "the e-mail in the outbox").toBeDefined();
      expect(mail).toMatch(/Content-Type: image\/jpeg; name=ar-preview-harbour-study\.jpg/);
      expect(mail).toMatch(/Content-Disposition: attachment/);
      // The product sends it, naming the account's address, never the name it chose (issue 33).
      expect(mail).not.toContain(account.firstName);
      expect(mail).toContain(account.email);

      await expect(strip.getByText("Shared")).toBeVisible();

      // A signed-out browser opens the link: the picture and the title, nothing else.
      const visitor = await browser.newContext({ viewport });
      const publicPage = await visitor.newPage();
      await publicPage.goto(shareUrl.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${PORT}`));
      await expect(publicPage.getByRole("heading", { level: 1, name: `AR Preview: ${TITLE}` })).toBeVisible();
      const picture = publicPage.getByRole("img", { name: `${TITLE} shown on a wall` });
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
      await expect(publicPage.getByText(account.email)).toHaveCount(0);
      await shot(publicPage, `shared-public-${viewport.width}`);
      await expectNoA11yViolations(publicPage);

      // The owner deletes it: the public page says so.
      await strip
        .getByRole("button", { name: `Delete preview of ${TITLE}` })
        .first()
        .click();
      await expectToast(page, "Preview deleted", "Its shareable link no longer works.");
      await publicPage.reload();
      await expect(publicPage.getByText("This shared preview does not exist or was deleted by its owner.")).toBeVisible();
      await visitor.close();
    });
  });
}

test.describe("AR preview with touch", () => {
  test.use({ viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true });

  test("the artwork follows a finger", async ({ page }) => {
    await openPreview(page);
    await chooseArtwork(page);
    await uploadWall(page);
    await dismissIntro(page);
    await sceneInView(page);
    const before = await center(artwork(page));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", before.x, before.y);
    for (let step = 1; step <= 5; step++) await touch("touchMove", before.x - step * 10, before.y + step * 6);
    await touch("touchEnd", 0, 0);
    // React renders continuous pointer moves at a lower priority: on a loaded machine the last
    // move can still be pending when the touch ends, so wait for the position to settle.
    await expect
      .poll(async () => {
        const after = await center(artwork(page));
        return Math.max(Math.abs(after.x - (before.x - 50)), Math.abs(after.y - (before.y + 30)));
      })
      .toBeLessThan(3);
  });
});

test("the appraisal detail page links to the preview with the appraisal's photo and size", async ({ page }) => {
  // Long journeys on a shared two-core machine: three times the default time.
  test.slow();
  await registerByApi(page.request);
  await buyCredits(page.request);
  const id = await submitAppraisal(page.request, { medium: "oil", artworkTitle: TITLE, height: "24", width: "36" });
  await page.goto(`/appraisal/${id}`);
  await page.getByRole("link", { name: "View on your wall" }).click();
  await expect(page).toHaveURL(new RegExp(`/ar-preview\\?artworkId=${id}&title=Harbour%20Study$`));
  await expect(page.getByText("From your appraisal: 91 × 61 cm (width × height).")).toBeVisible();
  await uploadWall(page);
  await dismissIntro(page);
  await expect(artwork(page)).toBeVisible();
  await openSettings(page, "Size");
  await page.getByRole("switch", { name: "Show Actual Dimensions" }).click();
  await expect(page.getByLabel("Width cm")).toHaveValue("91");
  await expect(page.getByLabel("Height cm")).toHaveValue("61");
  await expect(page.getByTestId("dimension-label")).toHaveText("91 × 61 cm");
  await page.keyboard.press("Escape");
  // Drawn 91 x 61, as the appraisal says, though its photo is 4:3 (cropped around the centre, not stretched).
  const drawn = (await artwork(page).boundingBox())!;
  expect(Math.abs(drawn.height / drawn.width - 61 / 91)).toBeLessThan(0.02);
  await expect(artwork(page)).toHaveCSS("object-fit", "cover");
  await shot(page, "from-appraisal-1280");
});

test.describe("AR preview camera problems", () => {
  test("switch camera asks for the other camera, without audio", async ({ page }) => {
    // Records what the page asks getUserMedia for, then lets the fake camera answer.
    await page.addInitScript(() => {
      const calls: MediaStreamConstraints[] = [];
      (window as unknown as { cameraCalls: MediaStreamConstraints[] }).cameraCalls = calls;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => {
        calls.push(constraints ?? {});
        return original(constraints);
      };
    });
    await openPreview(page);
    const calls = () =>
      page.evaluate(() =>
        (window as unknown as { cameraCalls: MediaStreamConstraints[] }).cameraCalls.map((c) => ({
          audio: c.audio,
          facing: ((c.video as MediaTrackConstraints).facingMode as ConstrainDOMStringParameters).ideal,
        })),
      );
    await expect(page.getByRole("button", { name: "Capture Image" })).toBeEnabled({ timeout: 15_000 });
    expect((await calls()).at(-1)).toEqual({ audio: false, facing: "environment" });
    await page.getByRole("button", { name: "Switch Camera" }).click();
    await expect.poll(async () => (await calls()).at(-1)).toEqual({ audio: false, facing: "user" });
    await expect(page.getByRole("button", { name: "Capture Image" })).toBeEnabled({ timeout: 15_000 });
  });

  test("a refused permission says so and points to the Gallery tab", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await openPreview(page);
    await expect(page.getByRole("alert")).toHaveText(
      "Camera access was refused. Allow the camera for this site in your browser's settings, or use the Gallery tab to upload a photo of your wall.",
    );
    await expect(page.getByRole("button", { name: "Capture Image" })).toHaveCount(0);
    await uploadWall(page);
  });

  test("a browser without getUserMedia shows the spec's message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "mediaDevices", { configurable: true, get: () => undefined });
    });
    await openPreview(page);
    await expect(page.getByRole("alert")).toHaveText("getUserMedia not supported");
  });
});
