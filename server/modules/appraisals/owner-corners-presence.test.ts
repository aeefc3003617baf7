import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { serialiseCorners, type ArtworkCorners } from "../../../contracts/artwork-corners";
import { NO_ARTWORK_MESSAGE, OUTLINE_SET_BY_HAND_SENTENCE } from "../../../contracts/artwork-photo";
import { FRAMED_ON_WALL, makeBareWall, makeFlatImage, photographOnWall } from "@engine/test-support";
import { buildTestApp } from "../../test/build-test-app";
import { testPaintingOnWall } from "../../test/wall-photos";
import { giveCredits, signedInUser } from "../../test/factories";
import { buildMultipart, postAppraisal } from "../../test/appraisal-factories";
import { appraisalFiles, appraisals } from "../../db/schema";
import { getBalance } from "../credits/credits.service";

// Issue 30: with the owner's corners, the upload's no-artwork check judges inside them (as the
// pipeline does).
// Issue 50: an outline set by hand is never refused, even where the rules see no artwork; the
// report says the outline was set by hand.

let app: FastifyInstance;
beforeAll(async () => {
  // The built-in engine: the hand-set outline's report sentence is the real pipeline's.
  app = await buildTestApp();
});
afterAll(() => app.close());

const toJpeg = (image: { data: Uint8ClampedArray | Uint8Array; width: number; height: number }) =>
  sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality: 88 })
    .toBuffer();

/** A small unframed painting on a large wall: the locator finds no work in it; its corners are where it hangs. */
async function smallPaintingOnWall(): Promise<{ photo: Buffer; corners: ArtworkCorners }> {
  const scene = { width: 1280, height: 960, frameWidth: 0, matWidth: 0, fill: 0.18, perspective: 0.02, rotation: 1 };
  const { jpeg, corners, width, height } = await testPaintingOnWall({ ...scene, lightFalloff: 0.4, glare: 0.15, noise: 6, seed: 1 });
  return { photo: jpeg, corners: corners.map((p) => ({ x: p.x / width, y: p.y / height })) as unknown as ArtworkCorners };
}

/** An off-white sheet with one pale grey square and a hairline under it, as the refused Lisbon print was. */
function paleMinimalistPrint() {
  const image = makeFlatImage(600, 800, [243, 241, 236]);
  const paint = (x0: number, y0: number, x1: number, y1: number, rgb: [number, number, number]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) image.data.set([...rgb, 255], (y * image.width + x) * 4);
  };
  paint(180, 220, 420, 460, [218, 216, 210]);
  paint(150, 560, 450, 562, [200, 198, 192]);
  return image;
}

async function submit(cookie: string, photo: Buffer, corners?: ArtworkCorners) {
  const fields: Record<string, string> = { medium: "oil", artworkTitle: "Harbour at Dusk" };
  if (corners) fields.artworkCorners = serialiseCorners(corners);
  return postAppraisal(app, {
    cookie,
    fields,
    files: [{ field: "images", filename: "wall.jpg", contentType: "image/jpeg", data: photo }],
  });
}

describe("the no-artwork check inside the owner's corners", () => {
  it("takes a small unframed painting on a large wall (issue 50), and keeps the owner's outline when they set one", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 2);
    const { photo, corners } = await smallPaintingOnWall();

    // The rules no longer refuse a real artwork the locator cannot outline (decision 0037).
    const found = await submit(cookie, photo);
    expect(found.statusCode, found.body).toBe(201);

    const saved = await submit(cookie, photo, corners);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    const [row] = await app.db
      .select()
      .from(appraisals)
      .where(eq(appraisals.id, saved.json().id as string));
    expect(row?.artworkCorners).toEqual(JSON.parse(serialiseCorners(corners)));
  });

  it("accepts a pale minimalist print behind a mat on a wall (issue 50), with no outline set", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const photo = await toJpeg(
      photographOnWall(paleMinimalistPrint(), { ...FRAMED_ON_WALL, width: 1280, height: 960, frame: [236, 234, 228] }).photo,
    );
    const saved = await submit(cookie, photo);
    expect(saved.statusCode, saved.body).toBe(201);
    await app.jobs.drain();
    const [row] = await app.db
      .select()
      .from(appraisals)
      .where(eq(appraisals.id, saved.json().id as string));
    expect(row?.status).toBe("completed");
  });

  it("refuses a bare wall, and accepts it once the owner outlines part of it by hand, saying so in the report", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const wall = await toJpeg(makeBareWall(3, 1280, 960));
    const refused = await submit(cookie, wall);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NO_ARTWORK_MESSAGE);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);

    const { corners } = await smallPaintingOnWall();
    const saved = await submit(cookie, wall, corners);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    const id = saved.json().id as string;
    const [file] = await app.db.select().from(appraisalFiles).where(eq(appraisalFiles.appraisalId, id));
    // The verdict keeps what the rules found: no artwork, judged inside the owner's outline.
    expect(file!.artworkCheck).toMatchObject({ isArtwork: false, method: "owner" });

    await app.jobs.drain();
    const report = await app.inject({ method: "GET", url: `/api/appraisals/${id}/report`, headers: { cookie } });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(OUTLINE_SET_BY_HAND_SENTENCE);
  });
});

describe("the analyzer's no-artwork check inside the owner's corners", () => {
  async function analyse(cookie: string, photo: Buffer, corners?: ArtworkCorners) {
    const fields: Record<string, string> = corners ? { artworkCorners: serialiseCorners(corners) } : {};
    const body = buildMultipart(fields, [{ field: "image", filename: "wall.jpg", contentType: "image/jpeg", data: photo }]);
    return app.inject({ method: "POST", url: "/api/art-style-prediction", headers: { ...body.headers, cookie }, payload: body.payload });
  }

  it("analyses a small unframed painting on a large wall (issue 50), and inside the owner's outline", async () => {
    const { cookie } = await signedInUser(app);
    const { photo, corners } = await smallPaintingOnWall();
    const found = await analyse(cookie, photo);
    expect(found.statusCode, found.body).toBe(200);
    const analysed = await analyse(cookie, photo, corners);
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(analysed.json().style).toEqual(expect.any(String));
  });

  it("analyses a bare wall inside corners the owner drew on it (issue 50), and refuses it without them", async () => {
    const { cookie } = await signedInUser(app);
    const { corners } = await smallPaintingOnWall();
    const wall = await toJpeg(makeBareWall(3, 1280, 960));
    const refused = await analyse(cookie, wall);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NO_ARTWORK_MESSAGE);
    const analysed = await analyse(cookie, wall, corners);
    expect(analysed.statusCode, analysed.body).toBe(200);
  });
});
