import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { makeJpeg, makePngBombHeader, MINIMAL_PDF, type MultipartFile, postAppraisal } from "../../test/appraisal-factories";
import { appraisalFiles, appraisals, jobs } from "../../db/schema";
import { getBalance } from "../credits/credits.service";

let app: FastifyInstance;
let photo: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  photo = await makeJpeg();
});
afterAll(() => app.close());

const image = (data: Buffer = photo, filename = "painting.jpg", contentType = "image/jpeg"): MultipartFile => ({
  field: "images",
  filename,
  contentType,
  data,
});
const document = (data: Buffer, filename: string, contentType = "application/pdf"): MultipartFile => ({
  field: "documents",
  filename,
  contentType,
  data,
});

function listStoredFiles(): string[] {
  const root = path.join(app.config.dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function submit(cookie: string | undefined, fields: Record<string, string>, files: MultipartFile[]) {
  return postAppraisal(app, { cookie, fields, files });
}

describe("POST /api/appraisals", () => {
  it("creates a pending appraisal, spends one credit, stores the photos without EXIF and queues the pipeline", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 2);
    const gpsPhoto = await makeJpeg({ withGps: true });
    expect((await sharp(gpsPhoto).metadata()).exif).toBeDefined();

    const response = await submit(
      cookie,
      { medium: "oil", artworkTitle: "Harbour at Dusk", artistName: "Unknown", height: "24", width: "36" },
      [image(gpsPhoto), image(photo, "back.jpg"), document(MINIMAL_PDF, "receipt.pdf")],
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: "pending", artworkTitle: "Harbour at Dusk", medium: "oil", estimatedValue: null });
    expect(body.images).toHaveLength(2);
    expect(body.documents).toHaveLength(1);
    expect(body.imageUrl).toMatch(/\/thumbnail$/);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);

    const stored = await app.inject({ method: "GET", url: body.images[0], headers: { cookie } });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from("Secret Model 9000"))).toBe(false);

    const thumb = await app.inject({ method: "GET", url: body.imageUrl, headers: { cookie } });
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(480);

    const queued = await app.db.select().from(jobs).where(eq(jobs.name, "appraisal.process"));
    // The job is handed the appraisal only; the upload's artwork verdict is stored with the photo (issue 48).
    expect(queued.map((j) => j.payload)).toContainEqual({ appraisalId: body.id });
  });

  const badInputs: [string, Record<string, string>, () => MultipartFile[], number, RegExp][] = [
    ["6 images", { medium: "oil" }, () => Array.from({ length: 6 }, (_, i) => image(photo, `p${i}.jpg`)), 400, /maximum of 5 images/],
    [
      "an 11 MB image",
      { medium: "oil" },
      () => [image(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]), "huge.jpg")],
      413,
      /10 MB/,
    ],
    [
      "a text file named .jpg",
      { medium: "oil" },
      () => [image(Buffer.from("just some text, not a photo"), "fake.jpg")],
      400,
      /"fake.jpg" is not an image/,
    ],
    [
      "a PDF named .png as an image",
      { medium: "oil" },
      () => [image(MINIMAL_PDF, "scan.png", "image/png")],
      400,
      /"scan.png" is not an image/,
    ],
    ["a 50000x50000 PNG header", { medium: "oil" }, () => [image(makePngBombHeader(), "bomb.png", "image/png")], 413, /50000x50000 pixels/],
    [
      "4 documents",
      { medium: "oil" },
      () => [image(), ...Array.from({ length: 4 }, (_, i) => document(MINIMAL_PDF, `d${i}.pdf`))],
      400,
      /maximum of 3 documents/,
    ],
    [
      "a .exe as a document",
      { medium: "oil" },
      () => [image(), document(Buffer.from("MZ\x90\x00\x03 windows program"), "setup.exe", "application/octet-stream")],
      400,
      /"setup.exe" is not a PDF, JPEG or PNG/,
    ],
    ["a missing medium", {}, () => [image()], 400, /Please select a medium/],
    ["an unknown medium", { medium: "crayon" }, () => [image()], 400, /Please select a medium/],
    ["no image at all", { medium: "oil" }, () => [], 400, /Please upload at least one image/],
    [
      "a title of 201 characters",
      { medium: "oil", artworkTitle: "x".repeat(201) },
      () => [image()],
      400,
      /Title can be at most 200 characters/,
    ],
  ];

  it.each(badInputs)("refuses %s and leaves nothing behind", async (_label, fields, files, status, message) => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const before = listStoredFiles().length;
    const response = await submit(cookie, fields, files());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(0);
    expect(listStoredFiles().length).toBe(before);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });

  it("answers 401 to a visitor and creates nothing", async () => {
    const response = await submit(undefined, { medium: "oil" }, [image()]);
    expect(response.statusCode).toBe(401);
  });

  it("answers 402 with zero credits and keeps no file", async () => {
    const { user, cookie } = await signedInUser(app);
    const before = listStoredFiles().length;
    const response = await submit(cookie, { medium: "oil" }, [image()]);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe("You need at least 1 credit to submit an appraisal. Please purchase credits to continue.");
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(0);
    expect(listStoredFiles().length).toBe(before);
  });

  it("spends exactly one credit per appraisal when the last credit is raced for", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const results = await Promise.all([1, 2, 3].map(() => submit(cookie, { medium: "print" }, [image()])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 402, 402]);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(1);
    const files = await app.db.select().from(appraisalFiles);
    const created = results.find((r) => r.statusCode === 201)!.json().id;
    // Only the winners' files exist in storage: original, display rendition and thumbnail per photo.
    const images = files.filter((f) => f.kind === "image").length;
    expect(listStoredFiles().length).toBe(images * 3 + (files.length - images));
    expect(files.every((f) => f.storageKey.includes("appraisals/"))).toBe(true);
    expect(created).toBeTruthy();
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });
});

describe("reading appraisals", () => {
  it("lists the owner's appraisals and answers 404 to anyone else, files included", async () => {
    const owner = await signedInUser(app);
    await giveCredits(app.db, owner.user.id, 1);
    const created = (await submit(owner.cookie, { medium: "watercolor", artworkTitle: "" }, [image()])).json();
    const stranger = await signedInUser(app);

    const list = await app.inject({ method: "GET", url: "/api/appraisals", headers: { cookie: owner.cookie } });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: created.id, title: "Untitled Artwork", status: "pending", medium: "watercolor" }),
    ]);
    const recent = await app.inject({ method: "GET", url: "/api/appraisals/recent", headers: { cookie: owner.cookie } });
    expect(recent.json()).toHaveLength(1);

    for (const url of [`/api/appraisals/${created.id}`, created.images[0], created.imageUrl]) {
      const response = await app.inject({ method: "GET", url, headers: { cookie: stranger.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: "GET", url: "/api/appraisals", headers: { cookie: stranger.cookie } })).json()).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/appraisals/not-a-uuid", headers: { cookie: owner.cookie } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "GET", url: "/api/appraisals" })).statusCode).toBe(401);
  });

  it("lets an admin open any appraisal", async () => {
    const owner = await signedInUser(app);
    await giveCredits(app.db, owner.user.id, 1);
    const created = (await submit(owner.cookie, { medium: "oil" }, [image()])).json();
    const admin = await signedInUser(app, { role: "admin" });
    const response = await app.inject({ method: "GET", url: `/api/appraisals/${created.id}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
  });
});
