import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "../../contracts/appraisals";
import { serialiseCorners, type ArtworkCorners } from "../../contracts/artwork-corners";
import { buildTestApp } from "../test/build-test-app";
import { giveCredits, signedInUser } from "../test/factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { buildMultipart } from "../test/appraisal-factories";
import { testPaintingOnWall } from "../test/wall-photos";

// Issue 48 / issue 51 findings 4, 5 and 9: every route that takes a photo accepts it the same way.

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({}, { ai: createFakeAiProvider() });
  const signedIn = await signedInUser(app);
  cookie = signedIn.cookie;
  await giveCredits(app.db, signedIn.user.id, 20);
});
afterAll(() => app.close());

/** A 355-byte JPEG whose frame header claims 30000 x 3333 pixels (just under the 100-megapixel cap). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 300, height: 33, channels: 3, background: "#885533" } })
    .jpeg()
    .toBuffer();
  const bytes = Buffer.from(small);
  for (let offset = 2; offset < bytes.length - 9 && bytes[offset] === 0xff; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      bytes.writeUInt16BE(height, offset + 5);
      bytes.writeUInt16BE(width, offset + 7);
      return bytes;
    }
  }
  throw new Error("no frame header");
}

/** A phone-sized JPEG of the test painting over 1.8 MB: fine detail at high quality, as a phone writes. */
async function phoneJpeg(): Promise<Buffer> {
  const width = 3000;
  const height = 2250;
  const grain = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < grain.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    grain[i] = state >> 23;
  }
  const texture = await sharp(grain, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(path.resolve("tests/fixtures/painting-landscape.jpg"))
    .resize(width, height, { fit: "fill" })
    .composite([{ input: texture, blend: "soft-light" }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

type Route = "appraisal" | "analyzer" | "analyzer-keep" | "ar-preview" | "ar-pdf";
async function send(route: Route, photo: Buffer, corners?: ArtworkCorners) {
  const outline = corners ? { artworkCorners: serialiseCorners(corners) } : {};
  const [url, fields, field] = {
    appraisal: ["/api/appraisals", { medium: "oil", artworkTitle: "Harbour", ...outline }, "images"],
    analyzer: ["/api/art-style-prediction", outline, "image"],
    "analyzer-keep": ["/api/art-style-prediction?keep=true", outline, "image"],
    "ar-preview": ["/api/ar-previews", { artworkTitle: "Harbour", widthCm: "60", heightCm: "40" }, "image"],
    "ar-pdf": ["/api/ar-previews/pdf", { artworkTitle: "Harbour", widthCm: "60", heightCm: "40" }, "image"],
  }[route] as [string, Record<string, string>, string];
  const body = buildMultipart(fields, [{ field, filename: "photo.jpg", contentType: "image/jpeg", data: photo }]);
  return app.inject({ method: "POST", url, headers: { ...body.headers, cookie }, payload: body.payload });
}

describe("one way to accept a photo", () => {
  it("answers a JPEG whose header claims 30000 x 3333 with the same 400 on every route (finding 4)", async () => {
    const photo = await jpegClaiming(30_000, 3_333);
    const answers: Record<string, [number, string]> = {};
    for (const route of ["appraisal", "analyzer", "ar-preview", "ar-pdf"] as const) {
      const response = await send(route, photo);
      answers[route] = [response.statusCode, response.json().message];
    }
    const damaged: [number, string] = [
      400,
      `"photo.jpg" could not be read: the file looks damaged or incomplete. Please upload the photo again.`,
    ];
    expect(answers).toEqual({ appraisal: damaged, analyzer: damaged, "ar-preview": damaged, "ar-pdf": damaged });
  });

  it("analyses a 1.8 MB phone JPEG, with and without keeping it, as the page promises (finding 5)", async () => {
    const photo = await phoneJpeg();
    expect(photo.length).toBeGreaterThan(1.8 * 1024 * 1024);
    expect(photo.length).toBeLessThan(MAX_IMAGE_BYTES);
    for (const route of ["analyzer", "analyzer-keep"] as const) {
      const response = await send(route, photo);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().style).toEqual(expect.any(String));
    }
  });

  it("judges an owner's outline by one rule: the analyzer and the appraisal agree on every outline (finding 9)", async () => {
    const { jpeg, width, height, corners: found } = await testPaintingOnWall({ width: 1280, height: 960 }, 90);
    const shares = (points: { x: number; y: number }[]) =>
      points.map((p) => ({ x: p.x / width, y: p.y / height })) as unknown as ArtworkCorners;
    const outlines: ArtworkCorners[] = [
      shares(found.map((p) => ({ x: p.x, y: p.y }))),
      // Extreme perspective: a narrow top edge over a wide bottom, and a sliver along the wall.
      [
        { x: 0.47, y: 0.05 },
        { x: 0.53, y: 0.05 },
        { x: 0.98, y: 0.95 },
        { x: 0.02, y: 0.95 },
      ],
      [
        { x: 0.02, y: 0.4 },
        { x: 0.98, y: 0.02 },
        { x: 0.98, y: 0.98 },
        { x: 0.02, y: 0.6 },
      ],
    ];
    for (const corners of outlines) {
      const [analyzer, appraisal] = [await send("analyzer", jpeg, corners), await send("appraisal", jpeg, corners)];
      const verdict = (r: { statusCode: number; json(): { message?: string } }) => (r.statusCode < 300 ? "accepted" : r.json().message);
      expect(verdict(analyzer), JSON.stringify(corners)).toBe(verdict(appraisal));
    }
  });
});
