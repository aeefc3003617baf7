import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { serialiseCorners, type ArtworkCorners } from "../../../contracts/artwork-corners";
import type { StyleAnalysisList } from "../../../contracts/style-analyses";
import { buildTestApp } from "../../test/build-test-app";
import { testPaintingOnWall } from "../../test/wall-photos";
import { signedInUser } from "../../test/factories";
import { buildMultipart } from "../../test/appraisal-factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { STYLE_ANALYSIS_NO_CROP } from "./style-analyses.service";

// Issue 30: the analyzer's kept analyses show the work cut out of the photo, as appraisals do,
// and keep the whole photo reachable.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { ai: createFakeAiProvider() });
});
afterAll(() => app.close());

/** The test painting framed and hung on a wall, photographed a little off-axis (640x480, landscape). */
const framedOnWall = async () => (await testPaintingOnWall({}, 90)).jpeg;

// A tall part of the landscape photo: its crop is portrait where the whole photo is landscape.
const OWNER_CORNERS: ArtworkCorners = [
  { x: 0.3, y: 0.1 },
  { x: 0.5, y: 0.1 },
  { x: 0.5, y: 0.9 },
  { x: 0.3, y: 0.9 },
];

async function analyseAndKeep(cookie: string, corners?: ArtworkCorners, photo?: Buffer) {
  const fields: Record<string, string> = corners ? { artworkCorners: serialiseCorners(corners) } : {};
  const data = photo ?? (await framedOnWall());
  const body = buildMultipart(fields, [{ field: "image", filename: "wall.jpg", contentType: "image/jpeg", data }]);
  const response = await app.inject({
    method: "POST",
    url: "/api/art-style-prediction?keep=true",
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const list = await app.inject({ method: "GET", url: "/api/style-analyses", headers: { cookie } });
  return list.json<StyleAnalysisList>().analyses[0]!;
}

async function fetchThumbnail(url: string, cookie?: string) {
  const response = await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.json<{ message?: string }>() };
  const meta = await sharp(response.rawPayload).metadata();
  return { status: 200, type: response.headers["content-type"], format: meta.format, width: meta.width, height: meta.height };
}

describe("the analyzer's kept analyses show the crop", () => {
  it("keeps the crop along the found outline of a framed photo on a wall, and the whole photo beside it", async () => {
    const owner = await signedInUser(app);
    const analysis = await analyseAndKeep(owner.cookie);
    expect(analysis.cropUrl).toBe(`/api/style-analyses/${analysis.id}/crop`);
    expect(analysis.imageUrl).toBe(`/api/style-analyses/${analysis.id}/image`);

    const whole = await fetchThumbnail(analysis.imageUrl, owner.cookie);
    const crop = await fetchThumbnail(analysis.cropUrl!, owner.cookie);
    expect(whole).toMatchObject({ status: 200, format: "webp", width: 480, height: 360 });
    expect(crop).toMatchObject({ status: 200, type: "image/webp", format: "webp" });
    // The painting without its frame, mat and wall: a smaller picture than the whole photo.
    expect(crop.width! * crop.height!).toBeLessThan(whole.width! * whole.height! * 0.8);
  });

  it("cuts along the owner's corners when they set them", async () => {
    const owner = await signedInUser(app);
    const analysis = await analyseAndKeep(owner.cookie, OWNER_CORNERS);
    const crop = await fetchThumbnail(analysis.cropUrl!, owner.cookie);
    expect(crop.status).toBe(200);
    // 0.2 of 640 wide by 0.8 of 480 high: about 128 x 384, a portrait.
    expect(crop.height! / crop.width!).toBeGreaterThan(2.5);
  });

  it("keeps no crop of a photo that is the work edge to edge, and says so at the crop's address", async () => {
    const owner = await signedInUser(app);
    const painting = await sharp(path.resolve("tests/fixtures/painting-landscape.jpg")).jpeg().toBuffer();
    const analysis = await analyseAndKeep(owner.cookie, undefined, painting);
    expect(analysis.cropUrl).toBeNull();
    expect(await fetchThumbnail(`/api/style-analyses/${analysis.id}/crop`, owner.cookie)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: STYLE_ANALYSIS_NO_CROP }),
    });
    expect((await fetchThumbnail(analysis.imageUrl, owner.cookie)).status).toBe(200);
  });

  it("serves the crop to its owner only", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const analysis = await analyseAndKeep(owner.cookie);
    expect((await fetchThumbnail(analysis.cropUrl!, other.cookie)).status).toBe(404);
    expect((await fetchThumbnail(analysis.cropUrl!)).status).toBe(401);
  });
});
