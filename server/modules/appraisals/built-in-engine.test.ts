import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { ESTIMATE_DISCLAIMER } from "@engine/report";
import { STYLE_CLASSES } from "@engine/knowledge";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { buildMultipart, postAppraisal } from "../../test/appraisal-factories";
import { appraisalFiles, appraisalReports, appraisals } from "../../db/schema";

// Pictures the tests make (decision 34: `npm test` needs nothing outside the repository);
// accuracy on real artworks is `npm run eval`'s job.

/** A painting-like photo: warm and cool colour fields, brush-like strokes and sensor noise. */
async function paintingPhoto({
  width = 640,
  height = 480,
  seed = 7,
  orientation,
}: { width?: number; height?: number; seed?: number; orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stroke = Math.sin((x + 2 * y) / 9 + seed) * 30;
      const sky = y < height * 0.45;
      raw[i] = (sky ? 120 : 170) + stroke + (random() - 0.5) * 40;
      raw[i + 1] = (sky ? 160 : 130) + stroke / 2 + (random() - 0.5) * 40;
      raw[i + 2] = (sky ? 210 : 70) - stroke / 2 + (random() - 0.5) * 40;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.jpeg({ quality: 88 }).toBuffer();
}

/** Grey pencil-like noise on a gradient: monochrome but not blank. */
async function greyDrawing() {
  const width = 400;
  const height = 300;
  const raw = Buffer.alloc(width * height);
  let state = 99;
  for (let i = 0; i < width * height; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = 210 - ((i % width) / width) * 120 + ((state % 60) - 30);
  }
  return sharp(raw, { raw: { width, height, channels: 1 } })
    .jpeg()
    .toBuffer();
}

const flatImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .png()
    .toBuffer();

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  ({ cookie } = await signedInUser(app));
});
afterAll(() => app.close());

async function predict(image: Buffer, filename = "art.jpg", withCookie = true, who = cookie) {
  const body = buildMultipart({}, [
    { field: "image", filename, contentType: filename.endsWith(".png") ? "image/png" : "image/jpeg", data: image },
  ]);
  return app.inject({
    method: "POST",
    url: "/api/art-style-prediction",
    headers: { ...body.headers, ...(withCookie ? { cookie: who } : {}) },
    payload: body.payload,
  });
}

async function submit(owner: string, image: Buffer, filename = "painting.jpg") {
  return postAppraisal(app, {
    cookie: owner,
    fields: {
      medium: "oil",
      artworkTitle: "Poplars",
      artistName: "Claude Monet",
      yearCreated: "1891",
      height: "32",
      width: "26",
      provenance: "Private collection, Paris",
    },
    files: [{ field: "images", filename, contentType: filename.endsWith(".png") ? "image/png" : "image/jpeg", data: image }],
  });
}

describe("POST /api/art-style-prediction with the built-in engine", () => {
  it("answers one of the 17 styles with three distinct ranked styles, the same way twice", async () => {
    const photo = await paintingPhoto();
    const first = await predict(photo);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(STYLE_CLASSES).toContain(body.style);
    expect(body).toMatchObject({ era: expect.any(String), description: expect.any(String), uncertain: expect.any(Boolean) });
    expect(body.topStyles).toHaveLength(3);
    expect(new Set(body.topStyles.map((s: { style: string }) => s.style)).size).toBe(3);
    expect(body.topStyles[0]).toEqual({ style: body.style, probability: body.probability });
    expect(body.characteristics.length).toBeGreaterThan(0);
    expect(body.similarArtists.length).toBeGreaterThan(0);
    expect((await predict(photo)).json()).toEqual(body);
  });

  it("tells a monochrome drawing from a colourful painting", async () => {
    const grey = (await predict(await greyDrawing())).json();
    const colourful = (await predict(await paintingPhoto())).json();
    expect(grey.characteristics.join(" ")).toMatch(/monochrom/i);
    expect(colourful.topStyles).not.toEqual(grey.topStyles);
  });

  it("refuses a visitor with 401, a non-image, a blank image and a 2x2 image with a plain 400", async () => {
    expect((await predict(await paintingPhoto(), "art.jpg", false)).statusCode).toBe(401);
    const notImage = await predict(Buffer.from("plain text"), "notes.jpg");
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/"notes.jpg" is not an image/);
    const blank = await predict(await flatImage(400, 300), "blank.png");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(
      "This image is a single flat colour, with no artwork in it to analyse. Please upload a photo of the artwork.",
    );
    const tiny = await predict(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: "#c03020" } })
        .png()
        .toBuffer(),
      "tiny.png",
    );
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toMatch(/only 2 x 2 pixels, too small to analyse/);
  });

  it("refuses a truncated photo and one with corrupt scan data with a 400 naming it", async () => {
    const photo = await paintingPhoto();
    const truncated = await predict(photo.subarray(0, Math.floor(photo.length / 2)), "half.jpg");
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json().message).toMatch(/"half\.jpg" could not be read/);
    // Scan data overwritten: the decoder only warns ("premature end of data segment"), so the
    // integrity check passes and the analysis decode is the one that fails (it answered 500).
    const corrupt = Buffer.from(photo);
    const scan = corrupt.indexOf(Buffer.from([0xff, 0xda]));
    corrupt.fill(0xff, scan + 200, scan + 260);
    const response = await predict(corrupt, "corrupt.jpg");
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/"corrupt\.jpg" could not be read/);
  });
});

describe("the pipeline with the built-in engine", () => {
  it("completes a photo with a specific, explained report", async () => {
    const { user, cookie: owner } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const created = await submit(owner, await paintingPhoto());
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();

    const detail = (await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}`, headers: { cookie: owner } })).json();
    expect(detail.status).toBe("completed");
    expect(detail.estimatedValue.high).toBeGreaterThan(detail.estimatedValue.low);
    const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, detail.id));
    const text = [
      report!.summary,
      report!.historicalContext,
      report!.marketAnalysis,
      report!.authenticationIndicators,
      ...report!.recommendations,
    ].join("\n");
    expect(text).toContain(ESTIMATE_DISCLAIMER);
    expect(text).toMatch(/Poplars/);
    expect(text).toMatch(/Monet/);
    expect(report!.provider).toBe("built-in");
  });

  // Decision 26: the wizard's answer (POST /api/art-style-prediction on the upload) and the one
  // the report stores come from the same bytes and code, also when the photo needs its EXIF
  // rotation applied (the stored original is then a re-encode).
  it.each([
    ["an upright photo", {}],
    ["a photo with EXIF rotation", { orientation: 6 }],
  ])("stores the same analysis the wizard showed for %s", async (_label, options) => {
    const { user, cookie: owner } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const photo = await paintingPhoto({ seed: 21, ...options });
    const wizard = await predict(photo, "painting.jpg", true, owner);
    expect(wizard.statusCode, wizard.body).toBe(200);
    const created = await submit(owner, photo);
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();
    const [report] = await app.db.select().from(appraisalReports).where(eq(appraisalReports.appraisalId, created.json().id));
    const stored = (report!.analysis as { prediction: Record<string, unknown> }).prediction;
    expect(stored).toEqual(wizard.json());
  });

  it("refuses a blank or 2x2 photo at submission: 400, no appraisal, no file, credit kept", async () => {
    const { user, cookie: owner } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    for (const image of [
      await flatImage(800, 600),
      await sharp({ create: { width: 2, height: 2, channels: 3, background: "#102030" } })
        .png()
        .toBuffer(),
    ]) {
      const response = await submit(owner, image, "photo.png");
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/single flat colour|too small to analyse/);
    }
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(0);
    expect(await app.db.select().from(appraisalFiles)).toSatisfy((rows: unknown[]) =>
      rows.every((r) => (r as { originalName: string }).originalName !== "photo.png"),
    );
    const credits = (await app.inject({ method: "GET", url: "/api/credits", headers: { cookie: owner } })).json();
    expect(credits.balance).toBe(1);
  });
});
