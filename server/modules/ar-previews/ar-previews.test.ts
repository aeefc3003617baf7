import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { AR_EMAIL_LIMIT_PER_HOUR } from "../../../contracts/ar-previews";
import { buildTestApp } from "../../test/build-test-app";
import { signedInUser } from "../../test/factories";
import { buildMultipart, makeJpeg, makePngBombHeader, MINIMAL_PDF, readEmailSubject } from "../../test/appraisal-factories";
import { extractPdfText } from "../../test/pdf-text";
import { arPreviews } from "../../db/schema";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://appraise.example" });
});
afterAll(() => app.close());

type Fields = Record<string, string>;
const picture = (data: Buffer, filename = "preview.jpg", contentType = "image/jpeg") => [{ field: "image", filename, contentType, data }];

async function post(url: string, fields: Fields, files: ReturnType<typeof picture>, cookie?: string) {
  const body = buildMultipart(fields, files);
  return app.inject({ method: "POST", url, headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
}

async function savePreview(cookie: string, fields: Fields = {}) {
  const response = await post(
    "/api/ar-previews",
    { artworkTitle: "Blue Harbour", widthCm: "60", heightCm: "40", ...fields },
    picture(await makeJpeg({ withGps: true })),
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("saved previews", () => {
  it("are kept on the account, listed newest first and served only to their owner, without EXIF", async () => {
    const owner = await signedInUser(app);
    const first = await savePreview(owner.cookie, { artworkTitle: "First" });
    const second = await savePreview(owner.cookie, { artworkTitle: "Second", artworkId: "abc" });
    expect(second).toMatchObject({ artworkTitle: "Second", artworkId: "abc", shareUrl: null });

    const list = await app.inject({ method: "GET", url: "/api/ar-previews", headers: { cookie: owner.cookie } });
    expect(list.json().map((p: { artworkTitle: string }) => p.artworkTitle)).toEqual(["Second", "First"]);

    const image = await app.inject({ method: "GET", url: first.imageUrl, headers: { cookie: owner.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from("Secret Model 9000"))).toBe(false);

    const stranger = await signedInUser(app);
    for (const url of [first.imageUrl, first.thumbnail]) {
      expect((await app.inject({ method: "GET", url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: "GET", url: "/api/ar-previews", headers: { cookie: stranger.cookie } })).json()).toEqual([]);
  });

  it("need an account to be stored on the server (401 for visitors)", async () => {
    const response = await post("/api/ar-previews", { artworkTitle: "X" }, picture(await makeJpeg()));
    expect(response.statusCode).toBe(401);
  });

  it("can be deleted by the owner only, files and row", async () => {
    const owner = await signedInUser(app);
    const preview = await savePreview(owner.cookie, { share: "true" });
    const stranger = await signedInUser(app);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/ar-previews/${preview.id}`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(arPreviews).where(eq(arPreviews.id, preview.id));
    expect(row).toBeDefined();

    const removed = await app.inject({ method: "DELETE", url: `/api/ar-previews/${preview.id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await app.db.select().from(arPreviews).where(eq(arPreviews.id, preview.id))).toEqual([]);
    expect(await app.storage.get(row!.imageKey)).toBeNull();
    const shareId = new URL(preview.shareUrl).pathname.split("/").pop();
    expect((await app.inject({ method: "GET", url: `/api/shared-previews/${shareId}` })).statusCode).toBe(404);
  });
});

describe("shared previews", () => {
  it("are public by an unguessable id and show only the title and the picture", async () => {
    const owner = await signedInUser(app, { firstName: "Secret", lastName: "Owner" });
    const preview = await savePreview(owner.cookie, { share: "true", artworkId: "private-appraisal-id" });
    expect(preview.shareUrl).toMatch(/^https:\/\/appraise\.example\/shared-preview\/[A-Za-z0-9_-]{32}$/);
    const shareId = new URL(preview.shareUrl).pathname.split("/").pop();

    const shared = await app.inject({ method: "GET", url: `/api/shared-previews/${shareId}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ title: "Blue Harbour", imageUrl: `/api/shared-previews/${shareId}/image` });
    expect(shared.body).not.toMatch(/Secret|Owner|private-appraisal-id|@/);

    const image = await app.inject({ method: "GET", url: `/api/shared-previews/${shareId}/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("jpeg");

    // The owner-only addresses stay closed to the public even when the preview is shared.
    expect((await app.inject({ method: "GET", url: preview.imageUrl })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: `/api/shared-previews/${"A".repeat(32)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/shared-previews/short" })).statusCode).toBe(404);
  });

  it("a saved but unshared preview has no public address", async () => {
    const owner = await signedInUser(app);
    await savePreview(owner.cookie);
    const rows = await app.db.select().from(arPreviews).where(eq(arPreviews.userId, owner.user.id));
    expect(rows[0]!.shareId).toBeNull();
  });
});

describe("bad uploads", () => {
  it("are refused with 4xx naming the problem, and nothing is stored", async () => {
    const owner = await signedInUser(app);
    const cases: { files: ReturnType<typeof picture>; fields?: Fields; status: number; message: RegExp }[] = [
      { files: picture(Buffer.from("just some text, not a picture")), status: 400, message: /not an image we can read/ },
      { files: picture(MINIMAL_PDF, "preview.png", "image/png"), status: 400, message: /not an image we can read/ },
      { files: picture(makePngBombHeader(), "bomb.png", "image/png"), status: 413, message: /megapixels/ },
      { files: [], status: 400, message: /composed picture/ },
      { files: picture(await makeJpeg()), fields: { widthCm: "12.5" }, status: 400, message: /whole number/ },
      { files: picture(await makeJpeg()), fields: { heightCm: "501" }, status: 400, message: /.+/ },
      { files: picture(Buffer.alloc(11 * 1024 * 1024, 1)), status: 413, message: /10 MB/ },
    ];
    for (const { files, fields = {}, status, message } of cases) {
      const response = await post("/api/ar-previews", { artworkTitle: "Bad", ...fields }, files, owner.cookie);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await app.db.select().from(arPreviews).where(eq(arPreviews.userId, owner.user.id))).toEqual([]);
  });
});

describe("PDF export", () => {
  it("is a real PDF with the title, the dimensions and the picture, for visitors too", async () => {
    const response = await post(
      "/api/ar-previews/pdf",
      { artworkTitle: "Harbour at Dusk", widthCm: "60", heightCm: "40" },
      picture(await makeJpeg({ width: 800, height: 600 })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="ar-preview-harbour-at-dusk.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await extractPdfText(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain("AR Preview: Harbour at Dusk");
    expect(text).toContain("60 × 40 cm");
    expect(response.rawPayload.includes(Buffer.from("/DCTDecode"))).toBe(true);
  });

  it("refuses a file that is not a picture", async () => {
    const response = await post("/api/ar-previews/pdf", { artworkTitle: "X" }, picture(MINIMAL_PDF));
    expect(response.statusCode).toBe(400);
  });
});

describe("e-mail", () => {
  const outbox = () => {
    const dir = path.join(app.config.dataDir, "outbox");
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(path.join(dir, f), "utf8")) : [];
  };

  it("sends the picture attached, needs an account and a real address", async () => {
    const image = await makeJpeg();
    expect((await post("/api/ar-previews/email", { recipientEmail: "friend@example.com" }, picture(image))).statusCode).toBe(401);

    const owner = await signedInUser(app, { emailVerifiedAt: new Date() });
    const empty = await post("/api/ar-previews/email", { recipientEmail: " " }, picture(image), owner.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please enter a recipient email address");
    const wrong = await post("/api/ar-previews/email", { recipientEmail: "not-an-address" }, picture(image), owner.cookie);
    expect(wrong.statusCode).toBe(400);

    const before = outbox().length;
    const sent = await post(
      "/api/ar-previews/email",
      { recipientEmail: "friend@example.com", artworkTitle: "Blue Harbour", widthCm: "60", heightCm: "40" },
      picture(image),
      owner.cookie,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true, recipientEmail: "friend@example.com" });
    const mails = outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((m) => readEmailSubject(m) === "AR Preview: Blue Harbour")!;
    expect(mail).toMatch(/^To: friend@example\.com/m);
    expect(mail).toMatch(/Content-Type: image\/jpeg; name=ar-preview-blue-harbour\.jpg/);
    expect(mail).toMatch(/Content-Disposition: attachment/);
  });

  it("is rate-limited per account", async () => {
    const owner = await signedInUser(app, { emailVerifiedAt: new Date() });
    const image = await makeJpeg({ width: 64, height: 48 });
    const statuses: number[] = [];
    for (let i = 0; i <= AR_EMAIL_LIMIT_PER_HOUR; i++) {
      statuses.push(
        // A different friend each time: one address receives only so many a day (issue 33).
        (await post("/api/ar-previews/email", { recipientEmail: `friend-${i}@example.com` }, picture(image), owner.cookie)).statusCode,
      );
    }
    expect(statuses.slice(0, AR_EMAIL_LIMIT_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account has its own allowance.
    const other = await signedInUser(app, { emailVerifiedAt: new Date() });
    expect(
      (await post("/api/ar-previews/email", { recipientEmail: "friend-0@example.com" }, picture(image), other.cookie)).statusCode,
    ).toBe(200);
  });
});
