import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { makeJpeg, MINIMAL_PDF, type MultipartFile, postAppraisal } from "../../test/appraisal-factories";
import { appraisalFiles, appraisals } from "../../db/schema";
import { getBalance } from "../credits/credits.service";

// Issue 15: photos are judged and processed while the request streams in, two at a time. A bad
// photo anywhere among good ones must still leave nothing behind, and the answer must name the
// same problem the one-by-one checks named.
let app: FastifyInstance;
const photos: Buffer[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  for (const hue of [0, 40, 80, 120]) photos.push(await makeJpeg({ width: 1200, height: 900, hue }));
});
afterAll(() => app.close());

const image = (data: Buffer, filename: string): MultipartFile => ({ field: "images", filename, contentType: "image/jpeg", data });
const flat = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#d0c8b0" } })
    .jpeg()
    .toBuffer();
const damaged = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));
// Scan data overwritten: the decoder only warns ("premature end of data segment") and carries on;
// such a photo used to pass the integrity check and fail the usability decode with a 500.
const corrupted = (data: Buffer) => {
  const copy = Buffer.from(data);
  const scan = copy.indexOf(Buffer.from([0xff, 0xda]));
  copy.fill(0xff, scan + 200, scan + 260);
  return copy;
};

async function submit(cookie: string, files: MultipartFile[], fields: Record<string, string> = { medium: "oil" }) {
  return postAppraisal(app, { cookie, fields, files });
}

function storedFiles(): string[] {
  const root = path.join(app.config.dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe("photos prepared while the submission streams in", () => {
  const previousTmp = process.env.TMPDIR;
  afterEach(() => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  });

  it.each([
    [
      "a truncated photo in the middle",
      async () => [...photos.slice(0, 2), image(damaged(photos[2]!), "broken.jpg")],
      /"broken\.jpg" could not be read/,
    ],
    ["a truncated photo last", async () => [...photos, image(damaged(photos[0]!), "last.jpg")], /"last\.jpg" could not be read/],
    [
      "a photo with corrupt scan data",
      async () => [photos[0]!, image(corrupted(photos[1]!), "corrupt.jpg")],
      /"corrupt\.jpg" could not be read/,
    ],
    ["a blank photo last", async () => [...photos, image(await flat(), "blank.jpg")], /single flat colour/],
    [
      "a text file second",
      async () => [photos[0]!, image(Buffer.from("not a photo at all"), "notes.jpg"), ...photos.slice(1)],
      /"notes\.jpg" is not an image/,
    ],
  ] as const)("refuses %s among good ones: 400 naming it, no appraisal, no file, credit kept", async (_label, files, message) => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const before = storedFiles().length;
    const parts = (await files()).map((file, i) => (Buffer.isBuffer(file) ? image(file, `good-${i}.jpg`) : file));
    const response = await submit(cookie, parts);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: "images" });
    expect(response.json().message).toMatch(message);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(0);
    expect(storedFiles().length).toBe(before);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });

  it("answers problems in the order the checks run: a damaged photo before a bad document, a bad document before a blank photo", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const exe = { field: "documents", filename: "setup.exe", contentType: "application/octet-stream", data: Buffer.from("MZ program") };
    const first = await submit(cookie, [image(await flat(), "blank.jpg"), image(damaged(photos[1]!), "broken.jpg"), exe]);
    expect(first.json().message).toMatch(/"broken\.jpg" could not be read/);
    const second = await submit(cookie, [image(await flat(), "blank.jpg"), image(photos[1]!, "good.jpg"), exe]);
    expect(second.json().message).toMatch(/"setup\.exe" is not a PDF, JPEG or PNG/);
    // Two blank photos: the first one sent is named, whichever finished first.
    const third = await submit(cookie, [
      image(photos[0]!, "good.jpg"),
      image(await flat(), "blank-1.jpg"),
      image(await flat(), "blank-2.jpg"),
    ]);
    expect(third.statusCode).toBe(400);
    expect(await app.db.select().from(appraisals).where(eq(appraisals.userId, user.id))).toHaveLength(0);
  });

  it("stores five photos in the order sent, each with its renditions, and leaves no temporary file", async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "uploads-tmp-"));
    process.env.TMPDIR = tmp;
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 2);
    const files = [...photos, photos[0]!].map((data, i) => image(data, `photo-${i}.jpg`));
    const created = await submit(cookie, [
      ...files,
      { field: "documents", filename: "bill.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const rows = await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, created.json().id));
    const images = rows.filter((row) => row.kind === "image").sort((a, b) => a.position - b.position);
    expect(images.map((row) => row.originalName)).toEqual(files.map((file) => file.filename));
    expect(images.every((row) => row.displayKey && row.thumbnailKey && row.width === 1200 && row.height === 900)).toBe(true);
    // The stored original of each is its own photo (lossless strip: same pixels, same size).
    for (const [position, row] of images.entries()) {
      const stored = await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}/files/${row.id}`, headers: { cookie } });
      expect(stored.rawPayload.length, row.originalName).toBe(files[position]!.data.length);
    }
    const refused = await submit(cookie, [image(photos[0]!, "good.jpg"), image(damaged(photos[1]!), "broken.jpg")]);
    expect(refused.statusCode).toBe(400);
    const refusedForFields = await submit(cookie, [image(photos[0]!, "good.jpg")], { medium: "crayon" });
    expect(refusedForFields.statusCode).toBe(400);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
